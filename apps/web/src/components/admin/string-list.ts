/** What Enter in entry `index` of a list of short texts does; null when it does nothing. */
export type ListEnterStep = { items: string[]; focus: number } | null;

/**
 * Enter never leaves a blank entry behind: in a blank entry it does nothing; in a filled one it
 * moves to the blank entry just below, or opens one there (while the list has room). A blank
 * entry that is left anyway is dropped by the shared schema on save, never refused.
 */
export function enterInList(items: readonly string[], index: number, max: number): ListEnterStep {
  if ((items[index] ?? '').trim() === '') return null;
  const below = items[index + 1];
  if (below !== undefined && below.trim() === '') return { items: [...items], focus: index + 1 };
  if (items.length >= max) return null;
  return {
    items: [...items.slice(0, index + 1), '', ...items.slice(index + 1)],
    focus: index + 1,
  };
}

/** Moves one entry of an array (a copy) from one place to another; out of range is a no-op. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
