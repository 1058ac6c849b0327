import { Readable } from 'node:stream';

import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/** The most rows one CSV download holds; the answer says when the filter matched more. */
export const EXPORT_MAX_ROWS = 50_000;
const EXPORT_BATCH = 2_000;

const IST_MS = 330 * 60_000;

/** 2025-10-21 14:05, India time. */
export function istDateTime(date: Date): string {
  return new Date(date.getTime() + IST_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * Text people typed must not run as a spreadsheet formula (a name such as =HYPERLINK(…)):
 * a cell starting with = + - @ or a control character is read as text, behind a quote.
 */
export function spreadsheetSafe(value: string | null | undefined): string {
  if (!value) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The last three columns of an export that records where a visitor came from. */
export const UTM_CSV_HEADER = ['UTM Source', 'UTM Medium', 'UTM Campaign'] as const;

export function utmCells(
  utm: { source?: string | null; medium?: string | null; campaign?: string | null } | null,
): string[] {
  return [
    spreadsheetSafe(utm?.source),
    spreadsheetSafe(utm?.medium),
    spreadsheetSafe(utm?.campaign),
  ];
}

/** How many of the `matched` rows the download holds, and whether it was cut short. */
export function exportSize(matched: number) {
  return { rowCount: Math.min(matched, EXPORT_MAX_ROWS), isTruncated: matched > EXPORT_MAX_ROWS };
}

/** Where the next keyset batch starts: after this row (newest first). */
export type ExportCursor = { createdAt: string; id: string };

/**
 * At most EXPORT_MAX_ROWS rows, read in keyset batches: `nextBatch` returns up to `size` rows
 * after `cursor` (null for the first), each carrying its `createdAt` as `cursor` text.
 */
export async function* exportBatches<T extends { id: string; cursor: string }>(
  nextBatch: (cursor: ExportCursor | null, size: number) => Promise<T[]>,
): AsyncGenerator<T> {
  let cursor: ExportCursor | null = null;
  for (let sent = 0; sent < EXPORT_MAX_ROWS;) {
    const batch = await nextBatch(cursor, Math.min(EXPORT_BATCH, EXPORT_MAX_ROWS - sent));
    yield* batch;
    sent += batch.length;
    const last = batch.at(-1);
    if (!last || batch.length < EXPORT_BATCH) return;
    cursor = { createdAt: last.cursor, id: last.id };
  }
}

/**
 * A CSV stream (UTF-8 with BOM, so spreadsheet apps read names correctly): the header, then
 * one line per row, `toCells` getting each row's 1-based serial number.
 */
export function csvStream<T>(
  header: readonly string[],
  rows: AsyncIterable<T>,
  toCells: (row: T, serial: number) => string[],
): Readable {
  async function* cells() {
    let serial = 0;
    for await (const row of rows) yield toCells(row, ++serial);
  }
  const source = Readable.from(cells());
  const csv = stringify({ bom: true, header: true, columns: [...header] });
  // pipe() does not forward errors: a failed batch must end the download, not leave it hanging.
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

/** A column of an export: its header and the row's cell. */
export type CsvColumn<T> = readonly [header: string, cell: (row: T) => string];

/**
 * An export of people who signed up: "S. No.", `columns`, when they signed up (IST) under
 * `dateHeader`, then their UTM attribution. Its `header`, and `stream` for the rows.
 */
export function signUpCsv<T extends { createdAt: Date; utm: Parameters<typeof utmCells>[0] }>(
  columns: readonly CsvColumn<T>[],
  dateHeader: string,
) {
  const header = ['S. No.', ...columns.map(([name]) => name), dateHeader, ...UTM_CSV_HEADER];
  const toCells = (row: T, serial: number) => [
    String(serial),
    ...columns.map(([, cell]) => cell(row)),
    istDateTime(row.createdAt),
    ...utmCells(row.utm),
  ];
  return { header, stream: (rows: AsyncIterable<T>) => csvStream(header, rows, toCells) };
}

/**
 * Sends a CSV as a download named `<name>-<IST day>.csv`, with its row count and whether it was
 * truncated in X-Total-Count and X-Export-Truncated.
 */
export function sendCsvDownload(
  reply: FastifyReply,
  download: { name: string; rowCount: number; isTruncated: boolean; csv: Readable },
) {
  const day = istDateTime(new Date()).slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${download.name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .header('x-total-count', String(download.rowCount))
    .header('x-export-truncated', String(download.isTruncated))
    .send(download.csv);
}
