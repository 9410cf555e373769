import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest, ok, refused } from '@safarnama/shared/testing';
import { markPageReady } from '@safarnama/shared';
import { QUESTION_UNAVAILABLE, useCaptchaField } from '../hooks/use-captcha';
import { quietFormTests } from '../testing/forms';
import { CaptchaField } from './captcha-field';

const server = fakeApiPerTest();
quietFormTests();
// the first code is asked for once the page has painted
beforeAll(() => markPageReady());

const PICTURE = 'Captcha code: six characters, letters and digits';
const ALTERNATIVE = "Can't read it? Answer a question instead";
const ID = 'challenge-1-0000000000000';
const QUESTION_PATH = `/contact/captcha/${ID}/question`;

/** The field as a form holds it; the answer it would send is written out below it. */
function Harness() {
  const [typed, setTyped] = useState('');
  const field = useCaptchaField(typed, setTyped);
  return (
    <form aria-label="Test form">
      <CaptchaField {...field.fieldProps(undefined)} />
      <output>{JSON.stringify(field.answer())}</output>
    </form>
  );
}

beforeEach(() => {
  server.on('GET', '/contact/captcha', ok({ captchaId: ID, image: `data:image/svg+xml;base64,${btoa('<svg/>')}`, expiresAt: '2030-01-01T00:10:00.000Z' }));
});

it('shows the picture with its name, and a question instead when asked: keyboard only, the focus on the answer box', async () => {
  server.on('GET', QUESTION_PATH, ok({ question: 'What is seven plus four?' }));
  const user = userEvent.setup();
  render(<Harness />);
  expect(await screen.findByRole('img', { name: PICTURE })).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveAccessibleDescription('Type the six characters shown, capitals included.');

  // picture's refresh, the box, then the alternative
  await user.tab();
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: ALTERNATIVE })).toHaveFocus();
  await user.keyboard('{Enter}');

  expect(await screen.findByText('What is seven plus four?')).toBeVisible();
  expect(server.calls('GET', QUESTION_PATH)).toHaveLength(1);
  expect(screen.queryByRole('img', { name: PICTURE })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: ALTERNATIVE })).not.toBeInTheDocument();
  const box = screen.getByRole('textbox', { name: 'Captcha' });
  await waitFor(() => expect(box).toHaveFocus());
  expect(box).toHaveAccessibleDescription('What is seven plus four? Type the answer, in digits or in words.');
  expect(box).toHaveAttribute('placeholder', 'Your answer');

  await user.keyboard('eleven');
  // the same challenge takes the question's answer
  expect(screen.getByRole('status')).toHaveTextContent(JSON.stringify({ captchaId: ID, captcha: 'eleven' }));
});

it('says so when the question cannot be had, and refresh brings a new picture', async () => {
  server.on('GET', QUESTION_PATH, refused(404, 'This captcha has expired. Press refresh for a new code.'));
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(await screen.findByRole('button', { name: ALTERNATIVE }));
  expect(await screen.findByRole('alert')).toHaveTextContent(QUESTION_UNAVAILABLE);
  await user.click(screen.getByRole('button', { name: 'Refresh captcha' }));
  expect(await screen.findByRole('img', { name: PICTURE })).toBeVisible();
  expect(server.calls('GET', '/contact/captcha')).toHaveLength(2);
});
