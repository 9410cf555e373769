/** A list edited as text, one item a line; blank lines dropped. */
export const toLines = (items: string[]) => items.join('\n');
export const fromLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
