export type QueryValue = string | number | boolean | undefined | null | (string | number)[];
export type Query = Record<string, QueryValue>;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** Array values are repeated (`a=1&a=2`), the form the API's list filters read. */
export function buildUrl(base: string, path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (!isBlank(item)) params.append(name, String(item));
    }
  }
  const url = `${base}${path.startsWith('/') || path === '' ? path : `/${path}`}`;
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/** The path part only, so a query value containing '/admin/' does not count. */
export function pathOf(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? url;
}
