import type { z } from 'zod';

import type * as Shared from '@app/shared';

type SharedModule = typeof Shared;

/**
 * The name of a shared Zod schema (`'ZUserData'`). A call names the schema of its answer's `data`
 * instead of importing it, so a page's bundle carries the schema's type and not the schema:
 * zod and the answer schemas stay out of the browser's first load in production.
 */
export type SchemaName = {
  [K in keyof SharedModule]: SharedModule[K] extends z.ZodType ? K : never;
}[keyof SharedModule];

/** The data of an answer that follows the named schema. */
export type DataOf<N extends SchemaName> = SharedModule[N] extends z.ZodType
  ? z.output<SharedModule[N]>
  : never;

/** Thrown in tests when an answer does not match the schema its call declared. */
export class AnswerSchemaError extends Error {
  override name = 'AnswerSchemaError';
}

/**
 * The `data` of a 2xx answer, typed by the shared schema its call names. Development and tests
 * load the schema, parse and say loudly when the server and the schema disagree; production
 * trusts the server, whose routes encode every answer through their response schema, and never
 * loads it. Either way the caller gets the data exactly as sent (never the parse's output), so
 * the app behaves the same in every mode.
 */
export async function answerData<N extends SchemaName>(
  name: N,
  data: unknown,
  call: string,
): Promise<DataOf<N>> {
  // Read here, not once at import, so a test can switch modes; a build turns both into constants,
  // and production keeps neither the check nor the imports.
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    const shared = await import('@app/shared');
    const result = (shared[name] as z.ZodType).safeParse(data);
    if (!result.success) {
      const message = `${call}: the answer does not match its schema\n${shared.z.prettifyError(result.error)}`;
      console.error(message, data);
      if (import.meta.env.MODE === 'test') {
        throw new AnswerSchemaError(message, { cause: result.error });
      }
    }
  }
  return data as DataOf<N>;
}
