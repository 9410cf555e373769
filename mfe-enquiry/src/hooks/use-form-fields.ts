import { useState, type ChangeEvent } from 'react';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * The text-field state every enquiry form keeps: the values and one message per
 * field. Editing a field clears its own message (the visitor is fixing it) and
 * runs `onEdit`, where a form drops a stale outcome banner. `initial` (default
 * `empty`) is what the form starts with; `reset` always empties it.
 */
export function useFormFields<Values extends Record<string, string>>(empty: Values, onEdit?: () => void, initial: Values = empty) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    onEdit?.();
  };

  /** name, value, error and onChange of a plain input or textarea bound to `field`. */
  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(field, event.target.value),
  });

  /** The same for a control that hands over its new value (the date picker, the number of people). */
  const valueProps = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => update(field, value),
  });

  const reset = () => setValues(empty);

  return { values, errors, update, fieldProps, valueProps, reset, setErrors };
}
