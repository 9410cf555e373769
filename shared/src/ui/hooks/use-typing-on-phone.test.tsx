import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearViewport, mockViewport } from '../../testing/viewport';
import { useTypingOnPhone } from './use-typing-on-phone';

function Page() {
  const typing = useTypingOnPhone();
  return (
    <>
      <p>{typing ? 'buttons aside' : 'buttons shown'}</p>
      <label>
        Destination <input type="text" />
      </label>
      <label>
        Message <textarea />
      </label>
      <label>
        Accept the terms <input type="checkbox" />
      </label>
      <button type="button">Search</button>
      <div role="dialog" aria-label="Please share your details to get a custom quote">
        <label>
          Full Name <input type="text" />
        </label>
      </div>
    </>
  );
}

afterEach(() => clearViewport());

it('on a phone: aside while a text field of the page has focus, back once focus leaves for anything else', async () => {
  mockViewport(390);
  const user = userEvent.setup();
  render(<Page />);
  expect(screen.getByText('buttons shown')).toBeInTheDocument();
  await user.click(screen.getByRole('textbox', { name: 'Destination' }));
  expect(screen.getByText('buttons aside')).toBeInTheDocument();
  // from one field to the next: still aside
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  expect(screen.getByText('buttons aside')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Accept the terms' }));
  expect(screen.getByText('buttons shown')).toBeInTheDocument();
  await user.click(screen.getByRole('textbox', { name: 'Message' }));
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByText('buttons shown')).toBeInTheDocument();
});

it.each([
  ["a dialog's fields leave them as they are (the dialog covers them anyway)", 390, 'Full Name'],
  ['on a wider screen they stay: the corners are clear of the content', 1280, 'Destination'],
])('%s', async (_, width, field) => {
  mockViewport(width);
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('textbox', { name: field }));
  expect(screen.getByText('buttons shown')).toBeInTheDocument();
});
