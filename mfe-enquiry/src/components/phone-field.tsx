import { FormField, type InputFieldProps } from '@safarnama/shared';

type PhoneFieldProps = Pick<InputFieldProps, 'label' | 'name' | 'error' | 'maxLength'> & {
  value: string;
  onChange: (value: string) => void;
  /** What the field keeps of what is typed or pasted (each form has its own rule). */
  keep: (typed: string) => string;
};

/** A required Indian mobile number, typed without the +91 (the booking form and the quote popup). */
export function PhoneField({ keep, onChange, ...props }: PhoneFieldProps) {
  return (
    <FormField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      required
      {...props}
      onChange={(event) => onChange(keep(event.target.value))}
    />
  );
}
