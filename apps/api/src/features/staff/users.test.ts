import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { STAFF_MSG, type AdminUser } from '@app/shared';

import { bans, users } from '../../db/schema/index.ts';
import { createUser, type TestContext } from '../../test/harness.ts';
import { call, signedIn, staffTestContext } from './staff.fixtures.ts';
import { USERS_CSV_HEADER } from './users.csv.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await staffTestContext();
  admin = (await signedIn(ctx, 'admin')).cookie;
});
afterAll(() => ctx.close());

const get = (url: string, cookie = admin) => call(ctx, 'GET', `/admin${url}`, cookie);
type ListData = { users: AdminUser[]; pagination: { totalItems: number; totalPages: number } };
async function list(query: string): Promise<ListData> {
  const res = await get(`/users${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
const names = (data: ListData) => data.users.map((u) => `${u.name.firstName} ${u.name.lastName}`);

describe('users list: the search rule, filters and pagination', () => {
  beforeAll(async () => {
    const people = [
      ['Zephyra', 'Quillon', 'zq@quillmail.test', '7100000001', 'student', true, '2025-01-01'],
      ['Arjun', 'Zephyrson', 'arjun@quillmail.test', '7100000002', 'mentor', true, '2025-01-02'],
      ['Meera', 'Quillon', 'meera@other.test', '7100000003', 'support', false, '2025-01-03'],
      ['Ravi', 'Under_score', 'ravi@other.test', '7100000004', 'student', true, '2025-01-04'],
      [
        'Formula',
        '=SUM(A1)',
        'formula@quillmail.test',
        '7100000005',
        'student',
        true,
        '2025-01-05',
      ],
    ] as const;
    for (const [firstName, lastName, email, phone, role, isActive, day] of people) {
      await createUser(ctx.db, {
        firstName,
        lastName,
        email,
        phoneNumber: phone,
        role,
        isActive,
        utm: { source: 'google' },
        createdAt: new Date(`${day}T10:00:00+05:30`),
      });
    }
  });

  it('text is a name substring over "first last", any case', async () => {
    expect(names(await list('?search=zephyr'))).toEqual(['Arjun Zephyrson', 'Zephyra Quillon']);
    expect(names(await list('?search=HYRA%20Q'))).toEqual(['Zephyra Quillon']);
  });

  it('text with @ is an e-mail substring; 10+ digits a phone (with +91 and spaces)', async () => {
    expect((await list('?search=%40quillmail.test')).pagination.totalItems).toBe(3);
    expect(names(await list('?search=%2B91%2071000%2000003'))).toEqual(['Meera Quillon']);
    expect(names(await list('?search=7100000004'))).toEqual(['Ravi Under_score']);
    // Fewer than 10 digits is a name search, and no name holds digits.
    expect((await list('?search=71000')).users).toHaveLength(0);
  });

  it('% and _ in the search are taken literally', async () => {
    expect(names(await list('?search=under_'))).toEqual(['Ravi Under_score']);
    expect((await list('?search=under%25')).users).toHaveLength(0);
  });

  it('filters by roles (repeated), active flag and ban; totals are exact when filtered', async () => {
    const staff = await list('?search=quill&role=mentor&role=support');
    expect(names(staff)).toEqual(['Meera Quillon']);
    const byEmail = await list('?search=%40quillmail&role=mentor&role=student');
    expect(names(byEmail)).toEqual(['Formula =SUM(A1)', 'Arjun Zephyrson', 'Zephyra Quillon']);
    expect(names(await list('?search=quillon&active=false'))).toEqual(['Meera Quillon']);
    expect(names(await list('?search=quillon&active=true'))).toEqual(['Zephyra Quillon']);
  });

  it('banned means a ban in force now, by user, phone or e-mail', async () => {
    const [byId, byPhone, byEmail, lifted, ended] = await Promise.all(
      ['Bina', 'Bala', 'Bela', 'Bolo', 'Bulu'].map((firstName, i) =>
        createUser(ctx.db, { firstName, lastName: 'Banfilter', email: `ban${i}@bf.test` }),
      ),
    );
    await ctx.db.insert(bans).values([
      { userId: byId!.id, reason: 'r' },
      { phoneNumber: byPhone!.phoneNumber, reason: 'r' },
      { email: byEmail!.email, reason: 'r' },
      { userId: lifted!.id, reason: 'r', liftedAt: new Date() },
      { userId: ended!.id, reason: 'r', endsAt: new Date(Date.now() - 60_000) },
    ]);
    const banned = await list('?search=banfilter&banned=true');
    expect(names(banned).sort()).toEqual(['Bala Banfilter', 'Bela Banfilter', 'Bina Banfilter']);
    expect(banned.users.every((u) => u.banned)).toBe(true);
    const free = await list('?search=banfilter&banned=false');
    expect(names(free).sort()).toEqual(['Bolo Banfilter', 'Bulu Banfilter']);
    expect(free.users.some((u) => u.banned)).toBe(false);
  });

  it('newest first, paginated; rows carry the answer shape', async () => {
    const first = await list('?search=%40quillmail&limit=2');
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      itemsPerPage: 2,
      totalItems: 3,
    });
    expect(names(first)).toEqual(['Formula =SUM(A1)', 'Arjun Zephyrson']);
    expect(names(await list('?search=%40quillmail&limit=2&page=2'))).toEqual(['Zephyra Quillon']);
    expect(first.users[1]).toEqual({
      _id: expect.any(String),
      name: { firstName: 'Arjun', lastName: 'Zephyrson' },
      email: 'arjun@quillmail.test',
      phone: { code: '+91', number: '7100000002' },
      role: 'mentor',
      isActive: true,
      banned: false,
      phoneVerifiedAt: null,
      verifiedBy: null,
      verificationNote: null,
      utmSource: 'google',
      createdAt: '2025-01-02T04:30:00.000Z',
      updatedAt: expect.any(String),
    });
  });

  it('an unfiltered list counts every user (a small table is counted exactly)', async () => {
    const all = await list('?limit=1');
    const [row] = await ctx.db.select({ n: count() }).from(users);
    expect(all.pagination.totalItems).toBe(row!.n);
  });
});

describe('users CSV export', () => {
  it('the list filters as a CSV: header, IST dates, formula guard, row count', async () => {
    const res = await get('/users/export.csv?search=%40quillmail.test&page=3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="users-\d{4}-\d\d-\d\d\.csv"/,
    );
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers['x-export-truncated']).toBe('false');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(USERS_CSV_HEADER.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      "1,Formula,'=SUM(A1),formula@quillmail.test,91,7100000005,Student,Yes,No,,,,google,2025-01-05 10:00",
    );
    expect(lines[3]).toContain(',Zephyra,Quillon,zq@quillmail.test,');
  });

  it('bad filters are refused before any download starts', async () => {
    const res = await get('/users/export.csv?role=wizard');
    expect(res.statusCode).toBe(400);
  });
});

describe('junk input is a 4xx, never a 500', () => {
  it.each([
    '/users?role=wizard',
    '/users?active=maybe',
    '/users?banned=1',
    '/users?page=0',
    '/users?limit=1000',
    '/users?page=abc',
    '/users?unknown=1',
    `/users?search=${'x'.repeat(101)}`,
  ])('GET %s → 400', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('odd search text is just text', async () => {
    for (const search of ["'; drop table users; --", '\\', '%%', '@', '(((', '+91']) {
      const res = await get(`/users?search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(200);
    }
    // NUL cannot reach PostgreSQL: the app-wide text check refuses it with a 400.
    const nul = await get(`/users?search=${encodeURIComponent('a\u0000b')}`);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ message: 'Validation Error', data: [{ field: 'search' }] });
  });

  it('PATCH bodies: nothing to change, unknown role or field, wrong types', async () => {
    const target = await createUser(ctx.db);
    const cases: [unknown, string | null, number?][] = [
      [{}, STAFF_MSG.nothingToChange],
      [{ role: 'god' }, null],
      [{ isActive: 'yes' }, null],
      [{ role: 'mentor', email: 'x@y.z' }, null],
      [[], null],
      ['role=admin', null, 415],
    ];
    for (const [body, message, status = 400] of cases) {
      const res = await call(ctx, 'PATCH', `/admin/users/${target.id}`, admin, body);
      expect(res.statusCode).toBe(status);
      if (message) expect(JSON.stringify(res.json())).toContain(message);
    }
  });
});
