/**
 * A small RFC 5545 writer for the personal calendar feed. (The `ics` package the webinars use
 * folds lines at 75 characters, not 75 octets, so a Hindi or accented title makes lines too long
 * for strict readers; ical-generator needs Node 22.) Lines end in CRLF and are folded at 75
 * octets without splitting a UTF-8 character; TEXT values escape backslash, semicolon, comma
 * and line breaks; times are UTC.
 */

export type CalendarEvent = {
  /** stable per class: calendars update the event instead of adding another */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string;
  location: string;
  /** when the event was last changed */
  stamp: Date;
};

/** '2026-03-01T04:00:00.000Z' → '20260301T040000Z' */
export function icsTime(d: Date): string {
  return d
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT escaping (RFC 5545 3.3.11); control characters other than line breaks are dropped. */
export function escapeText(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u001f\u007f]/g, ''); // eslint-disable-line no-control-regex
}

/** One content line folded at 75 octets: continuation lines start with a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // the leading space counts
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarText(name: string, events: CalendarEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//KodeSchool//Live classes//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-PUBLISHED-TTL:PT1H',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${icsTime(e.stamp)}`,
      `DTSTART:${icsTime(e.start)}`,
      `DTEND:${icsTime(e.end)}`,
      `SUMMARY:${escapeText(e.summary)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      `LOCATION:${escapeText(e.location)}`,
      `URL:${e.url.replace(/[\s"]/g, encodeURIComponent)}`,
      'STATUS:CONFIRMED',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
