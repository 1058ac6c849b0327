import { CsvError, parse } from 'csv-parse/sync';
import type { z } from 'zod';

import {
  ASSESS_MSG,
  FIB_CSV_COLUMNS,
  MCQ_CSV_COLUMNS,
  QB_MSG,
  ZFibBody,
  ZMcqBody,
  type FieldError,
  type ImportReport,
} from '@app/shared';

import { AppError, badRequest, validationError } from '../../core/errors.ts';

/**
 * CSV import of MCQs and fill-in-the-blanks (POST /admin/mcqs/import, /admin/fillintheblank/import).
 *
 * The file: UTF-8 (a BOM is fine), comma-separated, RFC 4180 quoting, a header on line 1.
 * Header names are matched case-insensitively and trimmed; every required column must be there
 * (400 importHeaderMissing, data lists them); an unknown or repeated column is refused
 * (400 Validation Error, data names it) so a misspelt column never drops data silently.
 * Blank lines and rows whose cells are all empty are skipped. A row with more cells than the
 * header is rejected; missing trailing cells count as empty.
 * MCQ: option1…option6 (empty ones left out), correct = the 1-based option numbers separated by
 * ";" (or "," / spaces), selectionType may be left empty (then single when one option is correct,
 * else multiple); tags separated by ";" (or ","). Each row then goes through the same schema as
 * the form (ZMcqBody / ZFibBody).
 */
export const CSV_IMPORT_MAX_BYTES = 1024 * 1024;
export const CSV_IMPORT_MAX_ROWS = 1000;

export const CSV_MSG = {
  notCsv: 'The file could not be read as CSV',
  notText: 'The file is not a CSV text file',
  unknownColumn: 'Unknown column: use the columns of the template',
  duplicateColumn: 'This column appears more than once',
  tooManyCells: 'This row has more cells than the header',
  correctFormat: 'List the correct option numbers, e.g. 2 or 1;3',
  correctEmptyOption: 'A correct option number points to an empty option',
} as const;

type Row = { line: number; cells: Record<string, string>; extra: boolean };

const MCQ_REQUIRED = [
  'question',
  'option1',
  'option2',
  'correct',
  'points',
  'difficulty',
  'tags',
] as const;

/** Counts the line breaks of a text ("\r\n", "\n" or a lone "\r" each count once). */
function lineBreaks(text: string): number {
  return text.match(/\r\n|\n|\r/g)?.length ?? 0;
}

/** Control characters other than tab and line breaks in the first 8 KB: not a text file. */
function looksBinary(text: string): boolean {
  const end = Math.min(text.length, 8192);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) return true;
  }
  return false;
}

/** Parses the CSV text into rows keyed by canonical column name, each with its first line. */
export function readCsv(text: string, columns: readonly string[], required: readonly string[]) {
  if (looksBinary(text)) throw badRequest(CSV_MSG.notText);
  let records: { record: string[]; raw: string }[];
  try {
    records = parse(text, {
      bom: true,
      raw: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: CSV_IMPORT_MAX_BYTES,
    }) as unknown as { record: string[]; raw: string }[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw badRequest(line ? `${CSV_MSG.notCsv} (line ${line})` : CSV_MSG.notCsv);
    }
    throw error;
  }
  if (!records.length) throw badRequest(ASSESS_MSG.importEmpty);

  // Where each record starts: the lines consumed so far plus the blank lines skipped before it.
  let consumed = 0;
  const withLines = records.map((r) => {
    const skipped = lineBreaks(/^(?:\r\n|\n|\r)*/.exec(r.raw)?.[0] ?? '');
    const line = consumed + skipped + 1;
    consumed += lineBreaks(r.raw);
    return { line, record: r.record };
  });

  const byLower = new Map(columns.map((c) => [c.toLowerCase(), c]));
  const header = withLines[0]!.record.map((h) => h.trim());
  const issues: FieldError[] = [];
  const seen = new Set<string>();
  const keys = header.map((h) => {
    const key = byLower.get(h.toLowerCase());
    if (!key) {
      if (h) issues.push({ field: h.slice(0, 50), message: CSV_MSG.unknownColumn });
      return null;
    }
    if (seen.has(key)) issues.push({ field: key, message: CSV_MSG.duplicateColumn });
    seen.add(key);
    return key;
  });
  const missing = required.filter((c) => !seen.has(c));
  if (missing.length) {
    throw badRequest(
      ASSESS_MSG.importHeaderMissing,
      missing.map((c) => ({ field: c, message: ASSESS_MSG.importHeaderMissing })),
    );
  }
  if (issues.length) throw validationError(issues.slice(0, 20));

  const rows: Row[] = [];
  for (const { line, record } of withLines.slice(1)) {
    if (record.every((c) => c.trim() === '')) continue;
    const cells: Record<string, string> = {};
    keys.forEach((k, i) => {
      if (k) cells[k] = record[i] ?? '';
    });
    const extra = record.slice(header.length).some((c) => c.trim() !== '');
    rows.push({ line, cells, extra });
  }
  if (!rows.length) throw badRequest(ASSESS_MSG.importEmpty);
  if (rows.length > CSV_IMPORT_MAX_ROWS) throw badRequest(ASSESS_MSG.importTooLarge);
  return rows;
}

/** "12" → 12; "" → undefined (the schema says it is required); anything else → NaN. */
function numberCell(value: string | undefined): number | undefined {
  const v = (value ?? '').trim();
  if (!v) return undefined;
  return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : Number.NaN;
}

const listCell = (value: string | undefined) =>
  (value ?? '')
    .split(/[;,]/)
    .map((t) => t.trim())
    .filter(Boolean);

const enumCell = (value: string | undefined) => {
  const v = (value ?? '').trim().toLowerCase();
  return v || undefined;
};

type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

function issuesOf(error: z.ZodError, field: (path: PropertyKey[], message: string) => string) {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const e = { field: field(issue.path, issue.message), message: issue.message };
    const key = `${e.field}\n${e.message}`;
    if (!seen.has(key)) out.push(e);
    seen.add(key);
  }
  return out;
}

/** One MCQ row → the create body, or the row's errors named by CSV column. */
export function mcqFromRow(cells: Record<string, string>): Parsed<z.output<typeof ZMcqBody>> {
  const errors: FieldError[] = [];
  const optionColumns: number[] = [];
  const options: { text: string; isCorrect: boolean }[] = [];
  for (let n = 1; n <= 6; n++) {
    const text = (cells[`option${n}`] ?? '').trim();
    if (text) {
      optionColumns.push(n);
      options.push({ text, isCorrect: false });
    }
  }
  const correctText = (cells.correct ?? '').trim();
  const numbers = correctText.split(/[;,\s]+/).filter(Boolean);
  if (!numbers.length || numbers.some((n) => !/^[1-6]$/.test(n))) {
    errors.push({ field: 'correct', message: CSV_MSG.correctFormat });
  } else {
    for (const n of numbers) {
      const at = optionColumns.indexOf(Number(n));
      if (at < 0) {
        errors.push({ field: 'correct', message: CSV_MSG.correctEmptyOption });
        break;
      }
      options[at]!.isCorrect = true;
    }
  }
  const correctCount = options.filter((o) => o.isCorrect).length;
  const selectionType =
    enumCell(cells.selectionType) ?? (correctCount <= 1 ? 'single' : 'multiple');
  const candidate = {
    question: cells.question ?? '',
    options,
    selectionType,
    points: numberCell(cells.points),
    difficulty: enumCell(cells.difficulty),
    tags: listCell(cells.tags),
  };
  const parsed = ZMcqBody.safeParse(candidate);
  if (parsed.success && !errors.length) return { ok: true, value: parsed.data };
  if (parsed.success) return { ok: false, errors };
  const aboutCorrect: string[] = [
    QB_MSG.singleExactlyOne,
    QB_MSG.multipleAtLeastTwo,
    QB_MSG.multipleTwoToThree,
  ];
  const schemaErrors = issuesOf(parsed.error, (path, message) => {
    const [head, index] = path;
    if (head === 'options' && typeof index === 'number') {
      return `option${optionColumns[index] ?? index + 1}`;
    }
    if (head === 'options') return aboutCorrect.includes(message) ? 'correct' : 'options';
    return String(head ?? 'row');
  });
  // When the correct column itself could not be read, the count rules add nothing to say.
  return {
    ok: false,
    errors: errors.length
      ? [...errors, ...schemaErrors.filter((e) => e.field !== 'correct')]
      : schemaErrors,
  };
}

export function fibFromRow(cells: Record<string, string>): Parsed<z.output<typeof ZFibBody>> {
  const parsed = ZFibBody.safeParse({
    question: cells.question ?? '',
    correctAnswer: cells.correctAnswer ?? '',
    points: numberCell(cells.points),
    difficulty: enumCell(cells.difficulty),
    tags: listCell(cells.tags),
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: issuesOf(parsed.error, (path) => String(path[0] ?? 'row')) };
}

/**
 * Reads a whole import: the valid rows' bodies (in file order) and the report of the rejected
 * ones. `created` is filled in by the caller once the rows are saved.
 */
export function readImport<T>(
  body: unknown,
  kind: 'mcq' | 'fib',
): { valid: T[]; report: ImportReport } {
  if (typeof body !== 'string') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as CSV (Content-Type text/csv)');
  }
  const rows =
    kind === 'mcq'
      ? readCsv(body, MCQ_CSV_COLUMNS, MCQ_REQUIRED)
      : readCsv(body, FIB_CSV_COLUMNS, FIB_CSV_COLUMNS);
  const valid: T[] = [];
  const rejected: ImportReport['rejected'] = [];
  for (const row of rows) {
    if (row.extra) {
      rejected.push({ line: row.line, errors: [{ field: 'row', message: CSV_MSG.tooManyCells }] });
      continue;
    }
    const parsed = kind === 'mcq' ? mcqFromRow(row.cells) : fibFromRow(row.cells);
    if (parsed.ok) valid.push(parsed.value as T);
    else rejected.push({ line: row.line, errors: parsed.errors });
  }
  return { valid, report: { totalRows: rows.length, created: 0, rejected } };
}
