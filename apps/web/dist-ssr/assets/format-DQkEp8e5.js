// src/features/staff-admin/api/staff-admin-keys.ts
/** Query keys of the staff-administration pages; never written inline in components. */
var staffAdminKeys = {
	all: ["admin", "staff"],
	users: () => [...staffAdminKeys.all, "users"],
	userList: (params) => [
		...staffAdminKeys.users(),
		"list",
		params
	],
	user: (id) => [
		...staffAdminKeys.users(),
		"detail",
		id
	],
	bans: () => [...staffAdminKeys.all, "bans"],
	banList: (params) => [
		...staffAdminKeys.bans(),
		"list",
		params
	],
	activity: () => [...staffAdminKeys.all, "activity"],
	activityList: (params) => [
		...staffAdminKeys.activity(),
		"list",
		params
	],
	activityFacets: () => [...staffAdminKeys.activity(), "facets"],
	lookup: (query) => [
		...staffAdminKeys.all,
		"lookup",
		query
	]
};
// src/features/staff-admin/lib/format.ts
/** "Asha Rao"; an account with no name yet reads "Unnamed user". */
function personName(user) {
	return [user.name.firstName, user.name.lastName].filter(Boolean).join(" ") || "Unnamed user";
}
/** "+91 98765 00001"; null for an account without a phone (e.g. a Google sign-up). */
function phoneText(phone) {
	if (!phone?.number) return null;
	const n = phone.number;
	const spaced = n.length === 10 ? `${n.slice(0, 5)} ${n.slice(5)}` : n;
	return `${phone.code || "+91"} ${spaced}`;
}
/** A snake or camel case word as staff read it: 'webinar_registration' → 'Webinar registration'. */
function humanize(word) {
	const spaced = word.replace(/[_.-]+/g, " ").replace(/([a-z0-9])([A-Z])/g, "$1 $2").trim().toLowerCase();
	return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
export { staffAdminKeys as i, personName as n, phoneText as r, humanize as t };
