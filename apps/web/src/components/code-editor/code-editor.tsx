import { cpp } from '@codemirror/lang-cpp';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useMemo } from 'react';

import type { CodeLanguage } from '@app/shared';

const LANGUAGE_EXTENSIONS: Record<CodeLanguage, () => ReturnType<typeof javascript>> = {
  javascript: () => javascript(),
  python: () => python(),
  cpp: () => cpp(),
  java: () => java(),
};

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
 * history, language highlighting and auto-indent. Used by the coding problem editor (boilerplate,
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
  const extensions = useMemo(
    () => [
      LANGUAGE_EXTENSIONS[language](),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': label }),
    ],
    [language, label],
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
