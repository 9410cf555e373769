import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from './toast';
import { ToastArea, toastConfig, toastConfigFor } from './toast-config';
import { Modal } from '../modal/modal';

it('matches the spec: 5 s, pause on hover and focus loss, draggable', () => {
  expect(toastConfig).toMatchObject({ position: 'top-right', autoClose: 5000, pauseOnHover: true, pauseOnFocusLoss: true, draggable: true });
  expect(toastConfigFor('bottom-right', 'enquiry')).toMatchObject({ position: 'bottom-right', containerId: 'enquiry', autoClose: 5000 });
});

it('shows a toast raised before the lazily loaded container is mounted, and Alt+T moves focus to it', async () => {
  const user = userEvent.setup();
  render(<ToastArea />);
  expect(document.querySelector('.Toastify')).toBeNull(); // nothing loaded before it is needed
  act(() => {
    toast.error('Something went wrong!');
  });
  const message = await screen.findByText('Something went wrong!');
  expect(screen.getByRole('region', { name: /notifications alt\+t/i })).toBeInTheDocument();
  await user.keyboard('{Alt>}t{/Alt}');
  expect(message.closest('[tabindex="0"]')).toHaveFocus();
});

it('a toast raised from an open dialog is not inert with the page behind it: it is announced and can be closed', async () => {
  render(
    <>
      <main>
        <p>Package page</p>
        <ToastArea />
      </main>
      <Modal isOpen onClose={() => {}} title="Book Goa Beach Escape">
        <button type="button">Book Now</button>
      </Modal>
    </>,
  );
  expect(screen.getByText('Package page').closest('[inert]')).not.toBeNull();
  act(() => {
    toast.success('Booking request submitted successfully!');
  });
  const message = await screen.findByText('Booking request submitted successfully!');
  expect(message.closest('[inert]')).toBeNull();
  expect(screen.getByRole('button', { name: 'close' }).closest('[inert]')).toBeNull();
});
