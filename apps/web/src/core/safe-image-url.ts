/** Only http(s) links and paths on this site are shown as images; anything else is missing. */
export function safeImageUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (/^https?:\/\/\S+$/i.test(value) || /^\/[^/]\S*$/.test(value)) return value;
  return null;
}
