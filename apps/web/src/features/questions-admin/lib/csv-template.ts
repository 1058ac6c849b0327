import { FIB_CSV_COLUMNS, MCQ_CSV_COLUMNS } from '@app/shared';

/** RFC 4180 quoting: a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const row = (fields: readonly string[]) => fields.map(csvField).join(',');

/** The template a person fills in: the header the API expects and two worked examples. */
export function csvTemplate(kind: 'mcq' | 'fib'): string {
  if (kind === 'mcq') {
    return [
      row(MCQ_CSV_COLUMNS),
      row([
        'Which keyword declares a block-scoped constant in JavaScript?',
        'var',
        'let',
        'const',
        'static',
        '',
        '',
        '3',
        'single',
        '2',
        'easy',
        'javascript;basics',
      ]),
      row([
        'Which of these are JavaScript primitive types?',
        'string',
        'object',
        'boolean',
        'array',
        '',
        '',
        '1;3',
        'multiple',
        '4',
        'medium',
        'javascript;types',
      ]),
    ].join('\r\n');
  }
  return [
    row(FIB_CSV_COLUMNS),
    row([
      'The keyword that leaves a loop early is ____.',
      'break',
      '2',
      'easy',
      'javascript;loops',
    ]),
    row(['HTTP status code for "Not Found" is ____.', '404', '1', 'easy', 'web;http']),
  ].join('\r\n');
}

/** Starts a download of `text` as a file named `name`. */
export function downloadText(name: string, text: string, type = 'text/csv') {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
