import { describe, expect, it } from 'vitest';

import {
  ADMIN_MENU,
  adminLandingPath,
  adminPageRefusedMessage,
  canAccessAdminPath,
  canUseMenuKeys,
  menuForRole,
  roleHomePath,
} from './admin-menu.ts';
import { hasRole, roleRank, STAFF_ROLES } from './roles.ts';

const labels = (role: string | null | undefined) => menuForRole(role).map((m) => m.label);

describe('admin menu matrix (product.md §2, §6)', () => {
  it('has the 16 sidebar rows in order', () => {
    expect(ADMIN_MENU.filter((m) => !m.hidden).map((m) => m.label)).toEqual([
      'Dashboard',
      'Add Questions',
      'Courses',
      'Kodr Registrations',
      'Kodex Registrations',
      'Whizz',
      'Webinars',
      'Failed Payments',
      'Payment Approval',
      'Activity Logs',
      'UTM Create',
      'Users',
      'Add Ban',
      'Coupon',
      'Callback Data',
      'Verify user',
    ]);
  });

  it.each(['admin', 'super_admin'])('%s sees every item', (role) => {
    expect(menuForRole(role)).toHaveLength(16);
  });

  it.each([
    ['instructor', ['Add Questions', 'Courses', 'Whizz', 'Webinars']],
    ['mentor', ['Add Questions', 'Whizz', 'Webinars']],
    ['batch_manager', ['Whizz']],
    [
      'sales_and_marketing',
      ['Payment Approval', 'UTM Create', 'Coupon', 'Callback Data', 'Verify user'],
    ],
    ['support', ['Callback Data', 'Verify user']],
  ])('%s sees exactly its items', (role, expected) => {
    expect(labels(role)).toEqual(expected);
  });

  it('treats a user with no role as batch_manager for menu filtering', () => {
    expect(labels(null)).toEqual(['Whizz']);
    expect(labels(undefined)).toEqual(['Whizz']);
    expect(labels('')).toEqual(['Whizz']);
  });

  it('an unknown role or a student sees nothing restricted', () => {
    expect(labels('student')).toEqual([]);
    expect(labels('hacker')).toEqual([]);
  });
});

describe('admin landing redirect', () => {
  it('sends each role to its first menu path', () => {
    expect(adminLandingPath('super_admin')).toBe('/admin/dashboard');
    expect(adminLandingPath('admin')).toBe('/admin/dashboard');
    expect(adminLandingPath('instructor')).toBe('/admin/questions');
    expect(adminLandingPath('mentor')).toBe('/admin/questions');
    expect(adminLandingPath('batch_manager')).toBe('/admin/whizz');
    expect(adminLandingPath('sales_and_marketing')).toBe('/admin/paymentApproval');
    expect(adminLandingPath('support')).toBe('/admin/callbacks');
  });

  it('to /unauthorized when nothing is visible, to / with no role', () => {
    expect(adminLandingPath('student')).toBe('/unauthorized');
    expect(adminLandingPath(null)).toBe('/');
    expect(adminLandingPath(undefined)).toBe('/');
  });

  it('role home: staff to their landing, everyone else home', () => {
    expect(roleHomePath('mentor')).toBe('/admin/questions');
    expect(roleHomePath('student')).toBe('/');
    expect(roleHomePath(null)).toBe('/');
  });
});

describe('path access and rank', () => {
  it('child pages follow their menu item', () => {
    expect(canAccessAdminPath('instructor', '/admin/courses/abc/batches')).toBe(true);
    expect(canAccessAdminPath('mentor', '/admin/courses/new')).toBe(false);
    expect(canAccessAdminPath('mentor', '/admin/questions/new/mcq')).toBe(true);
    expect(canAccessAdminPath('support', '/admin/verify-user/')).toBe(true);
    expect(canAccessAdminPath('mentor', '/admin')).toBe(true);
    expect(canAccessAdminPath('student', '/admin')).toBe(false);
  });

  it('edit-home is for admins only', () => {
    expect(canAccessAdminPath('admin', '/admin/edit-home')).toBe(true);
    expect(canAccessAdminPath('instructor', '/admin/edit-home')).toBe(false);
  });

  it('ranks roles from mentor 1 to super_admin 7, unknown 0', () => {
    expect(STAFF_ROLES.map(roleRank)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(roleRank('student')).toBe(0);
    expect(roleRank(undefined)).toBe(0);
  });

  it('a role check accepts one role or a list', () => {
    expect(hasRole('admin', 'admin')).toBe(true);
    expect(hasRole('admin', ['mentor', 'admin'])).toBe(true);
    expect(hasRole('mentor', ['admin'])).toBe(false);
    expect(hasRole(null, 'admin')).toBe(false);
  });

  it('a staff route is usable by a role that sees any of its entries', () => {
    expect(canUseMenuKeys('support', ['coupons', 'callbacks'])).toBe(true);
    expect(canUseMenuKeys('support', ['coupons'])).toBe(false);
    expect(canUseMenuKeys(null, ['whizz'])).toBe(false);
    expect(canUseMenuKeys('student', ['whizz'])).toBe(false);
  });
});

describe('edit-home page', () => {
  it('is open to admins only and left out of the menu list (it has its own sidebar button)', () => {
    expect(canAccessAdminPath('admin', '/admin/edit-home')).toBe(true);
    expect(canAccessAdminPath('super_admin', '/admin/edit-home')).toBe(true);
    expect(canAccessAdminPath('instructor', '/admin/edit-home')).toBe(false);
    expect(menuForRole('super_admin').some((m) => m.key === 'editHome')).toBe(false);
  });
});

describe('a refused admin page', () => {
  it('names the page and the role in plain words', () => {
    expect(adminPageRefusedMessage('mentor', '/admin/users')).toBe(
      'The Users page is not available to your role (Mentor).',
    );
    expect(adminPageRefusedMessage('sales_and_marketing', '/admin/courses/x/batches/')).toBe(
      'The Courses page is not available to your role (Sales & Marketing).',
    );
    expect(adminPageRefusedMessage('support', '/admin/somewhere')).toBe(
      'This page is not available to your role (Support).',
    );
    expect(adminPageRefusedMessage('student', '/admin/users')).toBe(
      'The admin area is for KodeSchool staff only.',
    );
  });
});
