import { FormField, type TextareaFieldProps } from '@safarnama/shared';

type MessageFieldProps = Pick<TextareaFieldProps, 'name' | 'value' | 'error' | 'onChange' | 'hint'>;

/** The required message of the contact and support forms; 5,000 characters is what the server stores. */
export function MessageField(props: MessageFieldProps) {
  return <FormField as="textarea" label="Message" rows={5} maxLength={5000} required {...props} />;
}
