import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, Button, formatPhone, FormField, Modal, phoneHref, timings, useSiteStore } from '@safarnama/shared';
import { fieldErrorsFrom, isConnectionFailure } from '../common/form-helpers';
import { buildDirectEnquiry } from '../direct-enquiry/enquiry-form';
import { DateField } from '../direct-enquiry/date-picker/date-field';
import { EMPTY_QUOTE, QUOTE_FIELDS, validateQuote, type QuoteErrors, type QuoteField, type QuoteValues } from './quote-validation';
import styles from './quote-popup.module.css';

export interface QuotePopupProps {
  /** The theme on screen ("Honeymoon"), for the title. */
  themeName?: string;
}

type Stage = 'hidden' | 'open' | 'thanks' | 'closed';

/**
 * The themes page's custom-quote popup (spec 2, sections 2 and 4): it appears two
 * seconds after the page loads, once, and not over another dialog or the loading
 * overlay. Submitting reads 'Submitting...'; a stored request shows a thank-you.
 */
export default function QuotePopup({ themeName }: QuotePopupProps) {
  const [stage, setStage] = useState<Stage>('hidden');
  const [values, setValues] = useState<QuoteValues>(EMPTY_QUOTE);
  const [errors, setErrors] = useState<QuoteErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const phone = useSiteStore((s) => s.phoneNumber);
  const busyElsewhere = useSiteStore((s) => s.isEnquiryOpen || s.overlay !== null);
  const busyRef = useRef(busyElsewhere);
  busyRef.current = busyElsewhere;

  useEffect(() => {
    const timer = setTimeout(() => {
      // Not over another dialog or the loading overlay: then it simply does not appear.
      setStage((current) => (current !== 'hidden' ? current : busyRef.current ? 'closed' : 'open'));
    }, timings.quotePopupDelay);
    return () => clearTimeout(timer);
  }, []);

  const update = (field: QuoteField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setFailure(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateQuote(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const payload = await buildDirectEnquiry({ ...values, phone: values.phone.replace(/\s+/g, '') });
      const result = await api.addDirectEnquiry(payload);
      if (result.code === 1) {
        setValues(EMPTY_QUOTE);
        setStage('thanks');
        return;
      }
      setErrors(fieldErrorsFrom(result, QUOTE_FIELDS));
      setFailure('Something went wrong. Please try again.');
    } catch (error) {
      console.error('[quote] request not sent:', error);
      setFailure(
        isConnectionFailure(error) ? 'Failed to connect. Please check your internet.' : 'Something went wrong. Please try again.',
      );
    } finally {
      setSubmitting(false);
    }
  };

  const close = () => setStage('closed');
  const theme = themeName?.trim();
  const title = stage === 'thanks' ? 'Thank you!' : theme ? `Get a custom ${theme} holiday quote` : 'Get a custom holiday quote';

  return (
    <Modal isOpen={stage === 'open' || stage === 'thanks'} onClose={close} title={title} size="md">
      {stage === 'thanks' ? (
        <div className={styles.thanks} role="status">
          <p>
            Your request is with us. A travel expert will call you shortly with quotes to compare. Need us sooner? Call{' '}
            <a href={phoneHref(phone)}>{formatPhone(phone)}</a>, any time.
          </p>
          <Button onClick={close}>Close</Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Custom quote request">
          <p className={styles.intro}>Tell us a little about your trip and get the best quotes from verified experts, free.</p>
          <div className={styles.grid}>
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
              label="Phone number"
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={14}
              required
              value={values.phone}
              error={errors.phone}
              onChange={(e) => update('phone', e.target.value.replace(/[^\d\s]/g, ''))}
            />
            <FormField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              maxLength={100}
              required
              value={values.email}
              error={errors.email}
              onChange={(e) => update('email', e.target.value)}
            />
            <FormField
              label="Destination"
              name="destination"
              maxLength={100}
              required
              value={values.destination}
              error={errors.destination}
              onChange={(e) => update('destination', e.target.value)}
            />
            <FormField
              label="Departure city"
              name="departureCity"
              maxLength={50}
              required
              value={values.departureCity}
              error={errors.departureCity}
              onChange={(e) => update('departureCity', e.target.value)}
            />
            <DateField
              label="Departure date"
              name="date"
              required
              value={values.date}
              error={errors.date}
              onChange={(iso) => update('date', iso)}
            />
            <FormField
              label="Number of people"
              type="number"
              name="noOfPeople"
              min={1}
              max={50}
              required
              value={values.noOfPeople}
              error={errors.noOfPeople}
              onChange={(e) => update('noOfPeople', e.target.value !== '' && Number(e.target.value) < 1 ? '1' : e.target.value)}
            />
          </div>
          {failure && (
            <p className={styles.failure} role="alert">
              {failure}
            </p>
          )}
          <Button type="submit" fullWidth loading={submitting} loadingText="Submitting...">
            Get Free Quotes
          </Button>
        </form>
      )}
    </Modal>
  );
}
