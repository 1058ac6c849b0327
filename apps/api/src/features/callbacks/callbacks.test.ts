import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { CALLBACK_MSG, MSG, type CallbackBody } from '@app/shared';

import { newId } from '../../core/ids.ts';
import { callbackRequests } from '../../db/schema/index.ts';
import {
  adminCaller,
  callAs,
  createUser,
  logsOf,
  postStatusesAtRealLimits,
  signedIn,
  useTestContext,
} from '../../test/harness.ts';

const ctx = useTestContext();
let adminCookie: string;
let adminId: string;
beforeAll(async () => {
  const admin = await signedIn(ctx, 'super_admin', { firstName: 'Asha', lastName: 'Rao' });
  [adminId, adminCookie] = [admin.user.id, admin.cookie];
});

const valid: CallbackBody = {
  name: 'Rahul Sharma',
  contact: { code: '+91', number: '9876543210' },
  enquiryFor: 'online',
  notes: 'Interested in the weekend batch',
};

const submit = (payload: unknown, cookie = '') =>
  callAs(ctx, 'POST', '/request-callbacks', cookie, payload);
const admin = adminCaller(
  () => ctx,
  () => adminCookie,
);

describe('POST /request-callbacks validation', () => {
  const withContact = (contact: unknown) => ({ ...valid, contact });
  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a one-letter name (after trimming)',
      { ...valid, name: '  R  ' },
      'name',
      CALLBACK_MSG.nameMin,
    ],
    ['an empty name', { ...valid, name: '' }, 'name', CALLBACK_MSG.nameMin],
    ['a missing name', { ...valid, name: undefined }, 'name', CALLBACK_MSG.nameMin],
    [
      'a name over 30 characters',
      { ...valid, name: 'Venkata Subramanian Raghavendran' },
      'name',
      CALLBACK_MSG.nameMax,
    ],
    ['a one-word name', { ...valid, name: 'Rahul' }, 'name', CALLBACK_MSG.fullName],
    ['a name with digits', { ...valid, name: 'Rahul 123' }, 'name', CALLBACK_MSG.fullName],
    ['a one-letter last name', { ...valid, name: 'Rahul S' }, 'name', CALLBACK_MSG.fullName],
    [
      'a code without +',
      withContact({ code: '91', number: '9876543210' }),
      'contact.code',
      CALLBACK_MSG.phoneWithCode,
    ],
    [
      'a code of 5 digits',
      withContact({ code: '+12345', number: '9876543210' }),
      'contact.code',
      CALLBACK_MSG.phoneWithCode,
    ],
    [
      'a 6-digit number',
      withContact({ code: '+44', number: '123456' }),
      'contact.number',
      CALLBACK_MSG.phoneWithCode,
    ],
    [
      'a 13-digit number',
      withContact({ code: '+44', number: '1234567890123' }),
      'contact.number',
      CALLBACK_MSG.phoneWithCode,
    ],
    [
      'a number with letters',
      withContact({ code: '+44', number: '98765abc10' }),
      'contact.number',
      CALLBACK_MSG.phoneWithCode,
    ],
    ['a missing contact', { ...valid, contact: undefined }, 'contact', CALLBACK_MSG.phoneWithCode],
    [
      'a string contact',
      { ...valid, contact: '9876543210' },
      'contact',
      CALLBACK_MSG.phoneWithCode,
    ],
    [
      'a +91 number starting with 5',
      withContact({ code: '+91', number: '5876543210' }),
      'contact.number',
      CALLBACK_MSG.mobile,
    ],
    [
      'an 11-digit +91 number',
      withContact({ code: '+91', number: '98765432101' }),
      'contact.number',
      CALLBACK_MSG.mobile,
    ],
    [
      'an unknown enquiry type',
      { ...valid, enquiryFor: 'hybrid' },
      'enquiryFor',
      CALLBACK_MSG.enquiryType,
    ],
    [
      'a missing enquiry type',
      { ...valid, enquiryFor: undefined },
      'enquiryFor',
      CALLBACK_MSG.enquiryType,
    ],
    [
      'empty notes without a course',
      { ...valid, notes: '   ' },
      'notes',
      CALLBACK_MSG.notesRequired,
    ],
    [
      'missing notes without a course',
      { ...valid, notes: undefined },
      'notes',
      CALLBACK_MSG.notesRequired,
    ],
  ])('refuses %s with the spec message', async (_name, body, field, message) => {
    const before = await ctx.db.select().from(callbackRequests);
    const res = await submit(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: MSG.validationError });
    expect(res.json().data).toContainEqual({ field, message });
    expect(await ctx.db.select().from(callbackRequests)).toHaveLength(before.length);
  });

  it('refuses unknown keys', async () => {
    const res = await submit({ ...valid, followUpStatus: 'converted' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toContainEqual({
      field: 'followUpStatus',
      message: 'Unrecognized key: "followUpStatus"',
    });
  });

  it('accepts a foreign number of 7-12 digits', async () => {
    const res = await submit({ ...valid, contact: { code: '+44', number: '2079460958' } });
    expect(res.statusCode).toBe(201);
  });

  it('makes notes optional when the popup was opened from a course', async () => {
    const courseId = newId();
    const res = await submit({ ...valid, name: 'Course Asker', notes: '', courseId });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.name, 'Course Asker'));
    expect(row).toMatchObject({ courseId, notes: '' });
  });
});

describe('POST /request-callbacks', () => {
  it('stores a trimmed anonymous request (inner spaces collapsed) with its UTM and answers the spec text', async () => {
    const res = await submit({
      ...valid,
      name: '  Meera   Pillai ',
      notes: '  Weekend batches?  ',
      utm: { source: 'instagram', campaign: 'diwali', medium: '', id: 'abc' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: CALLBACK_MSG.success });
    const [row] = await ctx.db
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.name, 'Meera Pillai'));
    expect(row).toMatchObject({
      contactCode: '+91',
      contactNumber: '9876543210',
      enquiryFor: 'online',
      notes: 'Weekend batches?',
      followUpStatus: 'new',
      staffNotes: '',
      assignedToId: null,
      userId: null,
      utm: { source: 'instagram', campaign: 'diwali', id: 'abc' },
    });
    const listed = await admin('GET', '/callbacks?search=meera');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.callbacks[0]).toMatchObject({
      name: 'Meera Pillai',
      utm: { source: 'instagram', campaign: 'diwali', id: 'abc' },
    });
  });

  it('remembers the signed-in caller', async () => {
    const { user: student, cookie } = await signedIn(ctx, 'student', { firstName: 'Kiran' });
    const res = await submit({ ...valid, name: 'Kiran Student' }, cookie);
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.name, 'Kiran Student'));
    expect(row!.userId).toBe(student.id);
  });

  it('is rate limited per IP with the envelope', async () => {
    const statuses = await postStatusesAtRealLimits(
      '/request-callbacks',
      11,
      () => valid,
      '203.0.113.10',
    );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});

/** Rows in January 2024 so the list tests can fence themselves off with a date range. */
const JAN = 'startDate=2024-01-01&endDate=2024-01-31';
const seeded: Record<string, string> = {};
let support: Awaited<ReturnType<typeof createUser>>;

describe('GET /admin/callbacks', () => {
  beforeAll(async () => {
    support = await createUser(ctx.db, { role: 'support', firstName: 'Neha', lastName: 'Sharma' });
    const rows: (Omit<typeof callbackRequests.$inferInsert, 'contactCode' | 'notes'> & {
      key: string;
      assigned?: boolean;
    })[] = [
      {
        key: 'anil',
        name: 'Anil Kumar',
        contactNumber: '9811111111',
        enquiryFor: 'online',
        createdAt: new Date('2024-01-05T06:00:00Z'),
      },
      {
        key: 'anita',
        name: 'Anita Desai',
        contactNumber: '9822222222',
        enquiryFor: 'offline',
        followUpStatus: 'contacted',
        createdAt: new Date('2024-01-06T06:00:00Z'),
        assigned: true,
      },
      {
        key: 'bala',
        name: 'Bala Murugan',
        contactNumber: '9833333333',
        enquiryFor: 'online',
        followUpStatus: 'converted',
        createdAt: new Date('2024-01-07T06:00:00Z'),
      },
      {
        key: 'chitra',
        name: 'Chitra Iyer',
        contactNumber: '9844444444',
        enquiryFor: 'offline',
        followUpStatus: 'closed',
        createdAt: new Date('2024-01-08T06:00:00Z'),
      },
      {
        key: 'percent',
        name: 'Per Cent',
        contactNumber: '9855555555',
        enquiryFor: 'online',
        createdAt: new Date('2024-01-09T06:00:00Z'),
      },
      // 19:00 UTC on the 10th is 00:30 on the 11th in India.
      {
        key: 'late',
        name: 'Late Night',
        contactNumber: '9866666666',
        enquiryFor: 'online',
        createdAt: new Date('2024-01-10T19:00:00Z'),
      },
      {
        key: 'outside',
        name: 'Anil Outside',
        contactNumber: '9877777777',
        enquiryFor: 'online',
        createdAt: new Date('2024-02-10T06:00:00Z'),
      },
    ];
    for (const { key, assigned, ...values } of rows) {
      const [row] = await ctx.db
        .insert(callbackRequests)
        .values({
          contactCode: '+91',
          notes: `Notes for ${key}`,
          ...values,
          assignedToId: assigned ? support.id : null,
          updatedAt: values.createdAt,
        })
        .returning();
      seeded[key] = row!.id;
    }
  });

  const list = async (query: string) => {
    const res = await admin('GET', `/callbacks?${JAN}&${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      callbacks: { _id: string; name: string; assignedTo: unknown }[];
      pagination: Record<string, number>;
      counts: Record<string, number>;
    };
  };
  const names = (data: { callbacks: { name: string }[] }) => data.callbacks.map((c) => c.name);

  it('lists newest first with pagination and counts per follow-up status', async () => {
    const data = await list('');
    expect(names(data)).toEqual([
      'Late Night',
      'Per Cent',
      'Chitra Iyer',
      'Bala Murugan',
      'Anita Desai',
      'Anil Kumar',
    ]);
    expect(data.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      itemsPerPage: 10,
      totalItems: 6,
    });
    expect(data.counts).toEqual({ new: 3, contacted: 1, converted: 1, closed: 1 });
    const anita = data.callbacks.find((c) => c.name === 'Anita Desai')!;
    expect(anita).toMatchObject({
      _id: seeded.anita,
      contact: { code: '+91', number: '9822222222' },
      enquiryFor: 'offline',
      followUpStatus: 'contacted',
      assignedTo: { _id: support.id, name: 'Neha Sharma', role: 'support' },
      utm: null,
      courseId: null,
    });
  });

  it('pages through with limit and page, and past the end keeps the total', async () => {
    const first = await list('limit=4&page=1');
    expect(names(first)).toHaveLength(4);
    expect(first.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      itemsPerPage: 4,
      totalItems: 6,
    });
    const second = await list('limit=4&page=2');
    expect(names(second)).toEqual(['Anita Desai', 'Anil Kumar']);
    const beyond = await list('limit=4&page=9');
    expect(beyond.callbacks).toEqual([]);
    expect(beyond.pagination.totalItems).toBe(6);
  });

  it('searches names case-insensitively and contacts by digits', async () => {
    expect(names(await list('search=ANI'))).toEqual(['Anita Desai', 'Anil Kumar']);
    expect(names(await list('search=%20anil%20'))).toEqual(['Anil Kumar']);
    expect(names(await list('search=9833333333'))).toEqual(['Bala Murugan']);
    expect(names(await list(`search=${encodeURIComponent('+91 98333 33333')}`))).toEqual([
      'Bala Murugan',
    ]);
    // Nine digits is a name search by the admin rule, and no name has digits.
    expect(names(await list('search=983333333'))).toEqual([]);
  });

  it('treats LIKE wildcards literally and an e-mail search as a name', async () => {
    expect(names(await list('search=%25'))).toEqual([]);
    expect(names(await list('search=_'))).toEqual([]);
    expect(names(await list('search=per%20c'))).toEqual(['Per Cent']);
    expect(names(await list(`search=${encodeURIComponent('anil@example.com')}`))).toEqual([]);
  });

  it('filters by repeated follow-up statuses and enquiry types; counts ignore the status filter', async () => {
    const data = await list('followUpStatus=contacted&followUpStatus=closed');
    expect(names(data)).toEqual(['Chitra Iyer', 'Anita Desai']);
    expect(data.pagination.totalItems).toBe(2);
    expect(data.counts).toEqual({ new: 3, contacted: 1, converted: 1, closed: 1 });
    const offline = await list('enquiryFor=offline');
    expect(names(offline)).toEqual(['Chitra Iyer', 'Anita Desai']);
    expect(offline.counts).toEqual({ new: 0, contacted: 1, converted: 0, closed: 1 });
    const both = await list('enquiryFor=offline&followUpStatus=closed');
    expect(names(both)).toEqual(['Chitra Iyer']);
  });

  it('filters by assignee, or by none', async () => {
    expect(names(await list(`assignedToId=${support.id}`))).toEqual(['Anita Desai']);
    expect(names(await list('assignedToId=none'))).not.toContain('Anita Desai');
    expect((await list('assignedToId=none')).callbacks).toHaveLength(5);
  });

  it('takes the date range as India calendar days', async () => {
    const day = async (from: string, to: string) => {
      const res = await admin('GET', `/callbacks?startDate=${from}&endDate=${to}`);
      return names(res.json().data);
    };
    expect(await day('2024-01-11', '2024-01-11')).toEqual(['Late Night']);
    expect(await day('2024-01-10', '2024-01-10')).toEqual([]);
    expect(await day('2024-01-05', '2024-01-06')).toEqual(['Anita Desai', 'Anil Kumar']);
    expect(await day('2024-02-01', '2024-02-28')).toEqual(['Anil Outside']);
  });

  it('refuses bad queries with 400', async () => {
    for (const query of [
      'followUpStatus=done',
      'enquiryFor=hybrid',
      'assignedToId=123',
      'startDate=2024-13-45',
      'startDate=yesterday',
      'limit=500',
      'page=0',
      'colour=red',
    ]) {
      const res = await admin('GET', `/callbacks?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(MSG.validationError);
    }
  });
});

describe('PATCH /admin/callbacks/:id', () => {
  let id: string;
  beforeAll(async () => {
    const [row] = await ctx.db
      .insert(callbackRequests)
      .values({
        name: 'Patch Target',
        contactCode: '+91',
        contactNumber: '9900000001',
        enquiryFor: 'online',
        notes: 'Call after 6 pm',
      })
      .returning();
    id = row!.id;
  });
  const patch = (body: unknown, target = id, cookie = adminCookie) =>
    admin('PATCH', `/callbacks/${target}`, body, cookie);

  it('changes status and staff notes, and logs the change in the activity log', async () => {
    const res = await patch({ followUpStatus: 'contacted', staffNotes: '  Called, wants EMI  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: CALLBACK_MSG.updated,
      data: {
        callback: {
          _id: id,
          followUpStatus: 'contacted',
          staffNotes: 'Called, wants EMI',
          assignedTo: null,
        },
      },
    });
    const logs = await logsOf(ctx, id, 'callback.update');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      actorId: adminId,
      actorRole: 'super_admin',
      entity: 'callback',
      changes: {
        followUpStatus: { before: 'new', after: 'contacted' },
        staffNotes: { before: '', after: 'Called, wants EMI' },
      },
    });
    expect(logs[0]!.requestId).toBeTruthy();
  });

  it('assigns to an active staff member who can see callbacks, and unassigns with null', async () => {
    const seller = await createUser(ctx.db, {
      role: 'sales_and_marketing',
      firstName: 'Rohan',
      lastName: 'Kapoor',
    });
    const res = await patch({ assignedToId: seller.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.callback.assignedTo).toEqual({
      _id: seller.id,
      name: 'Rohan Kapoor',
      role: 'sales_and_marketing',
    });
    const [row] = await ctx.db.select().from(callbackRequests).where(eq(callbackRequests.id, id));
    expect(row!.assignedToId).toBe(seller.id);

    const cleared = await patch({ assignedToId: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.callback.assignedTo).toBeNull();
    const logs = await logsOf(ctx, id, 'callback.update');
    expect(logs.map((l) => l.changes)).toContainEqual({
      assignedToId: { before: seller.id, after: null },
    });
  });

  it('refuses an assignee who is not active staff allowed to see callbacks', async () => {
    const instructor = await createUser(ctx.db, { role: 'instructor' });
    const student = await createUser(ctx.db, { role: 'student' });
    const inactive = await createUser(ctx.db, { role: 'support', isActive: false });
    for (const assignee of [instructor.id, student.id, inactive.id, newId()]) {
      const res = await patch({ assignedToId: assignee, followUpStatus: 'closed' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        message: CALLBACK_MSG.assigneeInvalid,
      });
    }
    // Nothing of the refused patch landed.
    const [row] = await ctx.db.select().from(callbackRequests).where(eq(callbackRequests.id, id));
    expect(row!.followUpStatus).toBe('contacted');
  });

  it('answers 404 for a missing request and 400 for bad ids and bodies', async () => {
    const missing = await patch({ followUpStatus: 'closed' }, newId());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: CALLBACK_MSG.notFound });
    expect((await patch({ followUpStatus: 'closed' }, 'not-an-id')).statusCode).toBe(400);
    const empty = await patch({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data).toContainEqual({
      field: 'body',
      message: CALLBACK_MSG.onePatchField,
    });
    expect((await patch({ followUpStatus: 'lost' })).statusCode).toBe(400);
    expect((await patch({ name: 'Hacker Man' })).statusCode).toBe(400);
    expect((await patch({ staffNotes: 'x'.repeat(2001) })).statusCode).toBe(400);
  });
});

describe('GET /admin/callbacks/assignees', () => {
  it('lists active staff whose role can see callbacks', async () => {
    const mentor = await createUser(ctx.db, { role: 'mentor' });
    const gone = await createUser(ctx.db, { role: 'admin', isActive: false });
    const res = await admin('GET', '/callbacks/assignees');
    expect(res.statusCode).toBe(200);
    const assignees = res.json().data.assignees as { _id: string; role: string }[];
    const ids = assignees.map((a) => a._id);
    expect(ids).toContain(adminId);
    expect(ids).toContain(support.id);
    expect(ids).not.toContain(mentor.id);
    expect(ids).not.toContain(gone.id);
    expect(new Set(assignees.map((a) => a.role))).toEqual(
      new Set(['super_admin', 'support', 'sales_and_marketing']),
    );
    expect(assignees.find((a) => a._id === adminId)).toEqual({
      _id: adminId,
      name: 'Asha Rao',
      role: 'super_admin',
    });
  });
});

describe('access', () => {
  it('answers 401 without a session and 403 for roles outside the callbacks menu', async () => {
    for (const url of ['/callbacks', '/callbacks/assignees']) {
      const res = await admin('GET', url, undefined, '');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: MSG.notLoggedIn });
    }
    expect(
      (await admin('PATCH', `/callbacks/${newId()}`, { followUpStatus: 'new' }, '')).statusCode,
    ).toBe(401);
    for (const role of ['instructor', 'mentor', 'batch_manager', 'student'] as const) {
      const { cookie } = await signedIn(ctx, role);
      const res = await admin('GET', '/callbacks', undefined, cookie);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({ success: false, message: MSG.forbidden });
      const write = await admin(
        'PATCH',
        `/callbacks/${newId()}`,
        { followUpStatus: 'new' },
        cookie,
      );
      expect(write.statusCode, role).toBe(403);
    }
  });

  it('lets support and sales read the list', async () => {
    for (const role of ['support', 'sales_and_marketing', 'admin'] as const) {
      const { cookie } = await signedIn(ctx, role);
      expect((await admin('GET', '/callbacks', undefined, cookie)).statusCode, role).toBe(200);
    }
  });
});
