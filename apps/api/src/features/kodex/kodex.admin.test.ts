import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { ASSESS_MSG, KODEX_MSG, type KodexContestBody } from '@app/shared';

import { activityLogs, kodexContests, kodexRegistrations } from '../../db/schema/index.ts';
import {
  adminCaller,
  createUser,
  manyRequests,
  signedIn,
  useTestContext,
} from '../../test/harness.ts';
import { KODEX_CSV_HEADER } from './kodex.csv.ts';
import {
  insertAttempt,
  insertContest,
  insertProblem,
  insertWhizz,
  validBody,
} from './kodex.fixtures.ts';
import { CONTEST_HAS_REGISTRATIONS } from './kodex.service.ts';

const ctx = useTestContext(manyRequests);
let admin: string;
let instructor: string;
let problemIds: string[];
beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).cookie;
  instructor = (await signedIn(ctx, 'instructor')).cookie;
  problemIds = [(await insertProblem(ctx.db, 10)).id, (await insertProblem(ctx.db, 10)).id];
});

const send = adminCaller(
  () => ctx,
  () => admin,
);
const get = (url: string, cookie = admin) => send('GET', url, undefined, cookie);

type ListRow = { name: string; email: string; phone: string; participated: boolean };
async function list(query: string) {
  const res = await get(`/kodex-registrations${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    kodexRegistrations: ListRow[];
    pagination: { totalItems: number; totalPages: number };
  };
}

describe('admin registrations list and CSV', () => {
  let contestId: string;
  let otherContestId: string;
  beforeAll(async () => {
    const { contest, whizz } = await insertContest(ctx.db, {
      problemIds,
      startInHours: -1,
      opensInHours: -72,
      closesInHours: -2,
      title: 'Kodex List Round',
    });
    contestId = contest.id;
    otherContestId = (await insertContest(ctx.db, { problemIds, startInHours: 50 })).contest.id;
    const people = [
      {
        name: 'Ananya Gupta',
        email: 'ananya@iitm.ac.in',
        phone: '8000000011',
        year: '1st year',
        experience: 'beginner',
        at: '2025-03-01T10:00:00+05:30',
      },
      {
        name: 'Rahul Menon',
        email: 'rahul@example.com',
        phone: '8000000012',
        year: '2nd year',
        experience: 'intermediate',
        at: '2025-03-02T23:30:00+05:30',
      },
      {
        name: '=HYPERLINK("x")',
        email: 'formula@example.com',
        phone: '8000000013',
        year: 'Graduate',
        experience: 'advanced',
        at: '2025-03-03T00:10:00+05:30',
      },
      {
        name: 'Rahul Dravid',
        email: 'rdravid@example.com',
        phone: '8000000014',
        year: '2nd year',
        experience: 'advanced',
        at: '2025-03-04T09:00:00+05:30',
      },
    ] as const;
    for (const p of people) {
      await ctx.db.insert(kodexRegistrations).values({
        contestId,
        name: p.name,
        email: p.email,
        phone: p.phone,
        organisation: 'Some College',
        year: p.year,
        experience: p.experience,
        utm: p.phone === '8000000011' ? { source: 'google', campaign: 'kodex' } : null,
        createdAt: new Date(p.at),
      });
    }
    await ctx.db.insert(kodexRegistrations).values({
      contestId: otherContestId,
      ...validBody(),
      name: 'Other Contest Person',
      year: '4th year',
      experience: 'beginner',
    });
    // Rahul Menon started the contest (found by phone, no userId on the registration).
    const rahul = await createUser(ctx.db, { phoneNumber: '8000000012' });
    await insertAttempt(ctx.db, whizz, rahul.id, new Date());
  });

  it('lists newest first with contest title, participation and pagination', async () => {
    const data = await list(`?contestId=${contestId}&limit=3`);
    expect(data.pagination).toMatchObject({ totalItems: 4, totalPages: 2 });
    expect(data.kodexRegistrations.map((r) => r.phone)).toEqual([
      '8000000014',
      '8000000013',
      '8000000012',
    ]);
    expect(data.kodexRegistrations[0]).toMatchObject({ contestTitle: 'Kodex List Round' });
    expect(data.kodexRegistrations[2]!.participated).toBe(true);
    expect((await list('')).pagination.totalItems).toBeGreaterThanOrEqual(5);
  });

  it('searches by the shared rule: @ → e-mail, 10+ digits → phone, else name', async () => {
    const by = async (q: string) =>
      (
        await list(`?contestId=${contestId}&search=${encodeURIComponent(q)}`)
      ).kodexRegistrations.map((r) => r.phone);
    expect(await by('IITM.AC')).toEqual([]); // no @: a name search
    expect(await by('@iitm.ac')).toEqual(['8000000011']);
    expect(await by('+91 80000 00012')).toEqual(['8000000012']);
    expect(await by('8000000014')).toEqual(['8000000014']);
    expect(await by('rahul')).toEqual(['8000000014', '8000000012']);
    expect(await by('%')).toEqual([]);
  });

  it('filters by year, experience, participation and IST day range', async () => {
    const phones = async (q: string) =>
      (await list(`?contestId=${contestId}${q}`)).kodexRegistrations.map((r) => r.phone);
    expect(await phones('&year=2nd year')).toEqual(['8000000014', '8000000012']);
    expect(await phones('&year=1st year&year=Graduate')).toEqual(['8000000013', '8000000011']);
    expect(await phones('&experience=advanced')).toEqual(['8000000014', '8000000013']);
    expect(await phones('&participated=true')).toEqual(['8000000012']);
    expect(await phones('&participated=false')).toHaveLength(3);
    // 23:30 IST on 2 March is still 2 March; 00:10 IST on 3 March is 3 March.
    expect(await phones('&startDate=2025-03-02&endDate=2025-03-02')).toEqual(['8000000012']);
    expect(await phones('&startDate=2025-03-03')).toEqual(['8000000014', '8000000013']);
    const bad = await get('/kodex-registrations?year=5th%20year');
    expect(bad.statusCode).toBe(400);
    expect((await get('/kodex-registrations?contestId=nope')).statusCode).toBe(400);
  });

  it('exports the same filters as CSV, formula-safe, with UTM columns', async () => {
    const res = await get(`/kodex-registrations/export.csv?contestId=${contestId}&page=2`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /kodex-registrations-\d{4}-\d{2}-\d{2}\.csv/,
    );
    expect(res.headers['x-total-count']).toBe('4');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(KODEX_CSV_HEADER.join(','));
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain('Rahul Dravid');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[3]).toContain(',Yes,2025-03-02 23:30,');
    expect(lines[4]).toMatch(/,No,2025-03-01 10:00,google,,kodex$/);
    const searched = await get(`/kodex-registrations/export.csv?search=rahul&year=2nd%20year`);
    expect(searched.body.trim().split('\n')).toHaveLength(3);
  });

  it('is for super_admin and admin only: instructor 403, anonymous 401', async () => {
    expect((await get('/kodex-registrations', instructor)).statusCode).toBe(403);
    expect((await get('/kodex-registrations/export.csv', instructor)).statusCode).toBe(403);
    expect((await get('/kodex-contests', instructor)).statusCode).toBe(403);
    expect((await send('POST', '/kodex-contests', {}, instructor)).statusCode).toBe(403);
    const anon = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/kodex-contests' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('admin contests', () => {
  const HOUR = 3_600_000;
  async function contestWhizz(opts: Partial<Parameters<typeof insertWhizz>[1]> = {}) {
    return insertWhizz(ctx.db, {
      problemIds,
      start: new Date(Date.now() + 48 * HOUR),
      hours: 2,
      ...opts,
    });
  }
  function body(whizz: { id: string; endsAt: Date }, extra: Partial<KodexContestBody> = {}) {
    return {
      whizzId: whizz.id,
      title: 'Kodex Winter Sprint',
      tagline: 'Two hours. Three problems.',
      description: 'Our monthly contest.',
      rules: ['No plagiarism', 'Any of the four languages'],
      prizes: [
        { place: '1st', reward: '₹15,000' },
        { place: '2nd', reward: '₹7,500' },
      ],
      registrationOpensAt: new Date(Date.now() - HOUR).toISOString(),
      registrationClosesAt: new Date(whizz.endsAt.getTime() - 3 * HOUR).toISOString(),
      isPublished: true,
      ...extra,
    } satisfies KodexContestBody;
  }

  it('creates, lists, updates and deletes a contest, each write logged', async () => {
    const whizz = await contestWhizz();
    const created = await send('POST', '/kodex-contests', body(whizz));
    expect(created.statusCode).toBe(201);
    const contest = created.json().data.contest;
    expect(contest).toMatchObject({
      whizzId: whizz.id,
      title: 'Kodex Winter Sprint',
      state: 'upcoming',
      registrationOpen: true,
      problemCount: 2,
      durationMinutes: 120,
      registeredCount: 0,
    });
    expect(created.json().message).toBe(ASSESS_MSG.contestSaved);

    const listed = await get('/kodex-contests');
    expect(listed.json().data.contests.map((c: { _id: string }) => c._id)).toContain(contest._id);

    const updated = await send(
      'PUT',
      `/kodex-contests/${contest._id}`,
      body(whizz, { title: 'Kodex Winter Sprint II', isPublished: false }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.contest).toMatchObject({
      title: 'Kodex Winter Sprint II',
      isPublished: false,
    });

    const deleted = await send('DELETE', `/kodex-contests/${contest._id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await send('DELETE', `/kodex-contests/${contest._id}`)).statusCode).toBe(404);

    const logs = await ctx.db
      .select({ action: activityLogs.action })
      .from(activityLogs)
      .where(and(eq(activityLogs.entity, 'kodex_contest'), eq(activityLogs.entityId, contest._id)));
    expect(logs.map((l) => l.action).sort()).toEqual([
      'kodex.contest.create',
      'kodex.contest.delete',
      'kodex.contest.update',
    ]);
  });

  it('the whizz must exist, be external and hold only coding problems', async () => {
    const missing = await send(
      'POST',
      '/kodex-contests',
      body({ id: 'a'.repeat(24), endsAt: new Date(Date.now() + 99 * HOUR) }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(KODEX_MSG.whizzMustBeContest);
    expect(missing.json().data).toContainEqual({
      field: 'whizzId',
      message: KODEX_MSG.whizzMustBeContest,
    });

    const internal = await contestWhizz({ isPublic: false });
    expect((await send('POST', '/kodex-contests', body(internal))).json().message).toBe(
      KODEX_MSG.whizzMustBeContest,
    );
    const mixed = await contestWhizz({
      extraQuestions: [{ questionId: 'a'.repeat(24), type: 'MCQ' }],
    });
    const res = await send('POST', '/kodex-contests', body(mixed));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(KODEX_MSG.whizzMustBeContest);
  });

  it('registration must close before the whizz ends, and open before it closes', async () => {
    const whizz = await contestWhizz();
    const late = await send(
      'POST',
      '/kodex-contests',
      body(whizz, {
        registrationClosesAt: new Date(whizz.endsAt.getTime() + 60_000).toISOString(),
      }),
    );
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(KODEX_MSG.closesBeforeEnd);

    const backwards = await send(
      'POST',
      '/kodex-contests',
      body(whizz, {
        registrationOpensAt: new Date(Date.now() + 10 * HOUR).toISOString(),
        registrationClosesAt: new Date(Date.now() + 5 * HOUR).toISOString(),
      }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().data).toContainEqual({
      field: 'registrationClosesAt',
      message: KODEX_MSG.windowOrder,
    });
    const noTitle = await send('POST', '/kodex-contests', body(whizz, { title: '  ' }));
    expect(noTitle.json().data).toContainEqual({
      field: 'title',
      message: KODEX_MSG.titleRequired,
    });
  });

  it('one contest per whizz (409), also when moving a contest onto a taken whizz', async () => {
    const whizz = await contestWhizz();
    expect((await send('POST', '/kodex-contests', body(whizz))).statusCode).toBe(201);
    const again = await send('POST', '/kodex-contests', body(whizz));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(KODEX_MSG.whizzTaken);

    const otherWhizz = await contestWhizz();
    const other = (await send('POST', '/kodex-contests', body(otherWhizz))).json().data.contest;
    const moved = await send('PUT', `/kodex-contests/${other._id}`, body(whizz));
    expect(moved.statusCode).toBe(409);
    // Saving a contest on its own whizz is fine.
    expect((await send('PUT', `/kodex-contests/${other._id}`, body(otherWhizz))).statusCode).toBe(
      200,
    );
    expect(
      (await send('PUT', `/kodex-contests/${'b'.repeat(24)}`, body(otherWhizz))).statusCode,
    ).toBe(404);
  });

  it('refuses to delete a contest with registrations (409)', async () => {
    const whizz = await contestWhizz();
    const contest = (await send('POST', '/kodex-contests', body(whizz))).json().data.contest;
    const reg = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/kodex/${contest._id}/registrations`,
      payload: validBody(),
    });
    expect(reg.statusCode).toBe(201);
    const res = await send('DELETE', `/kodex-contests/${contest._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CONTEST_HAS_REGISTRATIONS);
    const [row] = await ctx.db
      .select()
      .from(kodexContests)
      .where(eq(kodexContests.id, contest._id));
    expect(row!.registeredCount).toBe(1);
  });
});
