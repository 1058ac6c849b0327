import type { FieldErrors } from 'react-hook-form';

import type { HomeContentInput } from '@app/shared';

import { ApiError } from '@/core/api-client';

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;
const isLeaf = (value: Node) => typeof value.message === 'string' && 'type' in value;

/** How many fields under an errors subtree carry a message. */
export function countErrors(errors: unknown): number {
  if (!isNode(errors)) return 0;
  if (isLeaf(errors)) return 1;
  return Object.entries(errors)
    .filter(([key]) => key !== 'ref' && key !== 'root')
    .reduce((sum, [, child]) => sum + countErrors(child), 0);
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

export type ServerFieldError = { field: string; message: string };

/** The {field, message} list of a 400 Validation Error answer, or [] for any other failure. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError) || error.status !== 400 || !isNode(error.data)) return [];
  const items = error.data.data;
  if (!Array.isArray(items)) return [];
  return items.filter(
    (item): item is ServerFieldError =>
      isNode(item) && typeof item.field === 'string' && typeof item.message === 'string',
  );
}

export type HomeErrors = FieldErrors<HomeContentInput>;
