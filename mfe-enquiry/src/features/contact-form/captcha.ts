const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';

/** A random number in [0, 1); injectable so tests can pin the code. */
export type RandomSource = () => number;

function pick(alphabet: string, random: RandomSource): string {
  return alphabet[Math.floor(random() * alphabet.length) % alphabet.length];
}

/**
 * The contact form's code (spec 2, section 4): six characters, three capital
 * letters and three digits, shuffled (Fisher-Yates).
 */
export function generateCaptcha(random: RandomSource = Math.random): string {
  const chars = [
    pick(LETTERS, random),
    pick(LETTERS, random),
    pick(LETTERS, random),
    pick(DIGITS, random),
    pick(DIGITS, random),
    pick(DIGITS, random),
  ];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1)) % (i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** The typed answer must match the code exactly (case included); surrounding spaces are forgiven. */
export function captchaMatches(typed: string, code: string): boolean {
  return typed.trim() === code;
}
