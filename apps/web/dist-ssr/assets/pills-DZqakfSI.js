import { d as isStaffRole, r as ROLE_LABELS } from "./roles-pGSoVmPl.js";
import { t as Pill } from "./pill-DTtPBj9B.js";
import { Ban, CircleCheck, CircleDashed, ShieldCheck } from "lucide-react";
import { jsx } from "react/jsx-runtime";
// src/features/staff-admin/components/pills.tsx
var ROLE_TONES = {
	super_admin: "red",
	admin: "brand",
	instructor: "blue",
	sales_and_marketing: "amber",
	support: "green"
};
/** The role as a badge: students plain, staff coloured by how much they can do. */
function RoleBadge({ role }) {
	const tone = ROLE_TONES[role] ?? (isStaffRole(role) ? "blue" : "slate");
	return /* @__PURE__ */ jsx(Pill, {
		tone,
		testId: "role-badge",
		icon: isStaffRole(role) ? ShieldCheck : void 0,
		children: ROLE_LABELS[role]
	});
}
function ActiveBadge({ isActive }) {
	return isActive ? /* @__PURE__ */ jsx(Pill, {
		tone: "green",
		testId: "active-badge",
		icon: CircleCheck,
		children: "Active"
	}) : /* @__PURE__ */ jsx(Pill, {
		tone: "amber",
		testId: "active-badge",
		icon: CircleDashed,
		children: "Inactive"
	});
}
/** Shown only for a user a ban covers right now. */
function BannedBadge() {
	return /* @__PURE__ */ jsx(Pill, {
		tone: "red",
		testId: "banned-badge",
		icon: Ban,
		children: "Banned"
	});
}
var BAN_STATE = {
	active: {
		tone: "red",
		label: "Active"
	},
	expired: {
		tone: "slate",
		label: "Expired"
	},
	lifted: {
		tone: "green",
		label: "Lifted"
	}
};
function BanStateBadge({ state }) {
	const { tone, label } = BAN_STATE[state];
	return /* @__PURE__ */ jsx(Pill, {
		tone,
		testId: "ban-state",
		children: label
	});
}
export { RoleBadge as i, BanStateBadge as n, BannedBadge as r, ActiveBadge as t };
