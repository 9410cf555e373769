import { captchaMatches, generateCaptcha } from './captcha';

it('makes six characters: three capital letters and three digits', () => {
  for (let run = 0; run < 500; run += 1) {
    const code = generateCaptcha();
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(code.replace(/\d/g, '')).toHaveLength(3);
    expect(code.replace(/[A-Z]/g, '')).toHaveLength(3);
  }
});

it('shuffles: letters and digits appear in every position', () => {
  const letterAt = new Set<number>();
  const digitAt = new Set<number>();
  for (let run = 0; run < 500; run += 1) {
    [...generateCaptcha()].forEach((char, index) => (/\d/.test(char) ? digitAt : letterAt).add(index));
  }
  expect([...letterAt].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  expect([...digitAt].sort()).toEqual([0, 1, 2, 3, 4, 5]);
});

it('is driven by the random source it is given', () => {
  const zeros = () => 0;
  // every pick is the first of its alphabet; every swap takes index 0
  expect(generateCaptcha(zeros)).toMatch(/^[A0]{6}$/);
  const almostOne = () => 0.999999;
  expect(generateCaptcha(almostOne)).toBe('ZZZ999');
});

it('matches exactly, case included, forgiving surrounding spaces', () => {
  expect(captchaMatches('AB1C23', 'AB1C23')).toBe(true);
  expect(captchaMatches(' AB1C23 ', 'AB1C23')).toBe(true);
  expect(captchaMatches('ab1c23', 'AB1C23')).toBe(false);
  expect(captchaMatches('AB1C2', 'AB1C23')).toBe(false);
  expect(captchaMatches('', 'AB1C23')).toBe(false);
});
