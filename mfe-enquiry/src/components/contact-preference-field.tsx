import { useId } from 'react';
import {
  CONTACT_METHODS,
  contactPreferenceField as words,
  joinContactPreference,
  parseContactPreference,
  type ContactMethod,
} from '@safarnama/contracts/fields';
import { cx } from '@safarnama/shared';
// The label, hint and error look of every other field: FormField's own classes.
import fieldStyles from '@safarnama/shared/ui/form-field/form-field.module.css';
import styles from './contact-preference-field.module.css';

interface ContactPreferenceFieldProps {
  /** The ticked ways, comma-separated ('phone,email'): the forms keep every value as text. */
  value: string;
  error?: string;
  onChange: (value: string) => void;
  name?: string;
}

/**
 * 'How should we contact you?' on every lead form: Phone call, WhatsApp
 * and Email as checkboxes (the form starts with Phone call ticked) and the line
 * that promises at most 3 agents. The group is described by that line and by the
 * error, so a screen reader hears both when it enters the group.
 */
export function ContactPreferenceField({ value, error, onChange, name = 'contactPreference' }: ContactPreferenceFieldProps) {
  const id = useId();
  const agentsId = `${id}-agents`;
  const errorId = `${id}-error`;
  const ticked = parseContactPreference(value);
  const toggle = (method: ContactMethod, on: boolean) =>
    onChange(joinContactPreference(on ? [...ticked, method] : ticked.filter((m) => m !== method)));

  return (
    <fieldset className={styles.group} aria-describedby={error ? `${errorId} ${agentsId}` : agentsId}>
      <legend className={cx(styles.legend, fieldStyles.label)}>
        {words.legend}
        <span className={fieldStyles.required} aria-hidden="true">
          *
        </span>
      </legend>
      <div className={styles.options}>
        {CONTACT_METHODS.map((method) => (
          <label key={method} className={styles.option}>
            <input
              type="checkbox"
              className={styles.checkbox}
              name={name}
              value={method}
              checked={ticked.includes(method)}
              aria-invalid={Boolean(error)}
              onChange={(event) => toggle(method, event.target.checked)}
            />
            {words.labels[method]}
          </label>
        ))}
      </div>
      <p id={agentsId} className={fieldStyles.hint}>
        {words.agents}
      </p>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
