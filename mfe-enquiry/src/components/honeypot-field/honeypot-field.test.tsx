import fs from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HONEYPOT_FIELD } from '@safarnama/contracts/fields';
import { fakeApiPerTest } from '@safarnama/shared/testing';
import { HoneypotField } from './honeypot-field';

const server = fakeApiPerTest();

function Form({ onTrap = () => undefined }: { onTrap?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form aria-label="Newsletter">
      <input aria-label="Email" />
      <HoneypotField
        value={value}
        onChange={(next) => {
          setValue(next);
          onTrap(next);
        }}
      />
      <button type="button">Send</button>
    </form>
  );
}

const trap = () => document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;

it('is out of the tab order, never autofilled, and hidden from screen readers', async () => {
  const user = userEvent.setup();
  render(<Form />);
  expect(trap()).toHaveAttribute('tabindex', '-1');
  expect(trap()).toHaveAttribute('autocomplete', 'off');
  expect(trap()).toHaveAttribute('type', 'text');
  expect(trap().closest('[aria-hidden="true"]')).not.toBeNull();
  expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
  expect(screen.getAllByRole('textbox')).toEqual([screen.getByRole('textbox', { name: 'Email' })]);

  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
});

it('is drawn off screen, not display:none or visibility:hidden (which form-filling scripts skip)', () => {
  render(<Form />);
  // CSS modules are class names here (identity-obj-proxy); the rule is read from the file itself
  expect(trap().closest('[aria-hidden="true"]')).toHaveClass('honeypot');
  const css = fs.readFileSync(path.join(__dirname, 'honeypot-field.module.css'), 'utf8');
  const rule = /\.honeypot\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  expect(rule).toMatch(/position:\s*absolute/);
  expect(rule).toMatch(/left:\s*-\d{4,}px/);
  expect(rule).not.toMatch(/display:\s*none|visibility:\s*hidden/);
});

it('hands a script-filled value to its form', async () => {
  const onTrap = jest.fn();
  const user = userEvent.setup();
  render(<Form onTrap={onTrap} />);
  await user.type(trap(), 'https://spam.example');
  expect(onTrap).toHaveBeenLastCalledWith('https://spam.example');
  expect(trap()).toHaveValue('https://spam.example');
});

it("starts the bot check's work at the form's first focus, once", async () => {
  const user = userEvent.setup();
  render(<Form />);
  expect(server.calls('GET', '/bot-check/challenge')).toHaveLength(0);
  await user.click(screen.getByRole('textbox', { name: 'Email' }));
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(server.calls('GET', '/bot-check/challenge')).toHaveLength(1));
});
