import { useEffect, useState } from 'react';

import { SEARCH_DEBOUNCE_MS } from '@app/shared';

/**
 * The text of a search box that applies itself SEARCH_DEBOUNCE_MS (500 ms) after typing stops.
 * `value` is the applied search; a change of it from outside (Back, "Clear filters") replaces
 * the typed text. `applyNow` (Enter) and `clear` skip the wait.
 */
export function useDebouncedSearch(value: string, onSearch: (text: string) => void) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return {
    text,
    setText,
    applyNow: () => onSearch(text.trim()),
    clear: () => {
      setText('');
      onSearch('');
    },
  };
}
