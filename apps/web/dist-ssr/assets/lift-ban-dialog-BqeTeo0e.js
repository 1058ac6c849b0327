import { t as adminApi } from "./api-client-CyCTgC69.js";
import { r as istInputToIso, t as isoToIstInput } from "./ist-datetime-B-lTdV24.js";
import { c as ZBanData, l as ZBanListData, r as STAFF_MSG, s as ZBanBody } from "./staff.schema-BBZGM5Kw.js";
import { n as failWith, r as fieldIssues } from "./field-issues-CklJ7g7w.js";
import { c as toast } from "../entry-server.js";
import { r as adminInputClass, t as AdminField } from "./form-field-C7rmj4tf.js";
import { t as DateTimeInput } from "./date-time-input-CqTHp9wb.js";
import { t as ConfirmDialog } from "./confirm-dialog-Ry-siLhw.js";
import { t as adminListOptions } from "./admin-list-fetch-Bx6BMO4F.js";
import { i as staffAdminKeys } from "./format-DQkEp8e5.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useState } from "react";
// src/features/staff-admin/api/bans.ts
var BANS_FETCH_FAILED = "Failed to fetch bans";
var BAN_FAILED = "Failed to add the ban";
var LIFT_FAILED = "Failed to lift the ban";
/** GET /admin/bans → data{bans, pagination}, newest first. */
function useBans(params) {
	return useQuery(adminListOptions({
		queryKey: staffAdminKeys.banList(params),
		path: "/bans",
		schema: ZBanListData,
		params,
		failedMessage: BANS_FETCH_FAILED,
		staleTime: 1e4
	}));
}
/** A ban touches the bans list, the user (banned flag, bans section) and the activity log. */
function invalidateAfterBan(queryClient) {
	return Promise.all([
		queryClient.invalidateQueries({ queryKey: staffAdminKeys.bans() }),
		queryClient.invalidateQueries({ queryKey: staffAdminKeys.users() }),
		queryClient.invalidateQueries({ queryKey: staffAdminKeys.activity() })
	]);
}
/** POST /admin/bans → 201 data.ban; the server ends the person's sessions at once. */
async function createBan(body) {
	try {
		return (await adminApi.post("/bans", ZBanData, body)).data.ban;
	} catch (error) {
		return failWith(error, BAN_FAILED);
	}
}
/** The form shows field errors in place; other failures come back to it as an alert. */
function useCreateBan() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createBan,
		onSuccess: () => {
			toast.success(STAFF_MSG.banCreated);
			return invalidateAfterBan(queryClient);
		}
	});
}
/** POST /admin/bans/{id}/lift → data.ban. */
async function liftBan(id) {
	try {
		return (await adminApi.post(`/bans/${encodeURIComponent(id)}/lift`, ZBanData)).data.ban;
	} catch (error) {
		return failWith(error, LIFT_FAILED);
	}
}
function useLiftBan() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: liftBan,
		onSuccess: () => {
			toast.success(STAFF_MSG.banLifted);
			return invalidateAfterBan(queryClient);
		},
		onError: (error) => toast.error(error.message)
	});
}
// src/features/staff-admin/lib/ban-draft.ts
var BAN_TARGETS = [
	"phone",
	"email",
	"user"
];
var emptyBanDraft = (kind = "phone") => ({
	kind,
	phone: "",
	email: "",
	user: null,
	reason: "",
	endsAtLocal: ""
});
/** Which form field a schema or server issue belongs to. */
function banFieldOf(path) {
	if (path === "phone" || path === "email" || path === "userId") return "target";
	if (path === "reason" || path === "endsAt") return path;
	return null;
}
/**
* The POST /admin/bans body of a draft, checked with the same shared schema the server uses;
* or the field errors to show. Only the chosen kind of target is sent.
*/
function banBodyOf(draft) {
	const endsAt = istInputToIso(draft.endsAtLocal);
	if (draft.endsAtLocal && !endsAt) return {
		body: null,
		errors: { endsAt: "Enter a full date and time, or clear it" }
	};
	const target = draft.kind === "phone" ? { phone: draft.phone.trim() || void 0 } : draft.kind === "email" ? { email: draft.email.trim() || void 0 } : { userId: draft.user?._id };
	const parsed = ZBanBody.safeParse({
		...target,
		reason: draft.reason,
		endsAt: endsAt || null
	});
	if (parsed.success) return {
		body: parsed.data,
		errors: null
	};
	const errors = {};
	for (const issue of parsed.error.issues) {
		const field = banFieldOf(String(issue.path[0] ?? ""));
		if (field && !errors[field]) errors[field] = issue.message;
	}
	return {
		body: null,
		errors
	};
}
// src/features/staff-admin/components/ban-details-fields.tsx
var PRESETS = [
	{
		label: "1 day",
		days: 1
	},
	{
		label: "7 days",
		days: 7
	},
	{
		label: "30 days",
		days: 30
	}
];
var DAY_MS = 864e5;
/** The reason and the optional end (IST) of a ban, shared by the ban page and the user page. */
function BanDetailsFields({ draft, errors, onChange }) {
	const [minLocal] = useState(() => isoToIstInput(Date.now()));
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(AdminField, {
		label: "Reason",
		error: errors.reason,
		hint: "Kept with the ban and in the activity log. At most 500 characters.",
		children: /* @__PURE__ */ jsx("textarea", {
			rows: 3,
			maxLength: 500,
			value: draft.reason,
			onChange: (e) => onChange({ reason: e.target.value }),
			placeholder: "e.g. Shared paid course videos publicly",
			"data-testid": "ban-reason",
			className: clsx(adminInputClass, "resize-y")
		})
	}), /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx(AdminField, {
		label: "Ends (India time, optional)",
		error: errors.endsAt,
		hint: draft.endsAtLocal ? void 0 : "Left empty, the ban lasts until someone lifts it.",
		children: /* @__PURE__ */ jsx(DateTimeInput, {
			value: draft.endsAtLocal,
			min: minLocal,
			onChange: (local) => onChange({ endsAtLocal: local }),
			timeLabel: "Ends: time (India time)",
			"data-testid": "ban-ends-at",
			className: adminInputClass
		})
	}), /* @__PURE__ */ jsxs("div", {
		className: "mt-2 flex flex-wrap gap-1.5",
		role: "group",
		"aria-label": "Ban length",
		children: [PRESETS.map((p) => /* @__PURE__ */ jsx(PresetChip, {
			onClick: () => onChange({ endsAtLocal: isoToIstInput(Date.now() + p.days * DAY_MS) }),
			children: p.label
		}, p.days)), /* @__PURE__ */ jsx(PresetChip, {
			isOn: draft.endsAtLocal === "",
			onClick: () => onChange({ endsAtLocal: "" }),
			children: "Until lifted"
		})]
	})] })] });
}
function PresetChip({ onClick, isOn = false, children }) {
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		onClick,
		"aria-pressed": isOn,
		className: clsx("h-7 rounded-full border px-3 text-xs font-semibold transition-colors", isOn ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"),
		children
	});
}
// src/features/staff-admin/components/use-ban-draft.ts
/**
* A ban form's state: the draft, its field errors (the shared schema first, then the server's
* 400/409 issues) and a form-level alert for anything else (e.g. 'This person is already banned').
*/
function useBanDraft(initial, onDone) {
	const [draft, setDraft] = useState(initial);
	const [errors, setErrors] = useState({});
	const [alert, setAlert] = useState(null);
	const create = useCreateBan();
	const change = (patch) => {
		setDraft((d) => ({
			...d,
			...patch
		}));
		const touched = Object.keys(patch);
		setErrors((e) => {
			const next = { ...e };
			if (touched.some((k) => [
				"kind",
				"phone",
				"email",
				"user"
			].includes(k))) delete next.target;
			if (touched.includes("reason")) delete next.reason;
			if (touched.includes("endsAtLocal")) delete next.endsAt;
			return next;
		});
		setAlert(null);
	};
	const submit = () => {
		const out = banBodyOf(draft);
		if (out.errors) {
			setErrors(out.errors);
			return;
		}
		create.mutate(out.body, {
			onSuccess: () => {
				setDraft(emptyBanDraft(draft.kind));
				setErrors({});
				onDone?.();
			},
			onError: (error) => {
				const fromServer = {};
				for (const issue of fieldIssues(error)) {
					const field = banFieldOf(issue.field);
					if (field) fromServer[field] ??= issue.message;
				}
				if (Object.keys(fromServer).length > 0) setErrors(fromServer);
				else setAlert(error.message);
			}
		});
	};
	return {
		draft,
		errors,
		alert,
		change,
		submit,
		isPending: create.isPending
	};
}
// src/features/staff-admin/components/lift-ban-dialog.tsx
/** The person or contact a ban is on, as one line of text. */
function banTargetText(ban) {
	return ban.user?.name ?? ban.phone ?? ban.email ?? "Unknown";
}
/** "Lift" confirmation; on success the ban moves to lifted and the lists are re-read. */
function LiftBanDialog({ ban, onClose }) {
	const lift = useLiftBan();
	return /* @__PURE__ */ jsx(ConfirmDialog, {
		open: ban !== null,
		onOpenChange: (open) => !open && onClose(),
		title: "Lift this ban?",
		description: ban && /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("span", {
			className: "font-semibold text-slate-800",
			children: banTargetText(ban)
		}), " can sign in again straight away. The lift is recorded in the activity log."] }),
		confirmLabel: "Lift ban",
		pendingLabel: "Lifting…",
		isPending: lift.isPending,
		onConfirm: () => ban && lift.mutate(ban._id, { onSuccess: onClose }),
		testId: "lift-dialog"
	});
}
export { emptyBanDraft as a, BAN_TARGETS as i, useBanDraft as n, BANS_FETCH_FAILED as o, BanDetailsFields as r, useBans as s, LiftBanDialog as t };
