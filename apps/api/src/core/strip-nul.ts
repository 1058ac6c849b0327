import type { FastifyInstance } from 'fastify';

/**
 * Removes U+0000 from every string of a parsed body or query, in place. PostgreSQL text and
 * jsonb cannot hold it, so a NUL typed into any field would otherwise fail in the database as a
 * 500. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function stripNul<T>(value: T): T {
  if (typeof value === 'string')
    return (value.includes('\0') ? value.replaceAll('\0', '') : value) as T;
  if (!value || typeof value !== 'object') return value;
  const stack: Record<string, unknown>[] = [value as Record<string, unknown>];
  while (stack.length) {
    const node = stack.pop()!;
    for (const key of Object.keys(node)) {
      const item = node[key];
      if (typeof item === 'string') {
        if (item.includes('\0')) node[key] = item.replaceAll('\0', '');
      } else if (item && typeof item === 'object') {
        stack.push(item as Record<string, unknown>);
      }
    }
  }
  return value;
}

export function registerStripNul(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    request.body = stripNul(request.body);
    request.query = stripNul(request.query);
    request.params = stripNul(request.params);
    done();
  });
}
