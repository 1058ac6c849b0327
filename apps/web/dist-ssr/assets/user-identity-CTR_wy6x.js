import { n as Avatar } from "../entry-server.js";
import { n as personName } from "./format-DQkEp8e5.js";
import { i as RoleBadge, r as BannedBadge, t as ActiveBadge } from "./pills-DZqakfSI.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/features/staff-admin/components/user-identity.tsx
/** An account's avatar, name and role and state badges: the head of the profile and lookup cards. */
function UserIdentity({ user, avatarClassName, headingId, headingTestId, showBanned = false }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "flex min-w-0 items-center gap-4",
		children: [/* @__PURE__ */ jsx(Avatar, {
			firstName: user.name.firstName,
			lastName: user.name.lastName,
			className: avatarClassName
		}), /* @__PURE__ */ jsxs("div", {
			className: "min-w-0",
			children: [/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: "truncate text-lg font-bold text-slate-900",
				"data-testid": headingTestId,
				children: personName(user)
			}), /* @__PURE__ */ jsxs("div", {
				className: "mt-1 flex flex-wrap items-center gap-1.5",
				children: [
					/* @__PURE__ */ jsx(RoleBadge, { role: user.role }),
					/* @__PURE__ */ jsx(ActiveBadge, { isActive: user.isActive }),
					showBanned && user.banned && /* @__PURE__ */ jsx(BannedBadge, {})
				]
			})]
		})]
	});
}
export { UserIdentity as t };
