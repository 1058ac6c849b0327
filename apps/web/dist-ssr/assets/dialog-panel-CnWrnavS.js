import { clsx } from "clsx";
import { X } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import * as Dialog from "@radix-ui/react-dialog";
// src/components/admin/dialog-panel.tsx
/** A Radix dialog (focus trap, Escape, aria) with a title bar, a scrolling body and a footer. */
function DialogPanel({ look, open, onOpenChange, title, description, children, footer, widthClassName, testId }) {
	return /* @__PURE__ */ jsx(Dialog.Root, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ jsxs(Dialog.Portal, { children: [/* @__PURE__ */ jsx(Dialog.Overlay, { className: look.overlay }), /* @__PURE__ */ jsxs(Dialog.Content, {
			"data-testid": testId,
			className: clsx(look.panel, widthClassName),
			...description ? {} : { "aria-describedby": void 0 },
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: look.header,
					children: [/* @__PURE__ */ jsxs("div", {
						className: "min-w-0",
						children: [/* @__PURE__ */ jsx(Dialog.Title, {
							className: look.title,
							children: title
						}), description && /* @__PURE__ */ jsx(Dialog.Description, {
							className: look.description,
							children: description
						})]
					}), /* @__PURE__ */ jsx(Dialog.Close, {
						"aria-label": "Close",
						className: look.close,
						children: /* @__PURE__ */ jsx(X, {
							className: "size-5",
							"aria-hidden": "true"
						})
					})]
				}),
				(children || look.keepsBody) && /* @__PURE__ */ jsx("div", {
					className: look.body,
					children
				}),
				footer && /* @__PURE__ */ jsx("div", {
					className: look.footer,
					children: footer
				})
			]
		})] })
	});
}
export { DialogPanel as t };
