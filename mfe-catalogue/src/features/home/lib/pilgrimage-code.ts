const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';

/** A number in [0, 1), like Math.random. */
export type RandomSource = () => number;

function pick(alphabet: string, random: RandomSource): string {
  return alphabet[Math.floor(random() * alphabet.length) % alphabet.length];
}

/**
 * The pilgrimage section's six-character code: three capital letters and three
 * digits, shuffled (Fisher-Yates), e.g. "K4R7Q2".
 */
export function pilgrimageCode(random: RandomSource = Math.random): string {
  const chars = [
    ...Array.from({ length: 3 }, () => pick(LETTERS, random)),
    ...Array.from({ length: 3 }, () => pick(DIGITS, random)),
  ];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1)) % (i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
