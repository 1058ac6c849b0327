import CodeMirror, { EditorView, type Extension } from '@uiw/react-codemirror';
import { useEffect, useMemo, useState } from 'react';

import type { CodeLanguage } from '@app/shared';

/** Each language's highlighting and indentation, fetched the first time it is shown. */
const LANGUAGE_SUPPORT: Record<CodeLanguage, () => Promise<Extension>> = {
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  python: () => import('@codemirror/lang-python').then((m) => m.python()),
  cpp: () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  java: () => import('@codemirror/lang-java').then((m) => m.java()),
};
const loaded = new Map<CodeLanguage, Extension>();

function useLanguageSupport(language: CodeLanguage): Extension | null {
  const [, setLoadedCount] = useState(0);
  useEffect(() => {
    if (loaded.has(language)) return;
    let alive = true;
    void LANGUAGE_SUPPORT[language]().then((ext) => {
      loaded.set(language, ext);
      if (alive) setLoadedCount((n) => n + 1);
    });
    return () => {
      alive = false;
    };
  }, [language]);
  return loaded.get(language) ?? null;
}

type CodeEditorProps = {
  value: string;
  onChange?: (value: string) => void;
  language: CodeLanguage;
  /** accessible name of the editing area */
  label: string;
  readOnly?: boolean;
  /** CSS height, e.g. "320px" or "100%" */
  height?: string;
  minHeight?: string;
  className?: string;
};

/**
 * A CodeMirror 6 editor for the four judge languages: line numbers, bracket matching, undo
 * history, language highlighting and auto-indent (each language's support is its own chunk,
 * loaded when first shown; the editor works as plain text meanwhile). Used by the coding problem editor (boilerplate,
 * driver, solutions) and by students answering a coding question.
 */
export function CodeEditor({
  value,
  onChange,
  language,
  label,
  readOnly = false,
  height,
  minHeight = '12rem',
  className,
}: CodeEditorProps) {
  const support = useLanguageSupport(language);
  const extensions = useMemo(
    () => [
      ...(support ? [support] : []),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': label }),
    ],
    [support, label],
  );
  return (
    <div
      className={`overflow-hidden rounded-lg border border-slate-300 text-sm focus-within:ring-2 focus-within:ring-indigo-500 ${className ?? ''}`}
      data-testid="code-editor"
      data-language={language}
    >
      <CodeMirror
        value={value}
        onChange={onChange}
        extensions={extensions}
        readOnly={readOnly}
        editable={!readOnly}
        height={height}
        minHeight={minHeight}
        basicSetup={{ foldGutter: false, highlightActiveLine: !readOnly }}
      />
    </div>
  );
}
