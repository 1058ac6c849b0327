import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ZUser } from './auth/auth.schema.ts';
import { isUser } from './auth/user.ts';
import { ZUtm } from './leads/utm.schema.ts';
import { readUtm, UTM_KEYS } from './leads/utm.ts';
import { ROLES } from './roles.ts';

/*
 * The browser reads its stored copies back with these hand-written checks (its first load carries
 * no zod); here they are held to the schemas the server answers with.
 */

/** Users as ZUser gives them: any strings, with or without a phone or an e-mail. */
const users = fc.record({
  _id: fc.string(),
  userId: fc.string(),
  name: fc.record({ firstName: fc.string(), lastName: fc.string() }),
  email: fc.option(fc.string(), { nil: null }),
  phone: fc.option(fc.record({ code: fc.string(), number: fc.string() }), { nil: null }),
  role: fc.constantFrom(...ROLES),
  isActive: fc.boolean(),
  createdAt: fc.string(),
  updatedAt: fc.string(),
});

/** `base` with the value at `path` replaced (or removed when `value` is the marker). */
const REMOVE = Symbol('remove');
function withValue(base: object, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path.at(-1)!;
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return copy;
}

const userPaths = [
  ['_id'],
  ['userId'],
  ['name'],
  ['name', 'firstName'],
  ['name', 'lastName'],
  ['email'],
  ['phone'],
  ['phone', 'code'],
  ['phone', 'number'],
  ['role'],
  ['isActive'],
  ['createdAt'],
  ['updatedAt'],
];
const oddValues = [REMOVE, null, 7, true, '', 'admin', [], {}, { code: '+91' }];

describe('isUser agrees with ZUser', () => {
  it('on a stored user', () => {
    fc.assert(
      fc.property(users, (u) => {
        expect(isUser(u)).toBe(true);
        expect(ZUser.safeParse(u).success).toBe(true);
      }),
    );
  });

  it('on every field changed to a value of another kind, or removed', () => {
    fc.assert(
      fc.property(
        users,
        fc.constantFrom(...userPaths),
        fc.constantFrom(...oddValues),
        (u, path, value) => {
          // a field of a phone the user does not have
          fc.pre(path.length === 1 || (u as Record<string, unknown>)[path[0]!] !== null);
          const candidate = withValue(u, path, value);
          expect(isUser(candidate), `${path.join('.')} = ${String(value)}`).toBe(
            ZUser.safeParse(candidate).success,
          );
        },
      ),
    );
  });

  it('on values that are not objects', () => {
    for (const v of [null, undefined, 'user', 3, []]) {
      expect(isUser(v)).toBe(false);
      expect(ZUser.safeParse(v).success).toBe(false);
    }
  });
});

describe('readUtm', () => {
  const key = fc.constantFrom(...UTM_KEYS, 'gclid', '__proto__');
  const value = fc.oneof(fc.string({ maxLength: 120 }), fc.constant(undefined), fc.integer());

  it('returns only what ZUtm accepts, and keeps every stored attribution ZUtm accepts', () => {
    fc.assert(
      fc.property(fc.dictionary(key, value), (stored) => {
        const read = readUtm(stored);
        const parsed = ZUtm.safeParse(stored);
        if (read) {
          expect(ZUtm.parse(read)).toEqual(read);
          expect(parsed.success).toBe(true);
        }
        if (parsed.success && parsed.data.source) expect(read).toEqual(parsed.data);
      }),
    );
  });

  it('needs a source, and refuses what is not an object of known keys', () => {
    expect(readUtm({ source: 'instagram', medium: ' social ' })).toEqual({
      source: 'instagram',
      medium: 'social',
    });
    expect(readUtm({ medium: 'social' })).toBeNull();
    expect(readUtm({ source: '   ' })).toBeNull();
    expect(readUtm({ source: 'x', gclid: 'y' })).toBeNull();
    expect(readUtm({ source: 'x'.repeat(101) })).toBeNull();
    for (const v of [null, 'instagram', [], 5]) expect(readUtm(v)).toBeNull();
  });
});
