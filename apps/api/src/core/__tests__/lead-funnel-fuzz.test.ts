/**
 * Property-based tests over every endpoint of the lead funnel (issue #3): random JSON bodies,
 * query strings and path params must never cause a 5xx, and every JSON answer is the envelope.
 * Reproduce a failure with the seed fast-check prints: FUZZ_SEED=<seed> FUZZ_RUNS=<n>.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  DEFAULT_HOME_CONTENT,
  DEFAULT_KODR_COHORT,
  listPageFields,
  MSG,
  ZKodrListQuery,
} from '@app/shared';

import { seedDemo } from '../../cli/seed/demo.ts';
import { seedDemoLeads } from '../../cli/seed/leads.ts';
import {
  callbackRequests,
  kodrCohorts,
  kodrRegistrations,
  utmLinks,
} from '../../db/schema/index.ts';
import { createTestContext, loginAs, type TestContext } from '../../test/harness.ts';
import { newId } from '../ids.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20251103);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

let ctx: TestContext;
let cookie: string;
const ids = { callback: [] as string[], link: [] as string[], kodr: [] as string[], admin: '' };

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.db);
  await seedDemoLeads(ctx.db);
  const [cohort] = await ctx.db.select({ id: kodrCohorts.id }).from(kodrCohorts).limit(1);
  const regs = await ctx.db
    .insert(kodrRegistrations)
    .values(
      [1, 2, 3].map((n) => ({
        cohortId: cohort!.id,
        name: `Fuzz Learner ${n}`,
        email: `fuzz${n}@example.com`,
        contact: `97000000${n}0`,
        contactDigits: `97000000${n}0`,
        dob: '2001-05-0' + n,
        education: 'BCA / MCA',
        utm: { source: 'google', campaign: 'fuzz' },
      })),
    )
    .returning({ id: kodrRegistrations.id });
  ids.kodr = regs.map((r) => r.id);
  ids.callback = (await ctx.db.select({ id: callbackRequests.id }).from(callbackRequests)).map(
    (r) => r.id,
  );
  ids.link = (await ctx.db.select({ id: utmLinks.id }).from(utmLinks)).map((r) => r.id);
  cookie = await loginAs(ctx.app, '9000000001');
  const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie } });
  ids.admin = me.json().data.user._id;
}, 120_000);
afterAll(() => ctx.close());

// ---- arbitraries ----

const huge = fc.integer({ min: 2_000, max: 120_000 }).map((n) => 'ऄ'.repeat(n));
const oddText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\uD800',
  '😀'.repeat(40),
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%',
  '_',
  '\\',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '9'.repeat(400),
);
const withNul = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([a, b]) => `${a}\u0000${b}`);
const text = fc.oneof(
  fc.string(),
  withNul,
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  oddText,
);
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.anything({ maxDepth: 3 }) },
  { weight: 3, arbitrary: text },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: huge },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -0, [], {}, [[[]]], {
      __proto__: { isAdmin: true },
    }),
  },
);

type Path = (string | number)[];
function allPaths(value: unknown, prefix: Path = []): Path[] {
  if (value && typeof value === 'object') {
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((v, i) => [i, v])
      : Object.entries(value);
    return [prefix, ...entries.flatMap(([k, v]) => allPaths(v, [...prefix, k]))];
  }
  return [prefix];
}
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return value.length % 2 ? 42 : [value];
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 0;
  if (Array.isArray(value)) return { 0: value[0] };
  if (value && typeof value === 'object') return JSON.stringify(value);
  return {};
}
type Action = 'replace' | 'delete' | 'wrongType' | 'addKey';
/** A valid body with one thing broken: a value replaced, removed, retyped, or a key added. */
function mutate(base: unknown, path: Path, action: Action, value: unknown, key: string): unknown {
  if (path.length === 0) return action === 'delete' ? undefined : value;
  type Bag = Record<string | number, unknown>;
  const copy = structuredClone(base) as Bag;
  const parent = path.slice(0, -1).reduce((o, k) => o[k] as Bag, copy);
  const last = path.at(-1)!;
  if (action === 'replace') parent[last] = value;
  else if (action === 'wrongType') parent[last] = wrongType(parent[last]);
  else if (action === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    const target = parent[last];
    if (target && typeof target === 'object' && !Array.isArray(target)) {
      (target as Bag)[key] = value;
    } else parent[key] = value;
  }
  return copy;
}

/** A body for an endpoint whose valid shape is `valid(n)`: valid, mutated or pure junk. */
function bodyOf(valid: (n: number) => unknown): fc.Arbitrary<string> {
  const mutated = fc
    .tuple(fc.nat(), fc.nat(), fc.constantFrom<Action>('replace', 'delete', 'wrongType', 'addKey'))
    .chain(([n, pick, action]) => {
      const base = valid(n);
      const paths = allPaths(base);
      const path = paths[pick % paths.length]!;
      return fc
        .tuple(junk, fc.oneof(fc.constantFrom('extra', '__proto__', 'constructor'), fc.string()))
        .map(([value, key]) => mutate(base, path, action, value, key));
    });
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.nat().map(valid) },
    { weight: 5, arbitrary: mutated },
    { weight: 1, arbitrary: fc.object({ maxDepth: 3 }) },
    { weight: 2, arbitrary: junk },
  );
  const raw = fc.constantFrom('{', '', '[]', 'null', '{"a":', '"str"', '{"__proto__":{"x":1}}');
  return fc.oneof(
    { weight: 9, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: raw },
  );
}

const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
      'multipart/form-data; boundary=x',
    ),
  },
);

const QUERY_VALUES = [
  'new',
  'contacted',
  'converted',
  'closed',
  'online',
  'offline',
  'picked',
  'notpicked',
  'onhold',
  'inactive',
  'pending',
  'paid',
  '2024-01-01',
  '2025-12-31',
  '2024-02-30',
  '0000-00-00',
  '1',
  '2',
  '10',
  '100',
  '101',
  '0',
  '-1',
  '1.5',
  '1e3',
  '1e309',
  '99999999999999999999',
  'none',
  'asha',
  'Rao',
  'asha@example.com',
  '9876543210',
  '+91 98765 43210',
  '%',
  '_',
];
const encodings = fc.constantFrom('component', 'brackets', 'index', 'bare', 'percent-junk');
/** A query string: known and random keys, repeated keys, bracket arrays and odd percent-encoding. */
function queryOf(keys: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 4, arbitrary: keys.length ? fc.constantFrom(...keys) : fc.string() },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  const value = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...QUERY_VALUES) },
    { weight: 1, arbitrary: fc.constant(newId()) },
    { weight: 3, arbitrary: text },
    { weight: 1, arbitrary: fc.integer({ min: 150, max: 3_000 }).map((n) => 'q'.repeat(n)) },
  );
  const percentJunk = fc.constantFrom('%', '%zz', '%00', '%C3%28', '%ED%A0%80', '+', '%2B%2');
  const pair = fc.tuple(key, value, encodings, percentJunk).map(([k, v, how, bad]) => {
    const ek = encodeURIComponent(k.replace(/[\uD800-\uDFFF]/g, ''));
    const ev = encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, ''));
    if (how === 'brackets') return `${ek}[]=${ev}`;
    if (how === 'index') return `${ek}[0]=${ev}`;
    if (how === 'bare') return ek;
    if (how === 'percent-junk') return `${ek}=${bad}${ev}`;
    return `${ek}=${ev}`;
  });
  // Known keys with plausible values reach the queries themselves, not just the validator.
  const clean = fc
    .tuple(
      keys.length ? fc.constantFrom(...keys) : fc.constant('x'),
      fc.constantFrom(...QUERY_VALUES),
    )
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
  return fc
    .oneof(fc.array(clean, { maxLength: 4 }), fc.array(pair, { maxLength: 8 }))
    .map((pairs) => pairs.join('&'));
}

/** Path params: real ids, random ids, and strings no id looks like. */
function idOf(real: () => string[]): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 2,
      arbitrary: fc.nat().map((n) => real()[n % Math.max(1, real().length)] ?? newId()),
    },
    { weight: 2, arbitrary: fc.stringMatching(/^[0-9a-f]{24}$/) },
    { weight: 1, arbitrary: fc.stringMatching(/^[0-9A-Fa-z]{20,30}$/) },
    {
      weight: 2,
      arbitrary: text.map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '')) || 'x'),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '..',
        '%2e%2e',
        '%',
        '%zz',
        '%00',
        '0',
        '-1',
        'null',
        'a'.repeat(300),
      ),
    },
  );
}

// ---- endpoints ----

type Endpoint = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  admin?: boolean;
  query?: string[];
  body?: (n: number) => unknown;
  id?: () => string[];
};

/** The kodr list's query keys; its export takes them without page and limit. */
const kodrListKeys = Object.keys(ZKodrListQuery.shape).filter((k) => !(k in listPageFields));
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/home', query: [] },
  { method: 'GET', path: '/kodr/cohort', query: [] },
  {
    method: 'POST',
    path: '/kodr/registrations',
    body: (n) => ({
      fullName: 'Asha Rao',
      email: `fuzz.kodr.${n}@example.com`,
      contact: `9${String(n).padStart(9, '0').slice(-9)}`,
      education: 'B.Tech / B.E.',
      experience: 'beginner',
      dob: '2000-01-01',
      tnc: true,
      utm: { source: 'instagram', id: ids.link[0] },
    }),
  },
  {
    method: 'POST',
    path: '/request-callbacks',
    body: (n) => ({
      name: 'Rahul Sharma',
      contact: { code: '+91', number: `98${String(n).padStart(8, '0').slice(-8)}` },
      enquiryFor: n % 2 ? 'online' : 'offline',
      notes: 'Weekend batch?',
      ...(n % 3 ? {} : { courseId: newId() }),
      utm: { source: 'google', campaign: 'fuzz', id: ids.link[0] },
    }),
  },
  {
    method: 'POST',
    path: '/utm/visits',
    body: () => ({ utm: { source: 'google', medium: 'cpc', id: ids.link[0] }, path: '/kodr' }),
  },
  {
    method: 'POST',
    path: '/users/register',
    body: (n) => ({
      name: { firstName: 'Fuzz', lastName: 'User' },
      phone: { code: '+91', number: `8${String(n).padStart(9, '0').slice(-9)}` },
      otp: '1234',
      email: `fuzz.user.${n}@example.com`,
      utm: { source: 'newsletter', id: ids.link[0] },
    }),
  },
  { method: 'GET', path: '/kodr', admin: true, query: [...kodrListKeys, 'page', 'limit'] },
  {
    method: 'PATCH',
    path: '/kodr/:id',
    admin: true,
    id: () => ids.kodr,
    body: (n) => [{ callStatus: 'picked' }, { status: 'onhold' }, { paymentStatus: 'paid' }][n % 3],
  },
  { method: 'GET', path: '/kodr/export', admin: true, query: kodrListKeys },
  { method: 'GET', path: '/kodr/cohort', admin: true, query: [] },
  {
    method: 'PUT',
    path: '/kodr/cohort',
    admin: true,
    body: (n) => ({ ...DEFAULT_KODR_COHORT, capacity: 60 + (n % 50) }),
  },
  {
    method: 'GET',
    path: '/callbacks',
    admin: true,
    query: [
      'search',
      'followUpStatus',
      'enquiryFor',
      'assignedToId',
      'startDate',
      'endDate',
      'page',
      'limit',
    ],
  },
  { method: 'GET', path: '/callbacks/assignees', admin: true, query: [] },
  {
    method: 'PATCH',
    path: '/callbacks/:id',
    admin: true,
    id: () => ids.callback,
    body: (n) => ({
      followUpStatus: ['new', 'contacted', 'converted', 'closed'][n % 4],
      staffNotes: 'Called back',
      assignedToId: n % 2 ? ids.admin : null,
    }),
  },
  { method: 'GET', path: '/utm/links', admin: true, query: ['page', 'limit', 'search'] },
  {
    method: 'POST',
    path: '/utm/links',
    admin: true,
    body: (n) => ({
      path: '/kodr',
      source: 'google',
      medium: 'cpc',
      campaign: `fuzz-${n % 20}`,
      term: n % 2 ? 'bootcamp' : '',
    }),
  },
  { method: 'DELETE', path: '/utm/links/:id', admin: true, id: () => ids.link },
  { method: 'GET', path: '/home', admin: true, query: [] },
  {
    method: 'PUT',
    path: '/home',
    admin: true,
    body: (n) => ({
      ...DEFAULT_HOME_CONTENT,
      cta: { ...DEFAULT_HOME_CONTENT.cta, title: `CTA ${n}` },
    }),
  },
];

/** Statuses each endpoint answered during its run. */
const seen = new Map<Endpoint, number[]>();

type Request = { url: string; payload?: string; contentType?: string };

function requestsFor(ep: Endpoint): fc.Arbitrary<Request> {
  const base = `/api/v1${ep.admin ? '/admin' : ''}`;
  const path = ep.id
    ? idOf(ep.id).map((id) => `${base}${ep.path.replace(':id', id)}`)
    : fc.constant(`${base}${ep.path}`);
  const query = ep.query
    ? queryOf(ep.query)
    : fc.constantFrom('', 'x=1', 'utm_source=a&utm_source=b');
  const url = fc.tuple(path, query).map(([p, q]) => (q ? `${p}?${q}` : p));
  if (!ep.body) return url.map((u) => ({ url: u }));
  return fc
    .tuple(url, bodyOf(ep.body), contentType)
    .map(([u, payload, type]) => ({ url: u, payload, contentType: type }));
}

/** The envelope of ARCHITECTURE.md: { success, message, data? }, success matching the status. */
function assertAnswer(ep: Endpoint, res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, label).toBeLessThan(500);
  if (res.statusCode === 304) return;
  const type = String(res.headers['content-type'] ?? '');
  if (ep.path === '/kodr/export' && res.statusCode === 200) {
    expect(type, label).toContain('text/csv');
    return;
  }
  expect(type, label).toContain('application/json');
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(body, label).toBeTypeOf('object');
  expect(
    Object.keys(body).every((k) => ['success', 'message', 'data'].includes(k)),
    label,
  ).toBe(true);
  expect(body.success, label).toBe(res.statusCode < 400);
  expect(typeof body.message === 'string' && body.message.length > 0, label).toBe(true);
  if (res.statusCode === 400 && body.message === MSG.validationError) {
    expect(Array.isArray(body.data), label).toBe(true);
    for (const issue of body.data as { field: unknown; message: unknown }[]) {
      expect(typeof issue.field === 'string' && typeof issue.message === 'string', label).toBe(
        true,
      );
    }
  }
}

describe('lead funnel endpoints under random input', () => {
  it.each(
    ENDPOINTS.map((ep) => [`${ep.method} ${ep.admin ? '/admin' : ''}${ep.path}`, ep] as const),
  )('%s never answers 5xx and always answers the envelope', async (_name, ep) => {
    await fc.assert(
      fc.asyncProperty(requestsFor(ep), async (req) => {
        const headers: Record<string, string> = {};
        if (ep.admin) headers.cookie = cookie;
        if (req.contentType) headers['content-type'] = req.contentType;
        const res = await ctx.app.inject({
          method: ep.method,
          url: req.url,
          headers,
          ...(req.payload !== undefined ? { payload: req.payload } : {}),
        });
        seen.set(ep, [...(seen.get(ep) ?? []), res.statusCode]);
        const shown =
          req.payload && req.payload.length > 300 ? `${req.payload.slice(0, 300)}…` : req.payload;
        assertAnswer(
          ep,
          res,
          `${ep.method} ${req.url} ${shown ?? ''} → ${res.statusCode} ${res.body.slice(0, 300)}`,
        );
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('reached the success path of every endpoint that exists', () => {
    for (const ep of ENDPOINTS) {
      const statuses = seen.get(ep) ?? [];
      const name = `${ep.method} ${ep.path}`;
      expect(statuses.length, name).toBe(RUNS);
      const url = `/api/v1${ep.admin ? '/admin' : ''}${ep.path}`;
      // Routes another feature has not registered yet answer 404 to everything; skip them.
      if (!ctx.app.hasRoute({ method: ep.method, url })) continue;
      // A sign-up needs an OTP sent to the phone; random bodies cannot hold a live one.
      if (ep.path === '/users/register') continue;
      expect(
        statuses.some((s) => s < 300),
        name,
      ).toBe(true);
    }
  });

  it('answers malformed and over-long path parameters with the envelope', async () => {
    for (const [id, status] of [
      ['%zz', 400],
      ['%E0%A4', 400],
      ['9'.repeat(201), 414],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/callbacks/${id}`,
        headers: { cookie },
        payload: { followUpStatus: 'new' },
      });
      expect(res.statusCode, id).toBe(status);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('refuses NUL and lone surrogates, which PostgreSQL cannot store, naming the field', async () => {
    for (const bad of ['\u0000', '\uD800']) {
      const callback = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/request-callbacks',
        payload: {
          name: 'Nul Tester',
          contact: { code: '+91', number: '9876501234' },
          enquiryFor: 'online',
          notes: `Call me${bad} please`,
          utm: { source: `goo${bad}gle` },
        },
      });
      expect(callback.statusCode).toBe(400);
      expect(callback.json()).toEqual({
        success: false,
        message: MSG.validationError,
        data: expect.arrayContaining([
          { field: 'notes', message: MSG.invalidCharacters },
          { field: 'utm.source', message: MSG.invalidCharacters },
        ]),
      });
    }
    const stored = await ctx.db
      .select()
      .from(callbackRequests)
      .where(eq(callbackRequests.name, 'Nul Tester'));
    expect(stored).toEqual([]);
    for (const url of [
      '/api/v1/admin/callbacks?search=%00new',
      '/api/v1/admin/kodr?search=%00asha',
      '/api/v1/admin/utm/links?search=a%00b',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().data, url).toEqual([{ field: 'search', message: MSG.invalidCharacters }]);
    }
    const home = structuredClone(DEFAULT_HOME_CONTENT);
    home.hero.title = 'Hello\u0000 world';
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/home',
      headers: { cookie },
      payload: home,
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().data).toEqual([{ field: 'hero.title', message: MSG.invalidCharacters }]);
  });

  it('still serves the envelope for a well-formed call afterwards', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/callbacks',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.callbacks.length).toBeGreaterThan(0);
  });
});
