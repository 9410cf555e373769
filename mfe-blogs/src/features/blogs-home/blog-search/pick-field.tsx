import { Combobox, FormField, type ComboboxOption } from '@safarnama/shared';
import type { PickedField } from './search-criteria';

export interface PickFieldProps {
  label: string;
  className?: string;
  options: readonly ComboboxOption[];
  /** The list's accessible name ('Destinations'). */
  listLabel: string;
  placeholder: string;
  value: PickedField;
  onChange: (value: PickedField) => void;
}

/** One of the blog search's dropdowns: typing leaves nothing picked, a pick keeps the option's name and id. */
export function PickField({ label, className, options, listLabel, placeholder, value, onChange }: PickFieldProps) {
  return (
    <FormField
      label={label}
      className={className}
      render={(control) => (
        <Combobox
          control={control}
          options={options}
          value={value.text}
          listLabel={listLabel}
          placeholder={placeholder}
          clearOn="focus"
          onType={(text) => onChange({ text, id: null })}
          onPick={(option) => onChange({ text: option.name, id: option.id })}
        />
      )}
    />
  );
}
