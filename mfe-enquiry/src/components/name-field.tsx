import { FormField, type InputFieldProps } from '@safarnama/shared';

type NameFieldProps = Pick<InputFieldProps, 'label' | 'name' | 'value' | 'error' | 'onChange'>;

/** A person's name, required in every form; 50 characters is what the server stores. Each form words its label. */
export function NameField(props: NameFieldProps) {
  return <FormField autoComplete="name" maxLength={50} required {...props} />;
}
