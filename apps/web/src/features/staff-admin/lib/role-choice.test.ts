import { describe, expect, it } from 'vitest';

import { ROLE_RULE_MSG } from '@app/shared';

import { roleChoice } from './role-choice.ts';

const superAdmin = { id: 'a'.repeat(24), role: 'super_admin' };
const admin = { id: 'b'.repeat(24), role: 'admin' };
const target = (role: string, id = 'c'.repeat(24)) =>
  ({ _id: id, role }) as Parameters<typeof roleChoice>[1];

describe('roleChoice', () => {
  it('offers a super admin every role up to admin, never super admin', () => {
    const { options, lockedReason } = roleChoice(superAdmin, target('student'));
    expect(lockedReason).toBeNull();
    expect(options).toEqual([
      'student',
      'mentor',
      'batch_manager',
      'support',
      'sales_and_marketing',
      'instructor',
      'admin',
    ]);
  });

  it('offers an admin the roles below admin only', () => {
    const { options } = roleChoice(admin, target('mentor'));
    expect(options).not.toContain('admin');
    expect(options).not.toContain('super_admin');
    expect(options).toContain('instructor');
    expect(options).toContain('student');
  });

  it('locks the picker on your own account with the server words', () => {
    const me = roleChoice(admin, target('admin', admin.id));
    expect(me).toEqual({ options: ['admin'], lockedReason: ROLE_RULE_MSG.ownRole });
  });

  it('locks the picker on someone of equal or higher rank', () => {
    expect(roleChoice(admin, target('admin')).lockedReason).toBe(ROLE_RULE_MSG.targetOutranks);
    expect(roleChoice(admin, target('super_admin')).lockedReason).toBe(
      ROLE_RULE_MSG.targetOutranks,
    );
  });
});
