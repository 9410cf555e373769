// The contact and support forms' captcha in a journey. The server sends its code only
// as a picture drawn with paths, which a person reads and a test cannot; the test
// stands in for that person by looking up the code of the challenge whose picture is
// on show (the page's GET /api/contact/captcha answers, matched by picture) in this
// run's database.
import { expect, type Page, type Rows } from './fixtures';

/** The picture's accessible name: what it is, never its code. */
export const CAPTCHA_PICTURE = 'Captcha code: six characters, letters and digits';

export interface CaptchaReader {
  /** The picture on show. */
  picture: ReturnType<Page['getByRole']>;
  /** The picture's data URL, once it is on show. */
  shown(): Promise<string>;
  /** The code drawn in the picture on show. */
  code(): Promise<string>;
}

/** Call before the page opens the form: the challenges are read from the page's own requests. */
export function readCaptcha(page: Page, rows: Rows): CaptchaReader {
  const issued = new Map<string, string>();
  page.on('response', (response) => {
    if (response.request().method() !== 'GET' || !new URL(response.url()).pathname.endsWith('/api/contact/captcha') || response.status() !== 200) return;
    response.json().then(
      (body: { data?: { captchaId: string; image: string } }) => {
        if (body.data) issued.set(body.data.image, body.data.captchaId);
      },
      () => undefined,
    );
  });
  const picture = page.getByRole('img', { name: CAPTCHA_PICTURE, exact: true });
  const shown = async () => {
    await expect(picture).toBeVisible();
    return (await picture.getAttribute('src')) ?? '';
  };
  return {
    picture,
    shown,
    async code() {
      const image = await shown();
      await expect.poll(() => issued.has(image), { message: 'the picture on show came from a GET /api/contact/captcha of this page' }).toBe(true);
      const [row] = rows<{ code: string }>('SELECT code FROM captcha_challenges WHERE id = ?', issued.get(image));
      return row.code;
    },
  };
}

/** The question's answer, in digits: "What is seven plus four?" is 11. */
export function answerQuestion(question: string): string {
  const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  const match = /^What is (\w+) plus (\w+)\?$/.exec(question.trim());
  if (!match) throw new Error(`not a captcha question: ${question}`);
  const [a, b] = [match[1], match[2]].map((word) => words.indexOf(word.toLowerCase()));
  if (a < 0 || b < 0) throw new Error(`a number in words this helper does not know: ${question}`);
  return String(a + b);
}
