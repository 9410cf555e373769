import { useState, type FormEvent } from 'react';
import { api, Button, FormField, ToastArea, toast } from '@safarnama/shared';
import { fieldErrorsFrom, isBlank, isConnectionFailure, isEmail } from '../common/form-helpers';
import { captchaMatches, generateCaptcha } from './captcha';
import styles from './contact-form.module.css';

export const CAPTCHA_WRONG = 'Incorrect captcha. Please try again.';
export const CONTACT_SUCCESS = 'Form submitted successfully.';
/** The contact page's toasts sit bottom-right, away from the site's top-right ones. */
const TOASTS = 'contact-form';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field | 'captcha', string>>;

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

function validate(values: Values): Errors {
  const errors: Errors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Name is required';
  else if (name.length < 2) errors.name = 'Name must be at least 2 characters long';
  if (isBlank(values.email)) errors.email = 'Email is required';
  else if (!isEmail(values.email)) errors.email = 'Please enter a valid email address';
  if (isBlank(values.message)) errors.message = 'Message is required';
  return errors;
}

/**
 * 'Get in Touch' (spec 2, sections 4, 5 and 8): on submit the page scrolls to the
 * top; a wrong captcha stops with an inline message; a right one stores the
 * message through POST /api/contact, then toasts, resets and draws a new code.
 */
export default function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [captcha, setCaptcha] = useState(() => generateCaptcha());
  const [typedCaptcha, setTypedCaptcha] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const refreshCaptcha = () => {
    setCaptcha(generateCaptcha());
    setTypedCaptcha('');
    setErrors((current) => ({ ...current, captcha: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    window.scrollTo({ top: 0, behavior: 'smooth' });

    const found = validate(values);
    if (isBlank(typedCaptcha)) found.captcha = 'Please enter the code shown';
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return;
    }
    if (!captchaMatches(typedCaptcha, captcha)) {
      setErrors({ captcha: CAPTCHA_WRONG });
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const subject = values.subject.trim();
      const result = await api.sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        ...(subject ? { subject } : {}),
        message: values.message.trim(),
        source: 'contact',
      });
      if (result.code === 1) {
        toast.success(CONTACT_SUCCESS, { containerId: TOASTS });
        setValues(EMPTY);
        setTypedCaptcha('');
        setCaptcha(generateCaptcha());
        return;
      }
      setErrors(fieldErrorsFrom(result, FIELDS));
      toast.error(result.message || 'We could not send your message. Please try again.', { containerId: TOASTS });
    } catch (error) {
      console.error('[contact] message not sent:', error);
      toast.error(
        isConnectionFailure(error)
          ? 'Failed to connect. Please check your internet.'
          : 'We could not send your message. Please try again.',
        { containerId: TOASTS },
      );
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className={styles.title}>
          Send us a message
        </h2>
        <p className={styles.intro}>Tell us where you want to go and when. A travel expert replies within one working day.</p>
        <div className={styles.pair}>
          <FormField
            label="Name"
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
        </div>
        <FormField
          label="Subject"
          hint="Optional"
          name="subject"
          maxLength={150}
          value={values.subject}
          error={errors.subject}
          onChange={(e) => update('subject', e.target.value)}
        />
        <FormField
          as="textarea"
          label="Message"
          name="message"
          rows={5}
          maxLength={5000}
          required
          value={values.message}
          error={errors.message}
          onChange={(e) => update('message', e.target.value)}
        />
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
                value={typedCaptcha}
                onChange={(e) => {
                  setTypedCaptcha(e.target.value);
                  if (errors.captcha) setErrors((current) => ({ ...current, captcha: undefined }));
                }}
              />
            </div>
          )}
        />
        <Button type="submit" size="lg" loading={submitting} className={styles.submit}>
          Send Message
        </Button>
      </form>
      <ToastArea position="bottom-right" containerId={TOASTS} />
    </>
  );
}
