type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const isLeaf = (value: Node) => typeof value.message === 'string' && 'type' in value;

/** How many fields under a react-hook-form errors tree carry a message. */
export function countErrors(errors: unknown): number {
  if (!isNode(errors)) return 0;
  if (isLeaf(errors)) return 1;
  return Object.entries(errors)
    .filter(([key]) => key !== 'ref')
    .reduce((sum, [, child]) => sum + countErrors(child), 0);
}

/** The message of an array field: on the array itself or on its `root` (useFieldArray). */
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

/** Scrolls the first invalid control into view and focuses it. */
export function focusFirstInvalid(root: HTMLElement | null) {
  const el = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!el) return;
  el.scrollIntoView({ block: 'center', behavior: 'smooth' });
  el.focus({ preventScroll: true });
}
