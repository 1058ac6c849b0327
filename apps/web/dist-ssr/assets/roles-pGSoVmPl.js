// ../../packages/shared/src/roles.ts
/**
* Roles, ranks and the admin menu matrix (product.md §2 sidebar, §3 Roles, §6).
* The web filters its sidebar with these; the API guard enforces the same matrix.
*/
var STAFF_ROLES = [
	"mentor",
	"batch_manager",
	"support",
	"sales_and_marketing",
	"instructor",
	"admin",
	"super_admin"
];
var ROLES = ["student", ...STAFF_ROLES];
var ROLE_RANK = {
	mentor: 1,
	batch_manager: 2,
	support: 3,
	sales_and_marketing: 4,
	instructor: 5,
	admin: 6,
	super_admin: 7
};
var ROLE_LABELS = {
	student: "Student",
	mentor: "Mentor",
	batch_manager: "Batch Manager",
	support: "Support",
	sales_and_marketing: "Sales & Marketing",
	instructor: "Instructor",
	admin: "Admin",
	super_admin: "Super Admin"
};
function isStaffRole(role) {
	return typeof role === "string" && STAFF_ROLES.includes(role);
}
/** Rank of a role; anything unknown (students included) is 0. */
function roleRank(role) {
	return isStaffRole(role) ? ROLE_RANK[role] : 0;
}
/** admin and super_admin are treated as admin. */
function isAdminRole(role) {
	return role === "admin" || role === "super_admin";
}
/** "A role check accepts one role or a list." */
function hasRole(role, allowed) {
	if (!role) return false;
	return (typeof allowed === "string" ? [allowed] : allowed).includes(role);
}
var ALL_ADMINS = ["super_admin", "admin"];
var ADMIN_MENU = [
	{
		key: "dashboard",
		label: "Dashboard",
		path: "/admin/dashboard",
		roles: ALL_ADMINS
	},
	{
		key: "questions",
		label: "Add Questions",
		path: "/admin/questions",
		roles: [
			"super_admin",
			"admin",
			"instructor",
			"mentor"
		]
	},
	{
		key: "courses",
		label: "Courses",
		path: "/admin/courses",
		roles: [
			"super_admin",
			"admin",
			"instructor"
		]
	},
	{
		key: "kodrRegistrations",
		label: "Kodr Registrations",
		path: "/admin/kodr-registrations",
		roles: ALL_ADMINS
	},
	{
		key: "kodexRegistrations",
		label: "Kodex Registrations",
		path: "/admin/kodex-registrations",
		roles: ALL_ADMINS
	},
	{
		key: "whizz",
		label: "Whizz",
		path: "/admin/whizz",
		roles: [
			"super_admin",
			"admin",
			"instructor",
			"batch_manager",
			"mentor"
		]
	},
	{
		key: "webinars",
		label: "Webinars",
		path: "/admin/webinars",
		roles: [
			"super_admin",
			"admin",
			"instructor",
			"mentor"
		]
	},
	{
		key: "payments",
		label: "Failed Payments",
		path: "/admin/payments",
		roles: ALL_ADMINS
	},
	{
		key: "paymentApproval",
		label: "Payment Approval",
		path: "/admin/paymentApproval",
		roles: [
			"super_admin",
			"admin",
			"sales_and_marketing"
		]
	},
	{
		key: "activityLogs",
		label: "Activity Logs",
		path: "/admin/activity-logs",
		roles: ALL_ADMINS
	},
	{
		key: "utm",
		label: "UTM Create",
		path: "/admin/utm",
		roles: [
			"super_admin",
			"admin",
			"sales_and_marketing"
		]
	},
	{
		key: "users",
		label: "Users",
		path: "/admin/users",
		roles: ALL_ADMINS
	},
	{
		key: "ban",
		label: "Add Ban",
		path: "/admin/ban",
		roles: ALL_ADMINS
	},
	{
		key: "coupons",
		label: "Coupon",
		path: "/admin/coupons",
		roles: [
			"super_admin",
			"admin",
			"sales_and_marketing"
		]
	},
	{
		key: "callbacks",
		label: "Callback Data",
		path: "/admin/callbacks",
		roles: [
			"super_admin",
			"admin",
			"support",
			"sales_and_marketing"
		]
	},
	{
		key: "verifyUser",
		label: "Verify user",
		path: "/admin/verify-user",
		roles: [
			"super_admin",
			"admin",
			"support",
			"sales_and_marketing"
		]
	},
	{
		key: "editHome",
		label: "Edit Home Page",
		path: "/admin/edit-home",
		roles: ALL_ADMINS,
		hidden: true
	}
];
/** The role used for menu filtering: a user with no role counts as batch_manager. */
function menuRole(role) {
	return role ? role : "batch_manager";
}
function canSeeMenuItem(role, item) {
	if (!item.roles || item.roles.length === 0) return true;
	return hasRole(menuRole(role), item.roles);
}
function menuForRole(role) {
	return ADMIN_MENU.filter((item) => !item.hidden && canSeeMenuItem(role, item));
}
function menuItemByKey(key) {
	const item = ADMIN_MENU.find((m) => m.key === key);
	if (!item) throw new Error(`Unknown menu key ${key}`);
	return item;
}
/** A staff route serves one or more menu entries; a role may call it if it may see any of them. */
function canUseMenuKeys(role, keys) {
	if (!isStaffRole(role)) return false;
	return keys.some((key) => canSeeMenuItem(role, menuItemByKey(key)));
}
/** Whether a role may open an admin path. /admin itself is the landing redirect. */
function canAccessAdminPath(role, path) {
	if (!isStaffRole(role)) return false;
	const clean = path.replace(/\/+$/, "") || "/";
	if (clean === "/admin") return true;
	const item = menuItemForPath(clean);
	if (item) return canSeeMenuItem(role, item);
	return isAdminRole(role);
}
/** The menu entry an admin path belongs to (a child page belongs to its parent's entry). */
function menuItemForPath(path) {
	const clean = path.replace(/\/+$/, "") || "/";
	return ADMIN_MENU.find((m) => clean === m.path || clean.startsWith(`${m.path}/`));
}
/**
* The toast shown when someone is sent away from an admin page their role may not open, e.g.
* 'The Users page is not available to your role (Mentor).'
*/
function adminPageRefusedMessage(role, path) {
	if (!isStaffRole(role)) return "The admin area is for KodeSchool staff only.";
	const label = menuItemForPath(path)?.label;
	return `${label ? `The ${label} page` : "This page"} is not available to your role (${ROLE_LABELS[role]}).`;
}
/** Admin landing redirect: first menu path the role may see; /unauthorized if none; / if no role. */
function adminLandingPath(role) {
	if (!role) return "/";
	const first = menuForRole(role)[0];
	return first ? first.path : "/unauthorized";
}
/** Where a role belongs: staff to their admin landing, everyone else to the home page. */
function roleHomePath(role) {
	return isStaffRole(role) ? adminLandingPath(role) : "/";
}
export { adminLandingPath as a, canSeeMenuItem as c, isStaffRole as d, menuForRole as f, roleRank as h, ROLE_RANK as i, canUseMenuKeys as l, roleHomePath as m, ROLES as n, adminPageRefusedMessage as o, menuItemByKey as p, ROLE_LABELS as r, canAccessAdminPath as s, ADMIN_MENU as t, isAdminRole as u };
