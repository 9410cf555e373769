import { FormField, type InputFieldProps } from '@safarnama/shared';

type DepartureCityFieldProps = Pick<InputFieldProps, 'label' | 'name' | 'value' | 'error' | 'onChange' | 'autoComplete' | 'placeholder'>;

/** The city a trip starts from, required; 50 characters is what the server stores. */
export function DepartureCityField(props: DepartureCityFieldProps) {
  return <FormField maxLength={50} required {...props} />;
}
