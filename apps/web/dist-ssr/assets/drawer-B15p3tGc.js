import { t as DialogPanel } from "./dialog-panel-CnWrnavS.js";
import { jsx } from "react/jsx-runtime";
// src/components/admin/drawer.tsx
var SHEET = {
	overlay: "fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[2px] data-[state=open]:animate-in",
	panel: "fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-2xl outline-none",
	header: "flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4",
	title: "text-lg font-semibold text-slate-900",
	description: "mt-0.5 text-sm text-slate-600",
	close: "grid size-9 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900",
	body: "flex-1 overflow-y-auto px-5 py-5",
	footer: "flex justify-end gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3",
	keepsBody: true
};
/** A right-hand side sheet for editing one record; full width on phones. */
function Drawer({ widthClassName = "sm:max-w-md", ...props }) {
	return /* @__PURE__ */ jsx(DialogPanel, {
		look: SHEET,
		widthClassName,
		...props
	});
}
export { Drawer as t };
