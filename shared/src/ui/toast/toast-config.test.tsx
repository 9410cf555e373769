import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { ToastArea, toastConfig, toastConfigFor } from './toast-config';

it('matches the spec: 5 s, pause on hover and focus loss, draggable', () => {
  expect(toastConfig).toMatchObject({ position: 'top-right', autoClose: 5000, pauseOnHover: true, pauseOnFocusLoss: true, draggable: true });
  expect(toastConfigFor('bottom-right', 'enquiry')).toMatchObject({ position: 'bottom-right', containerId: 'enquiry', autoClose: 5000 });
});

it('shows toasts, and Alt+T moves focus to them (react-toastify default hot keys)', async () => {
  const user = userEvent.setup();
  render(<ToastArea />);
  act(() => {
    toast.error('Something went wrong!');
  });
  const message = await screen.findByText('Something went wrong!');
  expect(screen.getByRole('region', { name: /notifications alt\+t/i })).toBeInTheDocument();
  await user.keyboard('{Alt>}t{/Alt}');
  expect(message.closest('[tabindex="0"]')).toHaveFocus();
});
