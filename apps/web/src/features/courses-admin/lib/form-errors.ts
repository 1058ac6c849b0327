import { ApiError } from '@/core/api-client';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const isLeaf = (value: Node) => typeof value.message === 'string' && 'type' in value;

/** How many fields under a react-hook-form errors tree carry a message. */
export function countErrors(errors: unknown): number {
  if (!isNode(errors)) return 0;
  if (isLeaf(errors)) return 1;
  return Object.entries(errors)
    .filter(([key]) => key !== 'ref' && key !== 'root')
    .reduce((sum, [, child]) => sum + countErrors(child), 0);
}

export type ServerFieldError = { field: string; message: string };

/** The {field, message} list of a 400 answer (Validation Error or a rule), else []. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError) || error.status !== 400 || !isNode(error.data)) return [];
  const items = error.data.data;
  if (!Array.isArray(items)) return [];
  return items.filter(
    (item): item is ServerFieldError =>
      isNode(item) &&
      typeof item.field === 'string' &&
      item.field !== '' &&
      typeof item.message === 'string',
  );
}

/** Scrolls the first invalid control into view and focuses it (fields may sit far down). */
export function focusFirstInvalid(root: HTMLElement | null) {
  const el = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!el) return;
  el.scrollIntoView({ block: 'center', behavior: 'smooth' });
  el.focus({ preventScroll: true });
}
