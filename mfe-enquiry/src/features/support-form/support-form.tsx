import { useState } from 'react';
import { Button } from '@safarnama/shared';
import { MessageForm } from '../../components/message-form';
import { FormFailure } from '../../components/form-failure';
import { CaptchaField } from '../../components/captcha-field';
import { EmailField } from '../../components/email-field';
import { NameField } from '../../components/name-field';
import { MessageField } from '../../components/message-field';
import { validateMessage } from '../../lib/message-validation';
import { CAPTCHA_WRONG, useCaptchaField } from '../../hooks/use-captcha';
import { useFormFields, type FieldErrors } from '../../hooks/use-form-fields';
import { useFormSubmit } from '../../hooks/use-form-submit';
import layout from '../../components/form-layout.module.css';
import styles from './support-form.module.css';
import { PrivacyNotice } from '../../components/privacy-notice/privacy-notice';

const FIELDS = ['name', 'email', 'message', 'captcha'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Outcome = { kind: 'sent'; name: string } | { kind: 'failed'; message: string } | null;

const EMPTY: Values = { name: '', email: '', message: '', captcha: '' };
export const SUPPORT_SUBJECT = 'Customer support request';

/**
 * The Customer Support page's 'Send us a message' form. The spec's original did
 * nothing on submit; ours validates and stores the message (POST /api/contact,
 * source 'support') so the support team can answer it. Like the contact form it
 * answers the server's captcha: every message that route stores passed one.
 */
export default function SupportForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [honeypot, setHoneypot] = useState('');
  const { values, errors, update, fieldProps, reset, setErrors } = useFormFields(EMPTY, () => {
    if (outcome?.kind === 'failed') setOutcome(null);
  });
  const captchaField = useCaptchaField(values.captcha, (value) => update('captcha', value));

  const { busy, onSubmit } = useFormSubmit(setErrors, {
    onStart: () => setOutcome(null),
    validate: () => {
      const found: FieldErrors<Field> = validateMessage(values, 'Full name is required');
      const captchaError = captchaField.check();
      if (captchaError) found.captcha = captchaError;
      return found;
    },
    send: () =>
      captchaField.sendMessage(
        { name: values.name.trim(), email: values.email.trim(), subject: SUPPORT_SUBJECT, message: values.message.trim(), source: 'support' },
        honeypot,
        FIELDS,
        {
          refused: 'We could not send your message. Please try again.',
          serverMessageFirst: true,
          failed: 'We could not send your message. Please try again, or call us.',
          log: '[support] message not sent:',
        },
      ),
    onSent: () => {
      setOutcome({ kind: 'sent', name: values.name.trim().split(/\s+/)[0] });
      reset();
      captchaField.refreshCaptcha();
    },
    onFailed: (message) => {
      // a wrong code is told beside the code only
      if (message !== CAPTCHA_WRONG) setOutcome({ kind: 'failed', message });
    },
  });

  return (
    <MessageForm titleId="support-form-title" onSubmit={onSubmit} honeypot={honeypot} onHoneypotChange={setHoneypot}>
      <NameField label="Full name" {...fieldProps('name')} />
      <EmailField {...fieldProps('email')} />
      <MessageField hint="Include your booking name or travel dates if you have them." {...fieldProps('message')} />
      <CaptchaField {...captchaField.fieldProps(errors.captcha)} />
      <Button type="submit" loading={busy} className={styles.submit}>
        Submit
      </Button>
      <PrivacyNotice />
      <div aria-live="polite" className={layout.liveArea}>
        {outcome?.kind === 'sent' && (
          <p className={layout.success}>
            Thank you, {outcome.name}. Your message is with our support team and we will reply by email within 24 hours.
          </p>
        )}
      </div>
      {outcome?.kind === 'failed' && <FormFailure>{outcome.message}</FormFailure>}
    </MessageForm>
  );
}
