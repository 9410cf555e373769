import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, Button, FormField, timings } from '@safarnama/shared';
import { HoneypotField } from '../../components/honeypot-field/honeypot-field';
import { checkEmail, newsletterFields } from '@safarnama/contracts/fields';
import styles from './newsletter-form.module.css';
import { PrivacyNotice } from '../../components/privacy-notice/privacy-notice';

export const NEWSLETTER_INVALID = newsletterFields.email.invalid;
export const NEWSLETTER_THANKS = 'Thank you for subscribing!';

type Status = 'idle' | 'submitting' | 'subscribed';

/**
 * The footer's newsletter sign-up: a valid email is stored
 * through POST /api/newsletter/subscribe and thanked for five seconds. A refusal
 * or a network failure is only logged, as the spec says.
 */
export default function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const thanksTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(thanksTimer.current), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const value = email.trim();
    const invalid = checkEmail(newsletterFields.email, value);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setStatus('submitting');
    try {
      const result = await api.subscribeNewsletter(value, undefined, { honeypot });
      if (result.code !== 1) {
        console.error('[newsletter] subscription was not accepted:', result.message);
        setStatus('idle');
        return;
      }
      setEmail('');
      setStatus('subscribed');
      clearTimeout(thanksTimer.current);
      thanksTimer.current = setTimeout(() => setStatus('idle'), timings.newsletterSuccess);
    } catch (failure) {
      console.error('[newsletter] subscription failed:', failure);
      setStatus('idle');
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Newsletter sign-up">
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <p className={styles.intro}>
        Seasonal deals, festival departures and new itineraries, once a month. No spam, and every email has a
        one-click unsubscribe link.
      </p>
      <div className={styles.row}>
        <FormField
          className={styles.field}
          label="Email address"
          hideLabel
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="Your email address"
          required
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
        />
        <Button type="submit" loading={status === 'submitting'} loadingText="Subscribing..." className={styles.submit}>
          Subscribe
        </Button>
      </div>
      <PrivacyNotice />
      <p className={styles.thanks} role="status">
        {status === 'subscribed' ? NEWSLETTER_THANKS : ''}
      </p>
    </form>
  );
}
