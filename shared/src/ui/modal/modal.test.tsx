import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Enquiry Now
      </button>
      <Modal isOpen={open} onClose={() => setOpen(false)} title="Please share your details to get a custom quote">
        <label>
          Name <input />
        </label>
        <button type="button">Submit</button>
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Enquiry Now' }));
  return user;
}

it('is a modal dialog named by its title, focused on its first field', async () => {
  await openModal();
  const dialog = screen.getByRole('dialog', { name: 'Please share your details to get a custom quote' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
});

it('keeps Tab and Shift+Tab inside the dialog', async () => {
  const user = await openModal();
  const name = screen.getByRole('textbox', { name: 'Name' });
  const submit = screen.getByRole('button', { name: 'Submit' });
  const close = screen.getByRole('button', { name: 'Close' });

  await user.tab();
  expect(submit).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab();
  expect(name).toHaveFocus();
  await user.tab({ shift: true });
  expect(close).toHaveFocus();
});

it('closes on Escape and returns focus to the opener', async () => {
  const user = await openModal();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Enquiry Now' })).toHaveFocus();
});

it('closes on a backdrop click but not on a click inside', async () => {
  const user = await openModal();
  await user.click(screen.getByRole('textbox', { name: 'Name' }));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await user.click(screen.getByTestId('modal-backdrop'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('closes with its Close button and locks body scroll while open', async () => {
  const user = await openModal();
  expect(document.body.style.overflow).toBe('hidden');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body.style.overflow).toBe('');
  expect(screen.getByRole('button', { name: 'Enquiry Now' })).toHaveFocus();
});
