// The captcha's code as a picture: svg-captcha draws each character as a path
// from a bundled font (opentype.js), so the answer is nowhere in the markup as
// text, with a few curved noise lines over it. Characters are dark grey
// (#000-#444) on white, at least 9.7:1, and 52 px high in a 200 x 64 picture.
import svgCaptcha from 'svg-captcha';

type ConfigObject = NonNullable<Parameters<typeof svgCaptcha.create>[0]>;
/** The module itself draws a given text; its typings declare only its random-text functions. */
const drawText = svgCaptcha as unknown as (text: string, options: ConfigObject) => string;

export function drawCaptcha(code: string): string {
  const svg = drawText(code, { width: 200, height: 64, fontSize: 58, noise: 3, color: false, background: '' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
