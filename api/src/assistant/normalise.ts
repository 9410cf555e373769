// One spelling for matching: lower case, no accents, no markup, '&' as 'and'.
// The visitor's text is only ever parsed, never written back into an answer.

const MARKUP = /<[^>]*>?/g;
/** What the chat route stores in place of a visitor's phone number or email (api/src/lib/mask-contact.ts): not a question about ours. */
const MASKED_CONTACT = /\[(phone|email) hidden\]/gi;

export function normalise(text: string): string {
  return (
    ` ${text} `
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(MASKED_CONTACT, ' ')
      .toLowerCase()
      .replace(MARKUP, ' ')
      .replace(/[’‘`´]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/[–—]/g, '-')
      .replace(/&/g, ' and ')
      // "₹30,000", "rs.30000", "inr 30000": one currency word, spaced from the number
      .replace(/₹|\brs\.?(?=\s*\d)|\binr\b/g, ' rs ')
      .replace(/\s+/g, ' ')
  );
}

/** Words of a normalised text (letters and digits), for matching phrases token by token. */
export function words(text: string): string[] {
  return text.split(/[^a-z0-9]+/).filter(Boolean);
}

/** Whether the normalised text holds the phrase as whole words. */
export function hasPhrase(normalised: string, phrase: string): boolean {
  return ` ${words(normalised).join(' ')} `.includes(` ${phrase} `);
}
