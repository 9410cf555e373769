// The captcha as the form tests' fake server draws it: the code cannot be read from
// the page (as on the real site), only matched to the picture the server sent for it.
import { screen } from '@testing-library/react';

/** The fake server's picture of a code. */
export const pictureOf = (code: string) => `data:image/svg+xml;base64,${btoa(`<svg>${code}</svg>`)}`;

/**
 * The server's challenges, one per GET /contact/captcha: each call of the returned
 * function is the next of `codes` (the last one again after that), with the id
 * `idOf` gives its number (1, 2, ...).
 */
export function challenges(idOf: (n: number) => string, codes: readonly string[]) {
  let n = 0;
  return () => {
    const code = codes[Math.min(n, codes.length - 1)];
    n += 1;
    return { captchaId: idOf(n), image: pictureOf(code), expiresAt: '2030-01-01T00:10:00.000Z' };
  };
}

/** The picture of `code`, once the form shows it. */
export async function findPicture(code: string): Promise<HTMLElement> {
  const pictures = await screen.findAllByRole('img', { name: 'Captcha code: six characters, letters and digits' });
  const match = pictures.find((el) => el.getAttribute('src') === pictureOf(code));
  if (!match) throw new Error(`the picture of ${code} is not shown`);
  return match;
}
