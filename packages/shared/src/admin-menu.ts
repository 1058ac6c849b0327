import { hasRole, isAdminRole, isStaffRole, ROLE_LABELS, type StaffRole } from './roles.ts';

/**
 * The admin menu matrix (product.md §2 sidebar, §6): the web filters its sidebar with it, and
 * the API guard enforces the same matrix.
 */
export type MenuKey =
  | 'dashboard'
  | 'questions'
  | 'courses'
  | 'kodrRegistrations'
  | 'kodexRegistrations'
  | 'whizz'
  | 'webinars'
  | 'payments'
  | 'paymentApproval'
  | 'activityLogs'
  | 'utm'
  | 'users'
  | 'ban'
  | 'coupons'
  | 'callbacks'
  | 'verifyUser'
  | 'editHome';

export type MenuItem = {
  key: MenuKey;
  label: string;
  path: string;
  /** Empty or missing means no restriction: the item shows to everyone. */
  roles?: readonly StaffRole[];
  /**
   * A page the sidebar's menu list leaves out: edit-home is reached from its own button at the
   * foot of the sidebar (desktop and mobile), shown to the roles the item allows.
   */
  hidden?: boolean;
};

const ALL_ADMINS = ['super_admin', 'admin'] as const;

export const ADMIN_MENU: readonly MenuItem[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/admin/dashboard', roles: ALL_ADMINS },
  {
    key: 'questions',
    label: 'Add Questions',
    path: '/admin/questions',
    roles: ['super_admin', 'admin', 'instructor', 'mentor'],
  },
  {
    key: 'courses',
    label: 'Courses',
    path: '/admin/courses',
    roles: ['super_admin', 'admin', 'instructor'],
  },
  {
    key: 'kodrRegistrations',
    label: 'Kodr Registrations',
    path: '/admin/kodr-registrations',
    roles: ALL_ADMINS,
  },
  {
    key: 'kodexRegistrations',
    label: 'Kodex Registrations',
    path: '/admin/kodex-registrations',
    roles: ALL_ADMINS,
  },
  {
    key: 'whizz',
    label: 'Whizz',
    path: '/admin/whizz',
    roles: ['super_admin', 'admin', 'instructor', 'batch_manager', 'mentor'],
  },
  {
    key: 'webinars',
    label: 'Webinars',
    path: '/admin/webinars',
    roles: ['super_admin', 'admin', 'instructor', 'mentor'],
  },
  { key: 'payments', label: 'Failed Payments', path: '/admin/payments', roles: ALL_ADMINS },
  {
    key: 'paymentApproval',
    label: 'Payment Approval',
    path: '/admin/paymentApproval',
    roles: ['super_admin', 'admin', 'sales_and_marketing'],
  },
  { key: 'activityLogs', label: 'Activity Logs', path: '/admin/activity-logs', roles: ALL_ADMINS },
  {
    key: 'utm',
    label: 'UTM Create',
    path: '/admin/utm',
    roles: ['super_admin', 'admin', 'sales_and_marketing'],
  },
  { key: 'users', label: 'Users', path: '/admin/users', roles: ALL_ADMINS },
  { key: 'ban', label: 'Add Ban', path: '/admin/ban', roles: ALL_ADMINS },
  {
    key: 'coupons',
    label: 'Coupon',
    path: '/admin/coupons',
    roles: ['super_admin', 'admin', 'sales_and_marketing'],
  },
  {
    key: 'callbacks',
    label: 'Callback Data',
    path: '/admin/callbacks',
    roles: ['super_admin', 'admin', 'support', 'sales_and_marketing'],
  },
  {
    key: 'verifyUser',
    label: 'Verify user',
    path: '/admin/verify-user',
    roles: ['super_admin', 'admin', 'support', 'sales_and_marketing'],
  },
  {
    key: 'editHome',
    label: 'Edit Home Page',
    path: '/admin/edit-home',
    roles: ALL_ADMINS,
    hidden: true,
  },
];

/** The role used for menu filtering: a user with no role counts as batch_manager. */
function menuRole(role: string | null | undefined): string {
  return role ? role : 'batch_manager';
}

export function canSeeMenuItem(role: string | null | undefined, item: MenuItem): boolean {
  if (!item.roles || item.roles.length === 0) return true;
  return hasRole(menuRole(role), item.roles);
}

export function menuForRole(role: string | null | undefined): MenuItem[] {
  return ADMIN_MENU.filter((item) => !item.hidden && canSeeMenuItem(role, item));
}

export function menuItemByKey(key: MenuKey): MenuItem {
  const item = ADMIN_MENU.find((m) => m.key === key);
  if (!item) throw new Error(`Unknown menu key ${key}`);
  return item;
}

/** A staff route serves one or more menu entries; a role may call it if it may see any of them. */
export function canUseMenuKeys(role: string | null | undefined, keys: readonly MenuKey[]): boolean {
  if (!isStaffRole(role)) return false;
  return keys.some((key) => canSeeMenuItem(role, menuItemByKey(key)));
}

/** Whether a role may open an admin path. /admin itself is the landing redirect. */
export function canAccessAdminPath(role: string | null | undefined, path: string): boolean {
  if (!isStaffRole(role)) return false;
  const clean = path.replace(/\/+$/, '') || '/';
  if (clean === '/admin') return true;
  const item = menuItemForPath(clean);
  // Child pages the menu does not list (e.g. /admin/courses/x/batches) belong to their parent.
  if (item) return canSeeMenuItem(role, item);
  return isAdminRole(role);
}

/** The menu entry an admin path belongs to (a child page belongs to its parent's entry). */
export function menuItemForPath(path: string): MenuItem | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  return ADMIN_MENU.find((m) => clean === m.path || clean.startsWith(`${m.path}/`));
}

/**
 * The toast shown when someone is sent away from an admin page their role may not open, e.g.
 * 'The Users page is not available to your role (Mentor).'
 */
export function adminPageRefusedMessage(role: string | null | undefined, path: string): string {
  if (!isStaffRole(role)) return 'The admin area is for KodeSchool staff only.';
  const label = menuItemForPath(path)?.label;
  const page = label ? `The ${label} page` : 'This page';
  return `${page} is not available to your role (${ROLE_LABELS[role]}).`;
}

/** Admin landing redirect: first menu path the role may see; /unauthorized if none; / if no role. */
export function adminLandingPath(role: string | null | undefined): string {
  if (!role) return '/';
  const first = menuForRole(role)[0];
  return first ? first.path : '/unauthorized';
}

/** Where a role belongs: staff to their admin landing, everyone else to the home page. */
export function roleHomePath(role: string | null | undefined): string {
  return isStaffRole(role) ? adminLandingPath(role) : '/';
}
