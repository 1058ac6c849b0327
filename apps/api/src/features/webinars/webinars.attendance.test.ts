import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { WEBINAR_MSG, type AttendanceReport } from '@app/shared';

import { activityLogs, webinarUsers } from '../../db/schema/index.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';
import { ATTENDANCE_MAX_ROWS, durationSeconds, IMPORT_MSG } from './webinars.csv.ts';
import { insertRegistrant, insertWebinar } from './webinars.fixtures.ts';

let ctx: TestContext;
let instructor: string;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  instructor = await loginAs(
    ctx.app,
    (await createUser(ctx.db, { role: 'instructor' })).phoneNumber!,
  );
});
afterAll(() => ctx.close());

const importFile = (webinarId: string, body: string | Buffer, contentType = 'text/csv') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/webinars/${webinarId}/attendance/import`,
    headers: { cookie: instructor, 'content-type': contentType },
    payload: body,
  });

/** A past webinar with five registrants; returns its id and the registrant ids by key. */
async function setup() {
  const webinar = await insertWebinar(ctx.db, { startInHours: -5, durationMinutes: 120 });
  const people = {
    asha: ['Asha Rao', 'asha.rao@gmail.com', '9845000001'],
    vikram: ['Vikram Mehta', 'vikram.m@outlook.com', '9845000002'],
    priya: ['Priya Iyer', 'priya.iyer@yahoo.in', '9845000003'],
    arjun: ['Arjun Nair', 'arjun.nair@gmail.com', '9845000004'],
    neha: ['Neha Sharma', 'neha.s@gmail.com', '9845000005'],
  } as const;
  const ids = {} as Record<keyof typeof people, string>;
  for (const [key, [name, email, phone]] of Object.entries(people)) {
    ids[key as keyof typeof people] = (
      await insertRegistrant(ctx.db, webinar.id, { name, email, phone })
    ).id;
  }
  return { webinarId: webinar.id, ids };
}

async function attendance(webinarId: string) {
  const rows = await ctx.db
    .select()
    .from(webinarUsers)
    .where(and(eq(webinarUsers.webinarId, webinarId), eq(webinarUsers.attended, true)));
  return Object.fromEntries(rows.map((r) => [r.name, r.attendedMinutes]));
}

async function ok(webinarId: string, body: string | Buffer, contentType?: string) {
  const res = await importFile(webinarId, body, contentType);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().message).toBe(WEBINAR_MSG.attendanceImported);
  return res.json().data.report as AttendanceReport;
}

const ZOOM = `\uFEFFMeeting ID,Topic,Start Time,End Time,User Email,Duration (Minutes),Participants
812 3456 7890,Crack the Frontend Interview,03/14/2026 07:00:00 PM,03/14/2026 08:35:00 PM,host@kodeschool.in,95,4

Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes),Guest
Asha Rao,Asha.Rao@Gmail.com,03/14/2026 06:58:12 PM,03/14/2026 07:40:02 PM,42,Yes
"Mehta, Vikram (Vikram M)",vikram.m@outlook.com,03/14/2026 07:01:40 PM,03/14/2026 08:30:00 PM,89,Yes
Asha Rao,asha.rao@gmail.com,03/14/2026 07:45:10 PM,03/14/2026 08:30:00 PM,45,Yes
KodeSchool Host,host@kodeschool.in,03/14/2026 06:50:00 PM,03/14/2026 08:35:00 PM,105,No
Rohit Yadav,rohit.y@gmail.com,03/14/2026 07:10:00 PM,03/14/2026 07:20:00 PM,10,Yes
Rohit Yadav,rohit.y@gmail.com,03/14/2026 07:25:00 PM,03/14/2026 07:30:00 PM,5,Yes
`;

describe('POST /admin/webinars/{id}/attendance/import', () => {
  it('reads a Zoom participants export after its summary block; rejoins add up', async () => {
    const { webinarId, ids } = await setup();
    const report = await ok(webinarId, ZOOM);
    expect(report).toEqual({
      rows: 6,
      marked: 2,
      alreadyMarked: 0,
      unmatched: [
        { row: 8, name: 'KodeSchool Host', email: 'host@kodeschool.in', phone: '' },
        { row: 9, name: 'Rohit Yadav', email: 'rohit.y@gmail.com', phone: '' },
      ],
    });
    expect(await attendance(webinarId)).toEqual({ 'Asha Rao': 87, 'Vikram Mehta': 89 });

    // The same file again: nobody new, the minutes stay what the file says (not doubled).
    const again = await ok(webinarId, ZOOM);
    expect(again).toMatchObject({ marked: 0, alreadyMarked: 2 });
    expect(await attendance(webinarId)).toEqual({ 'Asha Rao': 87, 'Vikram Mehta': 89 });

    const logs = await ctx.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.entityId, webinarId),
          eq(activityLogs.action, 'webinar.attendance.import'),
        ),
      );
    expect(logs).toHaveLength(2);
    expect(logs[0]!.changes.marked).toEqual({ before: null, after: 2 });
    expect(ids.asha).toBeTruthy();
  });

  it('reads Google Meet attendance (first and last name, "1 hr 5 min")', async () => {
    const { webinarId } = await setup();
    const meet = [
      'First name,Last name,Email,Duration,Time joined,Time exited',
      'Priya,Iyer,priya.iyer@yahoo.in,1 hr 5 min,7:00:12 PM,8:05:30 PM',
      'Arjun,Nair,ARJUN.NAIR@gmail.com,48 min,7:12:00 PM,8:00:00 PM',
      'Guest,Visitor,,12 min,7:30:00 PM,7:42:00 PM',
    ].join('\r\n');
    const report = await ok(webinarId, meet);
    expect(report).toMatchObject({ rows: 3, marked: 2, alreadyMarked: 0 });
    expect(report.unmatched).toEqual([{ row: 4, name: 'Guest Visitor', email: '', phone: '' }]);
    expect(await attendance(webinarId)).toEqual({ 'Priya Iyer': 65, 'Arjun Nair': 48 });
  });

  it('reads a Teams attendance report: UTF-16, tab-separated, in sections', async () => {
    const { webinarId } = await setup();
    const teams = [
      '1. Summary',
      'Meeting title\tDSA in Java: Arrays to Graphs',
      'Attended participants\t3',
      'Start time\t3/14/26, 7:00:00 PM',
      '',
      '2. Participants',
      'Name\tFirst Join\tLast Leave\tIn-Meeting Duration\tEmail\tParticipant ID (UPN)\tRole',
      'Neha Sharma\t3/14/26, 7:00:05 PM\t3/14/26, 8:05:08 PM\t1h 5m 3s\tneha.s@gmail.com\tneha.s@gmail.com\tAttendee',
      'Vikram Mehta\t3/14/26, 7:20:00 PM\t3/14/26, 7:50:00 PM\t30m\tvikram.m@outlook.com\tvikram.m@outlook.com\tAttendee',
      '',
      '3. In-Meeting Activities',
      'Name\tJoin Time\tLeave Time\tDuration\tEmail\tRole',
      'Neha Sharma\t3/14/26, 7:00:05 PM\t3/14/26, 8:05:08 PM\t1h 5m 3s\tneha.s@gmail.com\tAttendee',
    ].join('\r\n');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(teams, 'utf16le')]);
    const report = await ok(webinarId, utf16, 'text/tab-separated-values');
    expect(report).toEqual({ rows: 2, marked: 2, alreadyMarked: 0, unmatched: [] });
    expect(await attendance(webinarId)).toEqual({ 'Neha Sharma': 65, 'Vikram Mehta': 30 });
  });

  it('reads a plain name,email,phone list, matching by phone (last 10 digits)', async () => {
    const { webinarId, ids } = await setup();
    await ctx.db
      .update(webinarUsers)
      .set({ attended: true, attendedMinutes: 33 })
      .where(eq(webinarUsers.id, ids.neha));
    const plain = [
      'NAME,EMAIL,PHONE',
      'Asha R,,+91 98450 00001',
      'Neha,,09845000005',
      'Vikram (work mail),vikram@company.in,919845000002',
      'Unknown Person,unknown@x.in,9000012345',
      ',,',
    ].join('\n');
    const report = await ok(webinarId, plain);
    expect(report).toEqual({
      rows: 4,
      marked: 2,
      alreadyMarked: 1,
      unmatched: [{ row: 5, name: 'Unknown Person', email: 'unknown@x.in', phone: '9000012345' }],
    });
    // No duration column: minutes already recorded are kept, the others stay empty.
    expect(await attendance(webinarId)).toEqual({
      'Asha Rao': null,
      'Neha Sharma': 33,
      'Vikram Mehta': null,
    });
  });

  it('refuses empty files, files without an e-mail or phone column, and junk (400)', async () => {
    const { webinarId } = await setup();
    const cases: [string | Buffer, string][] = [
      ['', WEBINAR_MSG.importEmpty],
      ['\uFEFF\r\n\r\n', WEBINAR_MSG.importEmpty],
      ['Name,Email\r\n', WEBINAR_MSG.importEmpty],
      ['Name,Join Time,Duration\nAsha,7 PM,40\n', WEBINAR_MSG.importNoColumns],
      ['just some words', WEBINAR_MSG.importNoColumns],
      [
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        IMPORT_MSG.notText,
      ],
      ['Email\n"unterminated,quote\n', IMPORT_MSG.notCsv],
    ];
    for (const [body, message] of cases) {
      const res = await importFile(webinarId, body);
      expect(res.statusCode, `${String(body).slice(0, 30)} → ${res.body}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('caps the file: too many rows (400), too many bytes (413), not CSV (415)', async () => {
    const { webinarId } = await setup();
    const rows = Array.from(
      { length: ATTENDANCE_MAX_ROWS + 1 },
      (_, i) => `p${i}@x.in,${7000000000 + i}`,
    );
    const tooMany = await importFile(webinarId, `email,phone\n${rows.join('\n')}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(IMPORT_MSG.tooManyRows);
    const huge = await importFile(webinarId, `email\n${'a'.repeat(2 * 1024 * 1024)}`);
    expect(huge.statusCode).toBe(413);
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/webinars/${webinarId}/attendance/import`,
      headers: { cookie: instructor },
      payload: { email: 'asha.rao@gmail.com' },
    });
    expect(json.statusCode).toBe(415);
    const pdf = await importFile(webinarId, '%PDF-1.7', 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    expect(await attendance(webinarId)).toEqual({});
  });

  it('answers 404 for an unknown webinar', async () => {
    const res = await importFile('ffffffffffffffffffffffff', 'email\nasha@x.in\n');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(WEBINAR_MSG.notFound);
  });
});

describe('durationSeconds', () => {
  it.each([
    ['42', 42 * 60],
    ['1 hr 5 min', 65 * 60],
    ['1 hour 5 minutes', 65 * 60],
    ['1h 5m 3s', 3903],
    ['1h5m', 65 * 60],
    ['48 min', 48 * 60],
    ['2 hrs', 120 * 60],
    ['1 hr, 2 min and 30 sec', 3750],
    ['01:05:03', 3903],
    ['45:10', 2710],
    ['', null],
    ['soon', null],
    ['5 min later', null],
  ])('%j → %j', (text, seconds) => {
    expect(durationSeconds(text)).toBe(seconds);
  });
});
