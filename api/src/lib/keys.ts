// How names typed or carried in URLs are matched against stored names: case,
// accents, spaces, hyphens, underscores and punctuation do not matter and "&"
// equals "and" ("andaman-&-nicobar", "Andaman & Nicobar" and "andaman-and-nicobar"
// are one key). Both the stored rows and the lookups use this function.
export function lookupKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Category names as the site writes them: "Water_Activities", "water-activities",
 * "Friend" and "Friends", "Honeymoon" and "HoneyMoon" are one theme.
 */
export function categoryKey(text: string): string {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular)
    .join(' ');
}

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('ous')) return word.slice(0, -1);
  return word;
}
