/**
 * Puts `token` where the caret is in `text` (replacing a selection), and says where the caret
 * goes after it. A caret position past the end counts as the end.
 */
export function insertAtCaret(
  text: string,
  token: string,
  start: number | null,
  end: number | null,
): { text: string; caret: number } {
  const from = Math.min(start ?? text.length, text.length);
  const to = Math.max(from, Math.min(end ?? from, text.length));
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}
