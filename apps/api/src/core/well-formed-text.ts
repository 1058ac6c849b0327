import type { FastifyInstance } from 'fastify';

import { MSG, type FieldError } from '@app/shared';

import { validationError } from './errors.ts';

// ES2024 string methods (Node 20+); the project's TypeScript lib stops at ES2023.
type Es2024String = string & { isWellFormed(): boolean; toWellFormed(): string };

/**
 * Text PostgreSQL can store: no NUL (text and jsonb refuse U+0000) and no lone UTF-16
 * surrogate (it cannot be encoded as UTF-8). Either would otherwise fail in the database as a 500.
 */
export const isStorableText = (s: string) =>
  (s as Es2024String).isWellFormed() && !s.includes('\0');

/** A path segment as it can be shown back to the client: bad characters become U+FFFD. */
const printable = (segment: string | number) =>
  typeof segment === 'number'
    ? String(segment)
    : (segment as Es2024String).toWellFormed().replaceAll('\0', '\uFFFD');

const isContainer = (v: unknown): v is Record<string, unknown> | unknown[] => {
  if (!v || typeof v !== 'object') return false;
  if (Array.isArray(v)) return true;
  // Plain objects only (Object.prototype, none, or the null-prototype base of a parsed query
  // string): a Buffer, a stream or any class instance (uploads) is not walked key by key.
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === null || Object.getPrototypeOf(proto) === null;
};

type Node = { value: Record<string, unknown> | unknown[]; key?: string | number; parent?: Node };

function pathOf(node: Node | undefined, last: string | number): string {
  const segments: (string | number)[] = [last];
  for (let n = node; n?.key !== undefined; n = n.parent) segments.push(n.key);
  return segments.reverse().map(printable).join('.');
}

/**
 * Every field (as "path.to.field", the way validation errors name them) of a parsed body,
 * query or params whose text — value or key — PostgreSQL cannot store; at most `max` of them.
 * Iterative (parent links, not copied paths) so a deeply nested body costs neither stack nor
 * quadratic time.
 */
export function findUnstorableText(value: unknown, max = 10): string[] {
  if (typeof value === 'string') return isStorableText(value) ? [] : ['body'];
  if (!isContainer(value)) return [];
  const found: string[] = [];
  const stack: Node[] = [{ value }];
  while (stack.length && found.length < max) {
    const node = stack.pop()!;
    const entries: [string | number, unknown][] = Array.isArray(node.value)
      ? node.value.map((item, i) => [i, item])
      : Object.entries(node.value);
    for (const [key, item] of entries) {
      if (typeof key === 'string' && !isStorableText(key)) {
        found.push(pathOf(node, key));
      } else if (typeof item === 'string') {
        if (!isStorableText(item)) found.push(pathOf(node, key));
      } else if (isContainer(item)) {
        stack.push({ value: item, key, parent: node });
      }
      if (found.length >= max) break;
    }
  }
  return found;
}

/**
 * One place refuses NUL and invalid Unicode in every body, query and path parameter with the
 * usual 400 'Validation Error', before any route's schema or handler sees them.
 */
export function registerWellFormedText(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const fields = [
      ...findUnstorableText(request.params),
      ...findUnstorableText(request.query),
      ...findUnstorableText(request.body),
    ];
    if (!fields.length) return done();
    const data: FieldError[] = fields.map((field) => ({ field, message: MSG.invalidCharacters }));
    done(validationError(data));
  });
}
