import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from '../form-field/form-field';
import { Combobox, filterOptions, type ComboboxOption } from './combobox';

const cities = [
  { id: 1, name: 'Goa' },
  { id: 2, name: 'Gokarna' },
  { id: 3, name: 'Agra' },
];

function Harness({ clearOn, onPick }: { clearOn?: 'click' | 'focus'; onPick: (option: ComboboxOption) => void }) {
  const [text, setText] = useState('Agra');
  return (
    <>
      <FormField
        label="Destination"
        render={(control) => (
          <Combobox
            control={control}
            options={cities}
            value={text}
            listLabel="Destinations"
            clearOn={clearOn}
            onType={setText}
            onPick={(option) => {
              setText(option.name);
              onPick(option);
            }}
          />
        )}
      />
      <p>outside</p>
    </>
  );
}

it('narrows the list to names containing the typed text, ignoring case', () => {
  expect(filterOptions(cities, 'GO').map((c) => c.name)).toEqual(['Goa', 'Gokarna']);
  expect(filterOptions(cities, 'RA').map((c) => c.name)).toEqual(['Agra']);
  expect(filterOptions(cities, ' ')).toHaveLength(3);
  expect(filterOptions(cities, 'xyz')).toEqual([]);
});

it('with clearOn focus, clears the text and opens the whole list as soon as it is focused (the blog search)', async () => {
  const user = userEvent.setup();
  render(<Harness clearOn="focus" onPick={() => {}} />);
  await user.tab();
  expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('');
  expect(screen.getAllByRole('option')).toHaveLength(3);
});

it('picks with the arrows and Enter, and closes on an outside click', async () => {
  const user = userEvent.setup();
  const picked: ComboboxOption[] = [];
  render(<Harness onPick={(option) => picked.push(option)} />);
  const input = screen.getByRole('combobox', { name: 'Destination' });
  await user.click(input);
  await user.type(input, 'go');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Goa', 'Gokarna']);
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(picked).toEqual([{ id: 2, name: 'Gokarna' }]);
  expect(input).toHaveValue('Gokarna');
  expect(screen.queryByRole('listbox')).toBeNull();

  await user.clear(input);
  await user.type(input, 'a');
  expect(screen.getByRole('listbox', { name: 'Destinations' })).toBeVisible();
  await user.click(screen.getByText('outside'));
  expect(screen.queryByRole('listbox')).toBeNull();
});
