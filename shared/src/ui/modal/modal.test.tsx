import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';
import { STAYS_LIVE_ATTRIBUTE } from './inert-outside';

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

describe('the page behind an open dialog', () => {
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <nav aria-label="Main">
          <a href="/blogs">Blog</a>
        </nav>
        <main>
          <button type="button" onClick={() => setOpen(true)}>
            Enquiry Now
          </button>
        </main>
        <div {...{ [STAYS_LIVE_ATTRIBUTE]: '' }} role="status">
          Booking request submitted successfully!
        </div>
        <Modal isOpen={open} onClose={() => setOpen(false)} title="Book Goa Beach Escape">
          <button type="button">Book Now</button>
        </Modal>
      </>
    );
  }

  it('is inert while the dialog is open, but for the toasts; closing restores it and focus returns to the opener', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Enquiry Now' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Book Goa Beach Escape' });
    expect(screen.getByRole('link', { name: 'Blog' }).closest('[inert]')).not.toBeNull();
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    expect(screen.getByRole('status').closest('[inert]')).toBeNull();

    await user.keyboard('{Escape}');
    expect(document.querySelector('[inert]')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('what appears beside the page while the dialog is open is inert too', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Enquiry Now' }));
    const footer = document.createElement('footer');
    container.appendChild(footer);
    await waitFor(() => expect(footer).toHaveAttribute('inert'));
    await user.keyboard('{Escape}');
    expect(footer).not.toHaveAttribute('inert');
  });

  it('a dialog opened from a dialog leaves only itself usable; closing it gives the first one back', async () => {
    function Stacked() {
      const [second, setSecond] = useState(false);
      return (
        <>
          <button type="button">Page</button>
          <Modal isOpen onClose={() => {}} title="Filters">
            <button type="button" onClick={() => setSecond(true)}>
              Choose dates
            </button>
          </Modal>
          <Modal isOpen={second} onClose={() => setSecond(false)} title="Travel date">
            <button type="button">15 June</button>
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Stacked />);
    const choose = screen.getByRole('button', { name: 'Choose dates' });
    await user.click(choose);
    expect(choose.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Page' }).closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('button', { name: '15 June' }).closest('[inert]')).toBeNull();

    await user.keyboard('{Escape}');
    expect(choose.closest('[inert]')).toBeNull();
    expect(choose).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Page' }).closest('[inert]')).not.toBeNull();
  });

  it('leaves alone an inert that the page set itself', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    const own = document.createElement('aside');
    own.setAttribute('inert', '');
    container.appendChild(own);
    await user.click(screen.getByRole('button', { name: 'Enquiry Now' }));
    await user.keyboard('{Escape}');
    expect(own).toHaveAttribute('inert');
  });
});
