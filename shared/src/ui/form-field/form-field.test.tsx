import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from './form-field';

it('labels the input and links its error with aria-describedby', () => {
  render(<FormField label="Email" type="email" error="Please enter a valid email address" required />);
  const input = screen.getByRole('textbox', { name: /email/i });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  expect(input).toBeRequired();
});

it('is valid and undescribed without an error', () => {
  render(<FormField label="Full name" />);
  const input = screen.getByRole('textbox', { name: 'Full name' });
  expect(input).toHaveAttribute('aria-invalid', 'false');
  expect(input).not.toHaveAttribute('aria-describedby');
});

it('describes with both the error and the hint', () => {
  render(<FormField label="Phone" hint="10 digits, +91" error="Phone number must be 10 digits" />);
  expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription('Phone number must be 10 digits 10 digits, +91');
});

it('renders a select with options', async () => {
  const user = userEvent.setup();
  render(
    <FormField
      as="select"
      label="Month"
      defaultValue="November"
      options={[
        { value: 'November', label: 'November' },
        { value: 'December', label: 'December' },
      ]}
    />,
  );
  const select = screen.getByRole('combobox', { name: 'Month' });
  await user.selectOptions(select, 'December');
  expect(select).toHaveValue('December');
});

it('renders a textarea', () => {
  render(<FormField as="textarea" label="Message" error="Required" />);
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Required');
});

it('wires a custom control through render', () => {
  render(
    <FormField
      label="Departure date"
      error="Required"
      render={(control) => <input {...control} readOnly placeholder="dd/mm/yyyy" />}
    />,
  );
  const input = screen.getByRole('textbox', { name: 'Departure date' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Required');
});
