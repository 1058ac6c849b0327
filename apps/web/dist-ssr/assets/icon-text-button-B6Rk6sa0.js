import { Wt as Button } from "../entry-server.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/ui/icon-text-button.tsx
/** A Button led by a small icon; the icon is decoration, the text names the button. */
function IconTextButton({ icon: Icon, children, ...rest }) {
	return /* @__PURE__ */ jsxs(Button, {
		...rest,
		children: [/* @__PURE__ */ jsx(Icon, {
			className: "size-4",
			"aria-hidden": "true"
		}), children]
	});
}
export { IconTextButton as t };
