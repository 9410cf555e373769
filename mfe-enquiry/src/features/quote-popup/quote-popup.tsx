import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, Button, formatPhone, FormField, Modal, phoneHref, timings, useSiteStore } from '@safarnama/shared';
import { EmailField } from '../../components/email-field';
import { sendForm } from '../../lib/send-form';
import { useFormFields } from '../../hooks/use-form-fields';
import layout from '../../components/form-layout.module.css';
import { buildDirectEnquiry } from '../../components/enquiry-form/enquiry-form';
import { DateField } from '../../components/date-picker/date-field';
import { EMPTY_QUOTE, QUOTE_FIELDS, validateQuote } from './quote-validation';
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
  const [failure, setFailure] = useState<string | null>(null);
  const { values, errors, update, fieldProps, reset, setErrors } = useFormFields(EMPTY_QUOTE, () => setFailure(null));
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateQuote(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    setFailure(null);
    const answer = await sendForm(
      () => api.addDirectEnquiry(buildDirectEnquiry({ ...values, phone: values.phone.replace(/\s+/g, '') })),
      QUOTE_FIELDS,
      { refused: 'Something went wrong. Please try again.', log: '[quote] request not sent:' },
    );
    setSubmitting(false);
    if (answer.ok) {
      reset();
      setStage('thanks');
      return;
    }
    if (answer.errors) setErrors(answer.errors);
    setFailure(answer.message);
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
        <form className={layout.form} onSubmit={onSubmit} noValidate aria-label="Custom quote request">
          <p className={styles.intro}>Tell us a little about your trip and get the best quotes from verified experts, free.</p>
          <div className={styles.grid}>
            <FormField
              label="Full name"
              autoComplete="name"
              maxLength={50}
              required
              {...fieldProps('name')}
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
            <EmailField {...fieldProps('email')} />
            <FormField
              label="Destination"
              maxLength={100}
              required
              {...fieldProps('destination')}
            />
            <FormField
              label="Departure city"
              maxLength={50}
              required
              {...fieldProps('departureCity')}
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
            <p className={layout.failure} role="alert">
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
