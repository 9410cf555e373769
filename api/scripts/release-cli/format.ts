// How the release commands print what they read back: plain aligned columns that
// read well in a terminal and survive a copy into a chat or a ticket.

/** Rows under a header, each column as wide as its widest cell; the last column is not padded. */
export function table(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  return all.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : (cell ?? '').padEnd(widths[i]))).join('  ').trimEnd()).join('\n');
}

export const percentText = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** "1.3.0 -> 1.4.0", "-> 1.4.0" (a first pin or a publish), "1.4.0" (nothing before). */
export function change(from: string | null, to: string | null): string {
  if (from && to) return `${from} -> ${to}`;
  return to ? `-> ${to}` : (from ?? '');
}

export const json = (value: unknown) => JSON.stringify(value, null, 2);
