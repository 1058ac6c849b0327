import { t as DialogPanel } from "./dialog-panel-CnWrnavS.js";
import { jsx } from "react/jsx-runtime";
// src/components/admin/modal.tsx
var CENTRED = {
	overlay: "fixed inset-0 z-50 animate-fade-in bg-slate-950/50 backdrop-blur-sm",
	panel: "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-pop outline-none",
	header: "flex items-start justify-between gap-4 px-6 pt-5",
	title: "text-lg font-bold text-slate-900",
	description: "mt-1 text-sm leading-relaxed text-slate-600",
	close: "-mt-1 -mr-2 grid size-9 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900",
	body: "min-h-0 overflow-y-auto px-6 pt-4",
	footer: "mt-2 flex flex-col-reverse gap-2 px-6 pt-4 pb-5 sm:flex-row sm:justify-end"
};
/** A centred dialog for confirmations and image previews. */
function Modal({ widthClassName = "max-w-md", ...props }) {
	return /* @__PURE__ */ jsx(DialogPanel, {
		look: CENTRED,
		widthClassName,
		...props
	});
}
export { Modal as t };
