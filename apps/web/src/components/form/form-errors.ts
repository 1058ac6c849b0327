import { get, type FieldErrors } from 'react-hook-form';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const isLeaf = (value: Node) => typeof value.message === 'string' && 'type' in value;

/**
 * How many fields under a react-hook-form errors tree carry a message. The top level's `root`
 * is the form's own alert, not a field; deeper down `root` is a list's message and counts.
 */
export function countErrors(errors: unknown, isTop = true): number {
  if (!isNode(errors)) return 0;
  if (isLeaf(errors)) return 1;
  return Object.entries(errors)
    .filter(([key]) => key !== 'ref' && !(isTop && key === 'root'))
    .reduce((sum, [, child]) => sum + countErrors(child, false), 0);
}

/** The dotted path of the first field with an error, in schema order. */
export function firstErrorPath(errors: unknown, prefix = ''): string | null {
  if (!isNode(errors)) return null;
  if (isLeaf(errors)) return prefix || null;
  for (const [key, child] of Object.entries(errors)) {
    if (key === 'ref' || key === 'root') continue;
    const found = firstErrorPath(child, prefix ? `${prefix}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/** The message of one field in an errors tree (dotted path), if it has one. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  return listMessage(get(errors, path));
}

/** The message of a field, or of an array field on its `root` (useFieldArray puts it there). */
export function listMessage(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (typeof node.message === 'string' && node.message) return node.message;
  const root = node.root;
  return isNode(root) && typeof root.message === 'string' ? root.message : undefined;
}

/** Every message under a node (entries of a list whose indices the schema may have shifted). */
export function allMessages(node: unknown): string[] {
  if (!isNode(node)) return [];
  const own = typeof node.message === 'string' && node.message ? [node.message] : [];
  const children = Object.entries(node)
    .filter(([key]) => key !== 'ref' && key !== 'message' && key !== 'type')
    .flatMap(([, child]) => allMessages(child));
  return [...new Set([...own, ...children])];
}

/**
 * Whether a dotted path names a value of the form ('metaData.faqs.0.answer'): a server issue on
 * it can be shown under its field. A key that is there but undefined (an empty number) counts.
 */
export function hasPath(values: unknown, path: string): boolean {
  const keys = path.split('.');
  let node: unknown = values;
  for (const key of keys.slice(0, -1)) {
    if (!isNode(node)) return false;
    node = node[key];
  }
  return isNode(node) && keys.at(-1)! in node;
}

/** The dotted path of every field with a message (list messages on `root` name the list). */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (!isNode(errors)) return [];
  if (isLeaf(errors)) return prefix ? [prefix] : [];
  return Object.entries(errors).flatMap(([key, child]) => {
    if (key === 'ref') return [];
    if (key === 'root') return prefix && isNode(child) ? [prefix] : [];
    return errorPaths(child, prefix ? `${prefix}.${key}` : key);
  });
}

/**
 * Scrolls the first invalid control in page order into view and focuses it: one marked
 * aria-invalid, or the control named by a field in `paths` (a radio group, a checkbox).
 */
export function focusFirstInvalid(root: HTMLElement | null, paths: string[] = []) {
  const named = paths.map((path) => `[name="${CSS.escape(path)}"]`);
  const el = root?.querySelector<HTMLElement>(['[aria-invalid="true"]', ...named].join(', '));
  if (!el) return;
  el.scrollIntoView({ block: 'center', behavior: 'smooth' });
  el.focus({ preventScroll: true });
}
