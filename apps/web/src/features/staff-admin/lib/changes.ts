import { ID_PATTERN, type ActivityLog } from '@app/shared';

import { formatDateTime } from '@/core/format-date';

/** A value longer than this (or spread over lines) is cut short until expanded. */
export const LONG_VALUE_CHARS = 120;

export type ShownValue = {
  /** The value as text: strings as they are, everything else as pretty JSON. */
  text: string;
  /** null, undefined or '' — shown as an em dash. */
  isEmpty: boolean;
  /** Objects and arrays: shown in a monospace block. */
  isJson: boolean;
  isLong: boolean;
  /** A 24-hex id in a field that names a person (userId, verifiedBy…): their user page. */
  userLink?: string;
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** Fields whose value is a user id, in the activity the staff pages record. */
const USER_FIELDS = new Set(['userId', 'verifiedBy', 'createdBy', 'liftedBy', 'actorId']);

/** `field` lets a user id become a link; an ISO time reads as India time. */
export function showValue(value: unknown, field = ''): ShownValue {
  if (value === null || value === undefined || value === '') {
    return { text: '—', isEmpty: true, isJson: false, isLong: false };
  }
  if (typeof value === 'string' && ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) {
    return { text: `${formatDateTime(value)} IST`, isEmpty: false, isJson: false, isLong: false };
  }
  if (typeof value === 'string' && USER_FIELDS.has(field) && ID_PATTERN.test(value)) {
    return {
      text: value,
      isEmpty: false,
      isJson: false,
      isLong: false,
      userLink: `/admin/users/${value}`,
    };
  }
  const isJson = typeof value === 'object';
  const text =
    typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? String(value));
  return {
    text,
    isEmpty: false,
    isJson,
    isLong: text.length > LONG_VALUE_CHARS || text.split('\n').length > 4,
  };
}

/** The first line or LONG_VALUE_CHARS characters of a long value, with an ellipsis. */
export function shortened(text: string): string {
  const firstLines = text.split('\n').slice(0, 4).join('\n');
  const cut =
    firstLines.length > LONG_VALUE_CHARS ? firstLines.slice(0, LONG_VALUE_CHARS) : firstLines;
  return `${cut.trimEnd()}…`;
}

export type ChangeRow = { field: string; before: ShownValue; after: ShownValue };

/** A log entry's changed fields in a stable order (alphabetical), each before → after. */
export function changeRows(changes: ActivityLog['changes']): ChangeRow[] {
  return Object.keys(changes)
    .sort((a, b) => a.localeCompare(b))
    .map((field) => ({
      field,
      before: showValue(changes[field]?.before, field),
      after: showValue(changes[field]?.after, field),
    }));
}

/** The user a log entry concerns when its entity is not the user itself (e.g. a ban's userId). */
export function relatedUserId(entry: Pick<ActivityLog, 'entity' | 'changes'>): string | null {
  if (entry.entity === 'user') return null;
  const change = entry.changes.userId;
  const id = change?.after ?? change?.before;
  return typeof id === 'string' && ID_PATTERN.test(id) ? id : null;
}
