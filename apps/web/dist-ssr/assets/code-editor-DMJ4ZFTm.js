import { jsx } from "react/jsx-runtime";
import { useEffect, useMemo, useState } from "react";
import CodeMirror, { EditorView } from "@uiw/react-codemirror";
// src/components/code-editor/code-editor.tsx
/** Each language's highlighting and indentation, fetched the first time it is shown. */
var LANGUAGE_SUPPORT = {
	javascript: () => import("@codemirror/lang-javascript").then((m) => m.javascript()),
	python: () => import("@codemirror/lang-python").then((m) => m.python()),
	cpp: () => import("@codemirror/lang-cpp").then((m) => m.cpp()),
	java: () => import("@codemirror/lang-java").then((m) => m.java())
};
var loaded = /* @__PURE__ */ new Map();
function useLanguageSupport(language) {
	const [, setLoadedCount] = useState(0);
	useEffect(() => {
		if (loaded.has(language)) return;
		let alive = true;
		LANGUAGE_SUPPORT[language]().then((ext) => {
			loaded.set(language, ext);
			if (alive) setLoadedCount((n) => n + 1);
		});
		return () => {
			alive = false;
		};
	}, [language]);
	return loaded.get(language) ?? null;
}
/**
* A CodeMirror 6 editor for the four judge languages: line numbers, bracket matching, undo
* history, language highlighting and auto-indent (each language's support is its own chunk,
* loaded when first shown; the editor works as plain text meanwhile). Used by the coding problem editor (boilerplate,
* driver, solutions) and by students answering a coding question.
*/
function CodeEditor({ value, onChange, language, label, readOnly = false, height, minHeight = "12rem", className }) {
	const support = useLanguageSupport(language);
	const extensions = useMemo(() => [
		...support ? [support] : [],
		EditorView.lineWrapping,
		EditorView.contentAttributes.of({ "aria-label": label })
	], [support, label]);
	return /* @__PURE__ */ jsx("div", {
		className: `overflow-hidden rounded-lg border border-slate-300 text-sm focus-within:ring-2 focus-within:ring-indigo-500 ${className ?? ""}`,
		"data-testid": "code-editor",
		"data-language": language,
		children: /* @__PURE__ */ jsx(CodeMirror, {
			value,
			onChange,
			extensions,
			readOnly,
			editable: !readOnly,
			height,
			minHeight,
			basicSetup: {
				foldGutter: false,
				highlightActiveLine: !readOnly
			}
		})
	});
}
export { CodeEditor as t };
