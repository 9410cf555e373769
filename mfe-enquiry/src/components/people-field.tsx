import { FormField, type InputFieldProps } from '@safarnama/shared';

type PeopleFieldProps = Pick<InputFieldProps, 'label' | 'name' | 'error' | 'inputMode' | 'step'> & {
  value: string;
  onChange: (value: string) => void;
};

/** How many are travelling, 1 to 50, in the enquiry forms. */
export function PeopleField({ onChange, ...props }: PeopleFieldProps) {
  return (
    <FormField
      type="number"
      min={1}
      max={50}
      required
      {...props}
      onChange={(event) => {
        const typed = event.target.value;
        // The input's minimum is 1 (no message): anything lower becomes 1.
        onChange(typed !== '' && Number(typed) < 1 ? '1' : typed);
      }}
    />
  );
}
