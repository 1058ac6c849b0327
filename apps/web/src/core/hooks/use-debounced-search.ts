import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

import { SEARCH_DEBOUNCE_MS } from '@app/shared';

/**
 * The text of a search box that applies itself SEARCH_DEBOUNCE_MS (500 ms) after typing stops.
 * `value` is the applied search; a change of it from outside (Back, "Clear filters") replaces
 * the typed text. `applyNow` (Enter) and `clear` skip the wait. No wait runs while the app is moving
 * to another page (it starts again if the app stays): the search belongs to the page being left, and applying it
 * would put `?search=` on the next page's address.
 */
export function useDebouncedSearch(value: string, onSearch: (text: string) => void) {
  const [text, setText] = useState(value);
  const navigation = useNavigation();
  const leaving = navigation.state !== 'idle';
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    if (leaving || text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch, leaving]);

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
