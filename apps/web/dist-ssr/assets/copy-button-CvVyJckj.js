import { c as toast } from "../entry-server.js";
import { clsx } from "clsx";
import { Check, Copy } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { useEffect, useState } from "react";
// src/core/copy-text.ts
/**
* Copies text to the clipboard: the async Clipboard API where the page may use it, else a
* hidden textarea and execCommand('copy') (plain http, older browsers, denied permission).
*/
async function copyText(text) {
	try {
		if (navigator.clipboard && window.isSecureContext) {
			await navigator.clipboard.writeText(text);
			return;
		}
	} catch {}
	const area = document.createElement("textarea");
	area.value = text;
	area.setAttribute("readonly", "");
	area.style.position = "fixed";
	area.style.opacity = "0";
	document.body.appendChild(area);
	area.select();
	try {
		if (!document.execCommand("copy")) throw new Error("Copy was refused");
	} finally {
		area.remove();
	}
}
// src/components/ui/copy-button.tsx
/**
* Copies `text` and confirms with a toast and a brief check mark: a small icon button (table
* rows, detail drawers) or, with look 'button', a labelled primary button.
*/
function CopyButton({ text, label, toastText = "Copied", errorText = "Could not copy. Select the text and copy it by hand.", look = "icon", testId }) {
	const [isCopied, setIsCopied] = useState(false);
	useEffect(() => {
		if (!isCopied) return;
		const timer = window.setTimeout(() => setIsCopied(false), 1500);
		return () => window.clearTimeout(timer);
	}, [isCopied]);
	const onCopy = async () => {
		try {
			await copyText(text);
			setIsCopied(true);
			toast.success(toastText);
		} catch {
			toast.error(errorText);
		}
	};
	const Icon = isCopied ? Check : Copy;
	return /* @__PURE__ */ jsxs("button", {
		type: "button",
		onClick: () => void onCopy(),
		"aria-label": look === "icon" ? label : void 0,
		title: look === "icon" ? label : void 0,
		"data-testid": testId,
		className: clsx("inline-flex shrink-0 items-center justify-center gap-1.5 font-semibold transition-colors", look === "icon" ? "size-8 rounded-lg hover:bg-brand-50 hover:text-brand-700" : "h-10 rounded-xl bg-brand-600 px-4 text-sm text-white shadow-sm hover:bg-brand-700", look === "icon" && (isCopied ? "text-emerald-700" : "text-slate-500")),
		children: [/* @__PURE__ */ jsx(Icon, {
			className: "size-4",
			"aria-hidden": "true"
		}), look === "button" && (isCopied ? "Copied" : label)]
	});
}
export { CopyButton as t };
