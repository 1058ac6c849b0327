import { z } from 'zod';

/** Thrown in tests when an answer does not match the schema its call declared. */
export class AnswerSchemaError extends Error {
  override name = 'AnswerSchemaError';
}

/**
 * The `data` of a 2xx answer, typed by the shared schema of its call. Development and tests parse
 * it and say loudly when the server and the schema disagree; production trusts the server, whose
 * routes encode every answer through their response schema. Either way the caller gets the data
 * exactly as sent (never the parse's output), so the app behaves the same in every mode.
 */
export function answerData<S extends z.ZodType>(
  schema: S,
  data: unknown,
  call: string,
): z.output<S> {
  // Read here, not once at import, so a test can switch modes; a build turns both into constants,
  // and production keeps neither the check nor the parse.
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    const result = schema.safeParse(data);
    if (!result.success) {
      const message = `${call}: the answer does not match its schema\n${z.prettifyError(result.error)}`;
      console.error(message, data);
      if (import.meta.env.MODE === 'test') {
        throw new AnswerSchemaError(message, { cause: result.error });
      }
    }
  }
  return data as z.output<S>;
}
