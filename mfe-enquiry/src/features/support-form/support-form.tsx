import { useState, type FormEvent } from 'react';
import { api, Button, FormField } from '@safarnama/shared';
import { fieldErrorsFrom, isBlank, isConnectionFailure, isEmail } from '../common/form-helpers';
import styles from './support-form.module.css';

const FIELDS = ['name', 'email', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;
type Outcome = { kind: 'sent'; name: string } | { kind: 'failed'; message: string } | null;

const EMPTY: Values = { name: '', email: '', message: '' };
export const SUPPORT_SUBJECT = 'Customer support request';

function validate(values: Values): Errors {
  const errors: Errors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Full name is required';
  else if (name.length < 2) errors.name = 'Name must be at least 2 characters long';
  if (isBlank(values.email)) errors.email = 'Email is required';
  else if (!isEmail(values.email)) errors.email = 'Please enter a valid email address';
  if (isBlank(values.message)) errors.message = 'Message is required';
  return errors;
}

/**
 * The Customer Support page's 'Send us a message' form. The spec's original did
 * nothing on submit; ours validates and stores the message (POST /api/contact,
 * source 'support') so the support team can answer it.
 */
export default function SupportForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    if (outcome?.kind === 'failed') setOutcome(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validate(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setOutcome(null);
      return;
    }
    setSubmitting(true);
    setOutcome(null);
    try {
      const result = await api.sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: SUPPORT_SUBJECT,
        message: values.message.trim(),
        source: 'support',
      });
      if (result.code === 1) {
        setOutcome({ kind: 'sent', name: values.name.trim().split(/\s+/)[0] });
        setValues(EMPTY);
      } else {
        setErrors(fieldErrorsFrom(result, FIELDS));
        setOutcome({ kind: 'failed', message: result.message || 'We could not send your message. Please try again.' });
      }
    } catch (error) {
      console.error('[support] message not sent:', error);
      setOutcome({
        kind: 'failed',
        message: isConnectionFailure(error)
          ? 'Failed to connect. Please check your internet.'
          : 'We could not send your message. Please try again, or call us.',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="support-form-title">
      <h2 id="support-form-title" className={styles.title}>
        Send us a message
      </h2>
      <FormField
        label="Full name"
        name="name"
        autoComplete="name"
        maxLength={50}
        required
        value={values.name}
        error={errors.name}
        onChange={(e) => update('name', e.target.value)}
      />
      <FormField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        maxLength={100}
        required
        value={values.email}
        error={errors.email}
        onChange={(e) => update('email', e.target.value)}
      />
      <FormField
        as="textarea"
        label="Message"
        name="message"
        rows={5}
        maxLength={5000}
        required
        hint="Include your booking name or travel dates if you have them."
        value={values.message}
        error={errors.message}
        onChange={(e) => update('message', e.target.value)}
      />
      <Button type="submit" loading={submitting} className={styles.submit}>
        Submit
      </Button>
      <div aria-live="polite" className={styles.outcomeArea}>
        {outcome?.kind === 'sent' && (
          <p className={styles.sent}>
            Thank you, {outcome.name}. Your message is with our support team and we will reply by email within 24 hours.
          </p>
        )}
      </div>
      {outcome?.kind === 'failed' && (
        <p className={styles.failed} role="alert">
          {outcome.message}
        </p>
      )}
    </form>
  );
}
