// Finding known phrases among a message's words: one map lookup per word.

export interface PhraseHit<T> {
  value: T;
  start: number;
  end: number;
}

export class PhraseSet<T> {
  /** First word -> the phrases (as word lists) starting with it, longest first. */
  private readonly byFirst = new Map<string, { words: string[]; value: T }[]>();

  constructor(entries: Iterable<readonly [phrase: string, value: T]>) {
    for (const [phrase, value] of entries) {
      const words = phrase.split(' ').filter(Boolean);
      if (words.length === 0) continue;
      const list = this.byFirst.get(words[0]) ?? [];
      list.push({ words, value });
      list.sort((a, b) => b.words.length - a.words.length);
      this.byFirst.set(words[0], list);
    }
  }

  /** Non-overlapping occurrences, longest phrase first at each position. */
  find(tokens: readonly string[]): PhraseHit<T>[] {
    const hits: PhraseHit<T>[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const candidates = this.byFirst.get(tokens[i]);
      if (!candidates) continue;
      const hit = candidates.find((c) => c.words.every((w, k) => tokens[i + k] === w));
      if (hit) {
        hits.push({ value: hit.value, start: i, end: i + hit.words.length });
        i += hit.words.length - 1;
      }
    }
    return hits;
  }

  has(tokens: readonly string[]): boolean {
    return this.find(tokens).length > 0;
  }
}
