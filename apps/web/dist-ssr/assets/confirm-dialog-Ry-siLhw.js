import { Wt as Button } from "../entry-server.js";
import { clsx } from "clsx";
import { Trash2 } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import * as Dialog from "@radix-ui/react-dialog";
// src/components/admin/confirm-dialog.tsx
var SIGN_TONES = {
	danger: "bg-red-50 text-red-700",
	warning: "bg-amber-50 text-amber-700",
	brand: "bg-brand-50 text-brand-700"
};
/**
* The one confirmation dialog (Radix Dialog: focus trap, Escape, focus back to the trigger):
* a sign, the question and what follows from it, then Cancel or confirm. While the confirm is
* pending the dialog stays open.
*/
function ConfirmDialog({ open, onOpenChange, trigger, title, description, children, confirmLabel, pendingLabel, onConfirm, isPending = false, isConfirmDisabled = false, cancelLabel = "Cancel", tone = "danger", icon: Icon = Trash2, testId, confirmTestId = `${testId}-confirm` }) {
	return /* @__PURE__ */ jsxs(Dialog.Root, {
		open,
		onOpenChange: (next) => !isPending && onOpenChange(next),
		children: [trigger && /* @__PURE__ */ jsx(Dialog.Trigger, {
			asChild: true,
			children: trigger
		}), /* @__PURE__ */ jsxs(Dialog.Portal, { children: [/* @__PURE__ */ jsx(Dialog.Overlay, { className: "fixed inset-0 z-50 animate-fade-in bg-slate-950/50 backdrop-blur-sm" }), /* @__PURE__ */ jsxs(Dialog.Content, {
			"data-testid": testId,
			className: "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-pop",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "flex gap-4",
				children: [/* @__PURE__ */ jsx("span", {
					className: clsx("grid size-11 shrink-0 place-items-center rounded-full", SIGN_TONES[tone]),
					children: /* @__PURE__ */ jsx(Icon, {
						className: "size-5",
						"aria-hidden": "true"
					})
				}), /* @__PURE__ */ jsxs("div", {
					className: "min-w-0",
					children: [
						/* @__PURE__ */ jsx(Dialog.Title, {
							className: "text-lg font-bold text-slate-900",
							children: title
						}),
						/* @__PURE__ */ jsx(Dialog.Description, {
							className: "mt-1.5 text-sm leading-relaxed text-slate-600",
							children: description
						}),
						children
					]
				})]
			}), /* @__PURE__ */ jsxs("div", {
				className: "mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
				children: [/* @__PURE__ */ jsx(Dialog.Close, {
					asChild: true,
					children: /* @__PURE__ */ jsx(Button, {
						variant: "secondary",
						disabled: isPending,
						children: cancelLabel
					})
				}), /* @__PURE__ */ jsx(Button, {
					onClick: onConfirm,
					isLoading: isPending,
					loadingText: pendingLabel,
					disabled: isConfirmDisabled,
					"data-testid": confirmTestId,
					className: clsx(tone !== "brand" && "bg-red-600! hover:bg-red-700! active:bg-red-800!"),
					children: confirmLabel
				})]
			})]
		})] })]
	});
}
export { ConfirmDialog as t };
