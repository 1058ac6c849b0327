import { describe, expect, it } from 'vitest';

import { changeRows, relatedUserId, shortened, showValue } from './changes.ts';

describe('showValue', () => {
  it('shows nothing as an em dash', () => {
    for (const v of [null, undefined, ''])
      expect(showValue(v)).toMatchObject({ text: '—', isEmpty: true });
  });

  it('keeps strings, numbers and booleans as they read', () => {
    expect(showValue('mentor').text).toBe('mentor');
    expect(showValue(false).text).toBe('false');
    expect(showValue(42)).toMatchObject({ text: '42', isJson: false, isLong: false });
  });

  it('pretty-prints objects and marks long values', () => {
    const v = showValue({ a: 1, b: [1, 2] });
    expect(v.isJson).toBe(true);
    expect(v.text).toBe('{\n  "a": 1,\n  "b": [\n    1,\n    2\n  ]\n}');
    expect(v.isLong).toBe(true);
    expect(showValue('x'.repeat(121)).isLong).toBe(true);
    expect(showValue('x'.repeat(120)).isLong).toBe(false);
  });
});

describe('shortened', () => {
  it('cuts at the limit or after four lines', () => {
    expect(shortened('x'.repeat(200))).toBe(`${'x'.repeat(120)}…`);
    expect(shortened('1\n2\n3\n4\n5\n6')).toBe('1\n2\n3\n4…');
  });
});

describe('changeRows', () => {
  it('lists each field before → after in name order', () => {
    const rows = changeRows({
      role: { before: 'student', after: 'mentor' },
      isActive: { before: false, after: true },
    });
    expect(rows.map((r) => [r.field, r.before.text, r.after.text])).toEqual([
      ['isActive', 'false', 'true'],
      ['role', 'student', 'mentor'],
    ]);
  });
});

describe('times and people', () => {
  it('reads ISO times in India time and links user ids', () => {
    expect(showValue('2026-11-28T14:25:24.550Z').text).toBe('28 Nov 2026, 7:55 pm IST');
    const id = 'a'.repeat(24);
    expect(showValue(id, 'verifiedBy').userLink).toBe(`/admin/users/${id}`);
    expect(showValue(id, 'courseId').userLink).toBeUndefined();
  });

  it('finds the user a ban entry is about', () => {
    const id = 'b'.repeat(24);
    expect(relatedUserId({ entity: 'ban', changes: { userId: { before: null, after: id } } })).toBe(
      id,
    );
    expect(
      relatedUserId({ entity: 'ban', changes: { phone: { before: null, after: '9' } } }),
    ).toBeNull();
    expect(
      relatedUserId({ entity: 'user', changes: { userId: { before: null, after: id } } }),
    ).toBeNull();
  });
});
