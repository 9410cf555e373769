// RFC 4180 CSV: comma-separated, CRLF line ends, fields quoted when they hold a
// comma, quote or line break (quotes doubled). Text that a spreadsheet would run
// as a formula (= + - @, tab, carriage return first) is prefixed with a quote.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
