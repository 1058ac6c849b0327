import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_KODR_COHORT, ZKodrListQuery } from '@app/shared';

import { manyRequests, signedIn, useTestContext } from '../../test/harness.ts';
import { validBody } from './kodr.fixtures.ts';

/** Random bodies and queries to every kodr endpoint: any answer but a 5xx. */
const ctx = useTestContext(manyRequests);
let admin: string;
beforeAll(async () => {
  admin = (await signedIn(ctx, 'super_admin')).cookie;
});

// Full Unicode, NUL and lone surrogates included: what a hostile client can put in JSON or a URL.
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '_',
    '\\',
    "'",
    '\u0000',
    '+91 98765 43210',
    'a@b.co',
    '2025-02-30',
  ),
);
const value = fc.oneof(
  text,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
);
const QUERY_KEYS = Object.keys(ZKodrListQuery.shape);
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), text), text), { maxLength: 6 })
  .map((pairs) =>
    pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
  );

function noServerError(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBeLessThan(500);
}

describe('kodr endpoints never answer 5xx', () => {
  it('POST /kodr/registrations with random fields and values', async () => {
    const body = fc.oneof(
      fc.dictionary(fc.oneof(fc.constantFrom(...Object.keys(validBody())), text), value),
      fc
        .record({ field: fc.constantFrom(...Object.keys(validBody()), 'utm'), v: value })
        .map(({ field, v }) => ({ ...validBody(), [field]: v })),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/kodr/registrations',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
        });
        noServerError(res);
      }),
      { numRuns: 250 },
    );
  });

  it('GET /admin/kodr and /admin/kodr/export with random queries', async () => {
    await fc.assert(
      fc.asyncProperty(query, fc.boolean(), async (q, isExport) => {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/v1/admin/kodr${isExport ? '/export' : ''}?${q}`,
          headers: { cookie: admin },
        });
        noServerError(res);
      }),
      { numRuns: 300 },
    );
  });

  it('PATCH /admin/kodr/:id and PUT /admin/kodr/cohort with random input', async () => {
    const patch = fc.record({
      id: fc.oneof(
        text,
        fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 }),
      ),
      body: fc.dictionary(fc.constantFrom('callStatus', 'status', 'paymentStatus', 'x'), value),
    });
    await fc.assert(
      fc.asyncProperty(patch, async ({ id, body }) => {
        const res = await ctx.app.inject({
          method: 'PATCH',
          url: `/api/v1/admin/kodr/${encodeURIComponent(id)}`,
          headers: { cookie: admin },
          payload: body,
        });
        noServerError(res);
      }),
      { numRuns: 150 },
    );
    const cohort = fc
      .record({ field: fc.constantFrom(...Object.keys(DEFAULT_KODR_COHORT)), v: value })
      .map(({ field, v }) => ({ ...DEFAULT_KODR_COHORT, [field]: v }));
    await fc.assert(
      fc.asyncProperty(cohort, async (payload) => {
        const res = await ctx.app.inject({
          method: 'PUT',
          url: '/api/v1/admin/kodr/cohort',
          headers: { cookie: admin },
          payload,
        });
        noServerError(res);
      }),
      { numRuns: 150 },
    );
  });
});
