import { useState } from 'react';
import { api, Button, FormField, ToastArea, toast } from '@safarnama/shared';
import { EmailField } from '../../components/email-field';
import { NameField } from '../../components/name-field';
import { MessageField } from '../../components/message-field';
import { isBlank } from '../../lib/form-helpers';
import { validateMessage } from '../../lib/message-validation';
import { sendForm } from '../../lib/send-form';
import { hasErrors, useFormFields, type FieldErrors } from '../../hooks/use-form-fields';
import { useFormSubmit } from '../../hooks/use-form-submit';
import layout from '../../components/form-layout.module.css';
import { captchaMatches, generateCaptcha } from './captcha';
import styles from './contact-form.module.css';

export const CAPTCHA_WRONG = 'Incorrect captcha. Please try again.';
export const CONTACT_SUCCESS = 'Form submitted successfully.';
/** The contact page's toasts sit bottom-right, away from the site's top-right ones. */
const TOASTS = 'contact-form';

/** The fields the server checks; the typed captcha is only checked here. */
const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number] | 'captcha';
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', email: '', subject: '', message: '', captcha: '' };

/**
 * 'Get in Touch' (spec 2, sections 4, 5 and 8): on submit the page scrolls to the
 * top; a wrong captcha stops with an inline message; a right one stores the
 * message through POST /api/contact, then toasts, resets and draws a new code.
 */
export default function ContactForm() {
  const { values, errors, update, fieldProps, reset, setErrors } = useFormFields(EMPTY);
  const [captcha, setCaptcha] = useState(() => generateCaptcha());

  const refreshCaptcha = () => {
    setCaptcha(generateCaptcha());
    update('captcha', '');
  };

  const { busy, onSubmit } = useFormSubmit(setErrors, {
    onStart: () => window.scrollTo({ top: 0, behavior: 'smooth' }),
    validate: () => {
      const found: FieldErrors<Field> = validateMessage(values, 'Name is required');
      if (isBlank(values.captcha)) found.captcha = 'Please enter the code shown';
      if (hasErrors(found)) return found;
      // a wrong code is told only once nothing else is wrong
      return captchaMatches(values.captcha, captcha) ? {} : { captcha: CAPTCHA_WRONG };
    },
    send: () => {
      const subject = values.subject.trim();
      return sendForm(
        () =>
          api.sendContactMessage({
            name: values.name.trim(),
            email: values.email.trim(),
            ...(subject ? { subject } : {}),
            message: values.message.trim(),
            source: 'contact',
          }),
        FIELDS,
        { refused: 'We could not send your message. Please try again.', serverMessageFirst: true, log: '[contact] message not sent:' },
      );
    },
    onSent: () => {
      toast.success(CONTACT_SUCCESS, { containerId: TOASTS });
      reset();
      setCaptcha(generateCaptcha());
    },
    onFailed: (message) => toast.error(message, { containerId: TOASTS }),
  });

  return (
    <>
      <form className={layout.form} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className={layout.title}>
          Send us a message
        </h2>
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
        <FormField
          label="Captcha"
          hint="Type the six characters shown, capitals included."
          required
          error={errors.captcha}
          render={(control) => (
            <div className={styles.captcha}>
              <span className={styles.code} role="img" aria-label={`Captcha code: ${captcha.split('').join(' ')}`}>
                {captcha}
              </span>
              <button type="button" className={styles.refresh} onClick={refreshCaptcha} aria-label="Refresh captcha">
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path fill="currentColor" d="M12 5V2L7 6l5 4V7a5 5 0 1 1-5 5H5a7 7 0 1 0 7-7z" />
                </svg>
              </button>
              <input
                {...control}
                className={`${control.className} ${styles.captchaInput}`}
                name="captcha"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={6}
                placeholder="Enter code"
                value={values.captcha}
                onChange={(e) => update('captcha', e.target.value)}
              />
            </div>
          )}
        />
        <Button type="submit" size="lg" loading={busy} className={styles.submit}>
          Send Message
        </Button>
      </form>
      <ToastArea position="bottom-right" containerId={TOASTS} />
    </>
  );
}
