// A markdown link counts as one word (its label is not spelt out word by word as raw
// '[Kerala tour' text); anything else is a run of non-space characters.
const WORD = /\[[^\]\n]*\]\([^)\s]*\)\S*|\S+/g;

/**
 * Where each word of a reply ends: the text revealed after k words is
 * text.slice(0, ends[k - 1]), spaces and line breaks kept as written.
 */
export function wordEnds(text: string): number[] {
  return Array.from(text.matchAll(WORD), (match) => (match.index ?? 0) + match[0].length);
}
