import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';

import {
  MSG,
  WEBINAR_MSG,
  type WebinarUser,
  type WebinarUserHit,
  type ZWebinarStudentsData,
} from '@app/shared';

import { activityLogs, webinarUsers } from '../../db/schema/index.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../test/harness.ts';
import { STUDENTS_CSV_HEADER } from './webinars.csv.ts';
import { insertRegistrant, insertWebinar } from './webinars.fixtures.ts';

let ctx: TestContext;
let mentor: string;
let webinarId: string;
let otherWebinarId: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: '1000' } });
  mentor = await loginAs(ctx.app, (await createUser(ctx.db, { role: 'mentor' })).phoneNumber!);
  const webinar = await insertWebinar(ctx.db, {
    startInHours: -72,
    title: 'From College to First Dev Job',
  });
  webinarId = webinar.id;
  otherWebinarId = (await insertWebinar(ctx.db, { title: 'System Design for Freshers' })).id;
  const people = [
    ['ananya', 'Ananya Krishnan', 'ananya.k@gmail.com', '9840011111', true, 'sent', 72],
    ['rahul', 'Rahul Menon', 'rahul.menon@outlook.com', '9847022222', true, 'failed', 41],
    [
      'formula',
      '=HYPERLINK("http://evil")',
      'formula@example.com',
      '9900033333',
      false,
      'not_sent',
    ],
    ['rahuld', 'Rahul Dravid', 'rdravid@yahoo.co.in', '9812344444', false, 'not_sent'],
  ] as const;
  let minute = 0;
  for (const [key, name, email, phone, attended, certificateStatus, minutes] of people) {
    const row = await insertRegistrant(ctx.db, webinarId, {
      name,
      email,
      phone,
      attended,
      attendedMinutes: minutes ?? null,
      certificateStatus,
      certificateCode: certificateStatus === 'sent' ? 'QWER-TYUP-ASDF' : null,
      utm: key === 'ananya' ? { source: 'instagram', medium: 'social', campaign: 'jan' } : null,
      createdAt: new Date(Date.UTC(2026, 0, 10, 18, 30 + ++minute)),
    });
    ids[key] = row.id;
  }
  // The same person (phone) in another webinar, found by the search across webinars.
  ids.ananyaOther = (
    await insertRegistrant(ctx.db, otherWebinarId, {
      name: 'Ananya Krishnan',
      email: 'ananya.k@gmail.com',
      phone: '9840011111',
    })
  ).id;
});
afterAll(() => ctx.close());

const get = (url: string, cookie = mentor) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/admin${url}`, headers: { cookie } });
const put = (url: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/admin${url}`,
    headers: { cookie: mentor },
    payload: payload as object,
  });

type StudentsData = z.infer<typeof ZWebinarStudentsData>;
async function students(query = ''): Promise<StudentsData> {
  const res = await get(`/webinars/${webinarId}/students${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const names = (d: StudentsData) => d.students.map((s) => s.name);

describe('GET /admin/webinars/{id}/students', () => {
  it('lists the registrants newest first with their fields', async () => {
    const data = await students();
    expect(names(data)).toEqual([
      'Rahul Dravid',
      '=HYPERLINK("http://evil")',
      'Rahul Menon',
      'Ananya Krishnan',
    ]);
    expect(data.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      itemsPerPage: 10,
      totalItems: 4,
    });
    expect(data.students[3]).toMatchObject({
      _id: ids.ananya,
      webinarId,
      email: 'ananya.k@gmail.com',
      phone: '9840011111',
      attended: true,
      attendedMinutes: 72,
      certificateStatus: 'sent',
      certificateCode: 'QWER-TYUP-ASDF',
      utm: { source: 'instagram', medium: 'social', campaign: 'jan' },
    });
  });

  it('searches by the admin rule: e-mail with @, phone with 10+ digits, else name', async () => {
    expect(names(await students('?search=RAHUL.MENON@'))).toEqual(['Rahul Menon']);
    expect(names(await students('?search=%2B91%2098470%2022222'))).toEqual(['Rahul Menon']);
    expect(names(await students('?search=rahul'))).toEqual(['Rahul Dravid', 'Rahul Menon']);
    // Nine digits is a name search (it matches nobody), not a phone prefix.
    expect(names(await students('?search=984001111'))).toEqual([]);
    expect(names(await students('?search=100%25'))).toEqual([]);
  });

  it('filters by attendance and certificate status, and paginates', async () => {
    expect(names(await students('?attended=true'))).toEqual(['Rahul Menon', 'Ananya Krishnan']);
    expect(names(await students('?attended=false&search=rahul'))).toEqual(['Rahul Dravid']);
    expect(names(await students('?certificateStatus=failed'))).toEqual(['Rahul Menon']);
    const page = await students('?limit=3&page=2');
    expect(names(page)).toEqual(['Ananya Krishnan']);
    expect(page.pagination).toMatchObject({ totalItems: 4, totalPages: 2, currentPage: 2 });
    const beyond = await students('?limit=3&page=5');
    expect(beyond.students).toEqual([]);
    expect(beyond.pagination.totalItems).toBe(4);
  });

  it('refuses junk filters with 400 and an unknown webinar with 404', async () => {
    for (const q of [
      '?attended=maybe',
      '?certificateStatus=done',
      '?limit=0',
      '?page=-1',
      '?x=1',
    ]) {
      expect((await get(`/webinars/${webinarId}/students${q}`)).statusCode, q).toBe(400);
    }
    const res = await get('/webinars/ffffffffffffffffffffffff/students');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(WEBINAR_MSG.notFound);
  });
});

describe('GET /admin/webinars/{id}/students/export.csv', () => {
  it('downloads the filtered list with IST dates, UTM columns and formula-safe cells', async () => {
    const res = await get(`/webinars/${webinarId}/students/export.csv?limit=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="webinar-webinar-\d+-\d+-students-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['x-total-count']).toBe('4');
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(STUDENTS_CSV_HEADER);
    expect(rows).toHaveLength(5);
    // Newest first, like the list; page and limit are ignored.
    expect(rows[4]).toEqual([
      '4',
      'Ananya Krishnan',
      'ananya.k@gmail.com',
      '9840011111',
      'Yes',
      '72',
      'Sent',
      'QWER-TYUP-ASDF',
      '2026-01-11 00:01',
      'instagram',
      'social',
      'jan',
    ]);
    expect(rows[2]![1]).toBe(`'=HYPERLINK("http://evil")`);

    const filtered = await get(`/webinars/${webinarId}/students/export.csv?attended=false`);
    const body = parse(filtered.body, { bom: true }) as string[][];
    expect(body.slice(1).map((r) => r[1])).toEqual(['Rahul Dravid', `'=HYPERLINK("http://evil")`]);
    expect((await get('/webinars/nope/students/export.csv')).statusCode).toBe(404);
  });
});

describe('PUT /admin/webinars/users/{id}', () => {
  it('corrects name and e-mail and logs it', async () => {
    const res = await put(`/webinars/users/${ids.rahuld}`, {
      name: '  Rahul S. Dravid ',
      email: 'Rahul.Dravid@Gmail.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(WEBINAR_MSG.userUpdated);
    expect(res.json().data.webinarUser).toMatchObject({
      _id: ids.rahuld,
      name: 'Rahul S. Dravid',
      email: 'rahul.dravid@gmail.com',
      phone: '9812344444',
      attended: false,
    });
    const [log] = await ctx.db
      .select()
      .from(activityLogs)
      .where(
        and(eq(activityLogs.entityId, ids.rahuld!), eq(activityLogs.action, 'webinar.user.update')),
      );
    expect(log!.entity).toBe('webinar_user');
    expect(log!.changes).toEqual({
      name: { before: 'Rahul Dravid', after: 'Rahul S. Dravid' },
      email: { before: 'rdravid@yahoo.co.in', after: 'rahul.dravid@gmail.com' },
    });
  });

  it('marks attendance; marking not attended clears the imported minutes', async () => {
    const on = await put(`/webinars/users/${ids.rahuld}`, { attended: true });
    expect(on.json().data.webinarUser).toMatchObject({ attended: true, attendedMinutes: null });
    const off = await put(`/webinars/users/${ids.rahul}`, { attended: false });
    expect((off.json().data.webinarUser as WebinarUser).attendedMinutes).toBeNull();
    const [row] = await ctx.db.select().from(webinarUsers).where(eq(webinarUsers.id, ids.rahul!));
    expect(row).toMatchObject({ attended: false, attendedMinutes: null });
  });

  it('answers 400 in the form words, 404 for an unknown registrant', async () => {
    const cases = [
      [{ name: ' ' }, 'name', WEBINAR_MSG.nameRequired],
      [{ name: 'n'.repeat(101) }, 'name', WEBINAR_MSG.nameTooLong],
      [{ email: 'not-an-email' }, 'email', WEBINAR_MSG.emailInvalid],
      [{ attended: 'yes' }, 'attended', undefined],
      [{ phone: '9999999999' }, 'phone', undefined],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await put(`/webinars/users/${ids.formula}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(MSG.validationError);
      const issue = (res.json().data as { field: string; message: string }[]).find(
        (i) => i.field === field,
      );
      expect(issue, JSON.stringify(res.json().data)).toBeDefined();
      if (message) expect(issue!.message).toBe(message);
    }
    const missing = await put('/webinars/users/ffffffffffffffffffffffff', { attended: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(WEBINAR_MSG.userNotFound);
  });
});

describe('GET /admin/webinars/users/search', () => {
  const search = async (q: string) => {
    const res = await get(`/webinars/users/search?search=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      webinarUsers: WebinarUserHit[];
      pagination: { totalItems: number };
    };
  };

  it('finds a person across webinars by phone, e-mail or name, with the webinar', async () => {
    const byPhone = await search('98400 11111');
    expect(byPhone.webinarUsers.map((u) => u._id).sort()).toEqual(
      [ids.ananya!, ids.ananyaOther!].sort(),
    );
    const other = byPhone.webinarUsers.find((u) => u._id === ids.ananyaOther)!;
    expect(other).toMatchObject({
      webinarId: otherWebinarId,
      webinarTitle: 'System Design for Freshers',
      phone: '9840011111',
    });
    expect(other.webinarCode).toMatch(/^webinar-/);
    expect(Date.parse(other.webinarStartTime)).toBeGreaterThan(Date.now());
    expect((await search('ANANYA.K@gmail')).pagination.totalItems).toBe(2);
    expect((await search('krishnan')).webinarUsers).toHaveLength(2);
    const paged = await ctx.app.inject({
      url: '/api/v1/admin/webinars/users/search?search=krishnan&limit=1&page=2',
      headers: { cookie: mentor },
    });
    expect(paged.json().data.webinarUsers).toHaveLength(1);
    expect(paged.json().data.pagination).toMatchObject({ totalItems: 2, totalPages: 2 });
  });

  it('requires a search text (400 in plain words)', async () => {
    for (const url of ['/webinars/users/search', '/webinars/users/search?search=%20%20']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().data).toContainEqual({
        field: 'search',
        message: WEBINAR_MSG.searchRequired,
      });
    }
    expect((await get(`/webinars/users/search?search=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});
