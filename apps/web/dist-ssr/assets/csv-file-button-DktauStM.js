import { t as IconTextButton } from "./icon-text-button-B6Rk6sa0.js";
import { c as toast } from "../entry-server.js";
import { FileUp } from "lucide-react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { useRef } from "react";
// src/components/admin/csv-file-button.tsx
/**
* A button that picks one CSV file (question imports, webinar and live-class attendance): a file
* over `maxBytes` is refused with `tooLarge` before anything is sent; the input is cleared so the
* same file can be picked again.
*/
function CsvFileButton({ children, onFile, isLoading, maxBytes, tooLarge, testId, fileTestId }) {
	const input = useRef(null);
	const pick = (file) => {
		if (input.current) input.current.value = "";
		if (!file) return;
		if (file.size > maxBytes) {
			toast.error(tooLarge);
			return;
		}
		onFile(file);
	};
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("input", {
		ref: input,
		type: "file",
		accept: ".csv,text/csv",
		className: "sr-only",
		tabIndex: -1,
		"aria-hidden": "true",
		"data-testid": fileTestId,
		onChange: (e) => pick(e.target.files?.[0])
	}), /* @__PURE__ */ jsx(IconTextButton, {
		icon: FileUp,
		variant: "secondary",
		size: "sm",
		onClick: () => input.current?.click(),
		isLoading,
		loadingText: "Importing…",
		"data-testid": testId,
		children
	})] });
}
export { CsvFileButton as t };
