import { beforeAll, describe, expect, it } from 'vitest';

import type { Webinar } from '@app/shared';

import { manyRequests, signedIn, useTestContext } from '../../test/harness.ts';
import { insertRegistrant, insertWebinar, uniqueCode } from './webinars.fixtures.ts';

const ctx = useTestContext(manyRequests);
let admin: string;
beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).cookie;
});

const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/admin${url}`, headers: { cookie: admin } });

describe('GET /admin/webinars: status, search, order, pagination, counts', () => {
  const prefix = uniqueCode('list');
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const plan = [
      ['past-old', -24 * 30, 'System Design Basics'],
      ['past-new', -24 * 2, 'From College to First Dev Job'],
      ['live', -0.5, 'Live Now: Git and GitHub for Teams'],
      ['soon', 5, 'Crack the Frontend Interview'],
      ['later', 24 * 10, 'DSA in Java: Arrays to Graphs'],
    ] as const;
    for (const [key, hours, title] of plan) {
      const row = await insertWebinar(ctx.db, {
        code: `${prefix}-${key}`,
        startInHours: hours,
        durationMinutes: 90,
        title,
      });
      ids[key] = row.id;
    }
    await insertRegistrant(ctx.db, ids['past-new']!, { phone: '9330000001', attended: true });
    await insertRegistrant(ctx.db, ids['past-new']!, {
      phone: '9330000002',
      attended: true,
      certificateStatus: 'sent',
    });
    await insertRegistrant(ctx.db, ids['past-new']!, {
      phone: '9330000003',
      certificateStatus: 'failed',
    });
  });

  const listOf = async (query: string) => {
    const res = await get(`/webinars?search=${prefix}&${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      webinars: Webinar[];
      pagination: { totalItems: number; totalPages: number; itemsPerPage: number };
    };
  };

  it('orders live and upcoming soonest first, then past newest first, with counts', async () => {
    const data = await listOf('limit=10');
    expect(data.webinars.map((w) => w.webinarCode.replace(`${prefix}-`, ''))).toEqual([
      'live',
      'soon',
      'later',
      'past-new',
      'past-old',
    ]);
    expect(data.webinars.map((w) => w.status)).toEqual([
      'live',
      'upcoming',
      'upcoming',
      'past',
      'past',
    ]);
    expect(data.webinars[3]!.counts).toEqual({
      registered: 3,
      attended: 2,
      certificatesSent: 1,
      certificatesFailed: 1,
    });
    expect(data.webinars[0]!.counts.registered).toBe(0);
    expect(data.pagination).toMatchObject({ totalItems: 5, itemsPerPage: 10, totalPages: 1 });
  });

  it('filters by status (computed from start and duration)', async () => {
    expect((await listOf('status=live')).webinars.map((w) => w._id)).toEqual([ids.live]);
    expect((await listOf('status=upcoming')).webinars.map((w) => w._id)).toEqual([
      ids.soon,
      ids.later,
    ]);
    expect((await listOf('status=past')).pagination.totalItems).toBe(2);
  });

  it('searches title and code by substring, case-insensitively', async () => {
    const byTitle = await get(`/webinars?search=${encodeURIComponent('git AND github')}`);
    expect(byTitle.json().data.webinars.map((w: Webinar) => w._id)).toEqual([ids.live]);
    const byCode = await get(`/webinars?search=${prefix.toUpperCase()}-SOON`);
    expect(byCode.json().data.webinars.map((w: Webinar) => w._id)).toEqual([ids.soon]);
    const literal = await get(`/webinars?search=${encodeURIComponent('100%_')}`);
    expect(literal.json().data.webinars).toEqual([]);
  });

  it('paginates (default 10) and reports the total past the last page', async () => {
    const page2 = await listOf('limit=2&page=2');
    expect(page2.webinars.map((w) => w._id)).toEqual([ids.later, ids['past-new']]);
    expect(page2.pagination).toMatchObject({ totalItems: 5, totalPages: 3, itemsPerPage: 2 });
    const beyond = await listOf('limit=2&page=9');
    expect(beyond.webinars).toEqual([]);
    expect(beyond.pagination.totalItems).toBe(5);
    const all = await get('/webinars');
    expect(all.json().data.pagination.itemsPerPage).toBe(10);
  });
});
