import { FormField, type InputFieldProps } from '@safarnama/shared';

type EmailFieldProps = Pick<InputFieldProps, 'name' | 'value' | 'error' | 'onChange'>;

/** The same required email input in every enquiry form; 100 characters is what the server stores. */
export function EmailField(props: EmailFieldProps) {
  return <FormField label="Email" type="email" autoComplete="email" maxLength={100} required {...props} />;
}
