import { checkContactPreference, parseContactPreference } from '@safarnama/contracts/fields';
import { useState } from 'react';
import { Button, FormField, ToastArea, toast } from '@safarnama/shared';
import { MessageForm } from '../../components/message-form';
import { CaptchaField } from '../../components/captcha-field';
import { ContactPreferenceField } from '../../components/contact-preference-field';
import { EmailField } from '../../components/email-field';
import { NameField } from '../../components/name-field';
import { MessageField } from '../../components/message-field';
import { validateMessage } from '../../lib/message-validation';
import { CAPTCHA_WRONG, useCaptchaField } from '../../hooks/use-captcha';
import { useFormFields, type FieldErrors } from '../../hooks/use-form-fields';
import { useFormSubmit } from '../../hooks/use-form-submit';
import layout from '../../components/form-layout.module.css';
import styles from './contact-form.module.css';
import { PrivacyNotice } from '../../components/privacy-notice/privacy-notice';

export const CONTACT_SUCCESS = 'Form submitted successfully.';
/** The contact page's toasts sit bottom-right, away from the site's top-right ones. */
const TOASTS = 'contact-form';

/** The fields whose messages the server can send back; the captcha is checked there too. */
const FIELDS = ['name', 'email', 'subject', 'message', 'contactPreference', 'captcha'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** Phone call is ticked when the form opens (the API's default when none is sent). */
const EMPTY: Values = { name: '', email: '', subject: '', message: '', contactPreference: 'phone', captcha: '' };

/**
 * 'Get in Touch': on submit the page scrolls to the
 * top; the message goes to POST /api/contact with the answer to the server's
 * captcha. A wrong code comes back as the inline message and a new code; a right
 * one stores the message, then the form toasts, resets and shows a new code.
 */
export default function ContactForm() {
  const { values, errors, update, fieldProps, valueProps, reset, setErrors } = useFormFields(EMPTY);
  const captchaField = useCaptchaField(values.captcha, (value) => update('captcha', value));
  const [honeypot, setHoneypot] = useState('');

  const { busy, onSubmit } = useFormSubmit(setErrors, {
    onStart: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
    validate: () => {
      const found: FieldErrors<Field> = validateMessage(values, 'Name is required');
      const preferenceError = checkContactPreference(values.contactPreference);
      if (preferenceError) found.contactPreference = preferenceError;
      const captchaError = captchaField.check();
      if (captchaError) found.captcha = captchaError;
      return found;
    },
    send: () => {
      const subject = values.subject.trim();
      return captchaField.sendMessage(
        {
          name: values.name.trim(),
          email: values.email.trim(),
          ...(subject ? { subject } : {}),
          message: values.message.trim(),
          source: 'contact',
          contactPreference: parseContactPreference(values.contactPreference),
        },
        honeypot,
        FIELDS,
        { refused: 'We could not send your message. Please try again.', serverMessageFirst: true, log: '[contact] message not sent:' },
      );
    },
    onSent: () => {
      toast.success(CONTACT_SUCCESS, { containerId: TOASTS });
      reset();
      captchaField.refreshCaptcha();
    },
    onFailed: (message) => {
      // a wrong code is told beside the code only, not in a toast
      if (message !== CAPTCHA_WRONG) toast.error(message, { containerId: TOASTS });
    },
  });

  return (
    <>
      <MessageForm titleId="contact-form-title" onSubmit={onSubmit} honeypot={honeypot} onHoneypotChange={setHoneypot}>
        <p className={styles.intro}>Tell us where you want to go and when. A travel expert replies within one working day.</p>
        <div className={layout.pairFrom768}>
          <NameField label="Name" {...fieldProps('name')} />
          <EmailField {...fieldProps('email')} />
        </div>
        <FormField
          label="Subject"
          hint="Optional"
          maxLength={150}
          {...fieldProps('subject')}
        />
        <MessageField {...fieldProps('message')} />
        <ContactPreferenceField {...valueProps('contactPreference')} />
        <CaptchaField {...captchaField.fieldProps(errors.captcha)} />
        <Button type="submit" size="lg" loading={busy} className={styles.submit}>
          Send Message
        </Button>
        <PrivacyNotice />
      </MessageForm>
      <ToastArea position="bottom-right" containerId={TOASTS} />
    </>
  );
}
