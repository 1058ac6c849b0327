import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';

import { plural } from '@app/shared';

type TagsInputProps = {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
  /** Tags already used in the bank, offered as suggestions. */
  suggestions?: string[];
  max?: number;
  testId?: string;
  label?: string;
};

/**
 * Tags as chips: Enter, comma or Tab after text adds one; Backspace in the empty box removes the
 * last; each chip has a remove button. Duplicates (case-insensitive) are not added twice.
 */
export function TagsInput({
  value,
  onChange,
  error,
  suggestions = [],
  max = 20,
  testId = 'tags',
  label = 'Tags',
}: TagsInputProps) {
  const [text, setText] = useState('');
  const id = useId();
  const listId = `${id}-suggestions`;

  const add = (raw: string) => {
    const parts = raw
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    if (parts.length === 0) return false;
    const next = [...value];
    for (const part of parts) {
      if (next.length >= max) break;
      if (!next.some((t) => t.toLowerCase() === part.toLowerCase())) next.push(part);
    }
    onChange(next);
    setText('');
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' || event.key === ',' || (event.key === 'Tab' && text.trim())) {
      if (add(text) || event.key !== 'Tab') event.preventDefault();
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const free = suggestions.filter((s) => !value.some((t) => t.toLowerCase() === s.toLowerCase()));

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div
        className={clsx(
          'flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 shadow-sm',
          'focus-within:border-brand-600 focus-within:ring-4 focus-within:ring-brand-100',
          error ? 'border-red-500' : 'border-slate-300',
        )}
      >
        {value.map((tag) => (
          <span
            key={tag}
            className="inline-flex h-7 items-center gap-1 rounded-md bg-brand-50 pr-1 pl-2 text-sm font-medium text-brand-800"
            data-testid={`${testId}-chip`}
          >
            {tag}
            <button
              type="button"
              onClick={() => onChange(value.filter((t) => t !== tag))}
              aria-label={`Remove tag ${tag}`}
              className="grid size-5 place-items-center rounded text-brand-700 hover:bg-brand-100"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </span>
        ))}
        <input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => add(text)}
          list={free.length > 0 ? listId : undefined}
          placeholder={value.length === 0 ? 'Type a tag and press Enter' : 'Add another'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          data-testid={`${testId}-input`}
          autoComplete="off"
          maxLength={25}
          className="h-7 min-w-32 flex-1 border-0 bg-transparent px-1 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none"
        />
        {free.length > 0 && (
          <datalist id={listId}>
            {free.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          Up to {plural(max, 'tag')}, each 1–25 characters. Students never see them; they help you
          find questions.
        </p>
      )}
    </div>
  );
}
