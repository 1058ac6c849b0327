import { t as ConfirmDialog } from "./confirm-dialog-Ry-siLhw.js";
import { useBlocker } from "react-router";
import { TriangleAlert } from "lucide-react";
import { jsx } from "react/jsx-runtime";
import { useEffect } from "react";
// src/components/ui/leave-guard.tsx
/**
* Asks before an in-app navigation drops unsaved edits, and lets the browser ask before a
* reload or tab close.
*/
function LeaveGuard({ when, allowRef, title = "Leave without saving?", description = "Some changes are not saved yet. If you leave now they are lost." }) {
	const blocker = useBlocker(({ currentLocation, nextLocation }) => when && !allowRef?.current && currentLocation.pathname !== nextLocation.pathname);
	useEffect(() => {
		if (!when) return;
		const onBeforeUnload = (event) => {
			if (allowRef?.current) return;
			event.preventDefault();
			event.returnValue = "";
		};
		window.addEventListener("beforeunload", onBeforeUnload);
		return () => window.removeEventListener("beforeunload", onBeforeUnload);
	}, [when, allowRef]);
	return /* @__PURE__ */ jsx(ConfirmDialog, {
		open: blocker.state === "blocked",
		onOpenChange: (open) => !open && blocker.reset?.(),
		tone: "warning",
		icon: TriangleAlert,
		title,
		description,
		cancelLabel: "Keep editing",
		confirmLabel: "Leave and discard",
		onConfirm: () => blocker.proceed?.(),
		testId: "leave-dialog"
	});
}
export { LeaveGuard as t };
