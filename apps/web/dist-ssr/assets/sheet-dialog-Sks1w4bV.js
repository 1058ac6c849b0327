import { clsx } from "clsx";
import { X } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import * as Dialog from "@radix-ui/react-dialog";
// src/components/ui/sheet-dialog.tsx
/**
* A public-site dialog (Radix: focus trap, Escape, aria): a bottom sheet on phones, a centred
* card from 640 px. Its body scrolls inside while the close button stays pinned to the sheet's
* corner, a full 44 px target inset from every edge (and clear of a phone's home bar), so it
* never scrolls away or sits against the screen's edge. The body gives its own Dialog.Title.
*/
function SheetDialog({ open, onOpenChange, children, testId, widthClassName = "sm:max-w-md", closeLabel = "Close" }) {
	return /* @__PURE__ */ jsx(Dialog.Root, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ jsxs(Dialog.Portal, { children: [/* @__PURE__ */ jsx(Dialog.Overlay, { className: "animate-fade-in fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" }), /* @__PURE__ */ jsxs(Dialog.Content, {
			"data-testid": testId,
			className: clsx("animate-fade-in fixed inset-x-0 bottom-0 z-50 flex max-h-[calc(100dvh-1.5rem)] flex-col rounded-t-3xl bg-white shadow-pop outline-none", "sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl", widthClassName),
			children: [/* @__PURE__ */ jsx("div", {
				"data-lenis-prevent": true,
				className: "min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pt-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:p-8",
				children
			}), /* @__PURE__ */ jsx(Dialog.Close, {
				className: "absolute top-3 right-3 grid size-11 place-items-center rounded-full bg-white/90 text-slate-600 backdrop-blur hover:bg-slate-100 hover:text-slate-900 sm:top-4 sm:right-4",
				"aria-label": closeLabel,
				"data-testid": testId ? `${testId}-close` : void 0,
				children: /* @__PURE__ */ jsx(X, {
					className: "size-5",
					"aria-hidden": "true"
				})
			})]
		})] })
	});
}
export { SheetDialog as t };
