import { useEffect, useRef, useState } from 'react';
import { api, Button, FormField, Modal, PhoneLink, timings, useSiteStore } from '@safarnama/shared';
import { HoneypotField } from '../../components/honeypot-field/honeypot-field';
import { EmailField } from '../../components/email-field';
import { NameField } from '../../components/name-field';
import { DepartureCityField } from '../../components/departure-city-field';
import { PeopleField } from '../../components/people-field';
import { PhoneField } from '../../components/phone-field';
import { sendForm } from '../../lib/send-form';
import { ContactPreferenceField } from '../../components/contact-preference-field';
import { useFormFields } from '../../hooks/use-form-fields';
import { useFormSubmit } from '../../hooks/use-form-submit';
import layout from '../../components/form-layout.module.css';
import { buildDirectEnquiry } from '../../components/enquiry-form/enquiry-form';
import { DateField } from '../../components/date-picker/date-field';
import { EMPTY_QUOTE, QUOTE_FIELDS, validateQuote } from './quote-validation';
import styles from './quote-popup.module.css';
import { PrivacyNotice } from '../../components/privacy-notice/privacy-notice';
import { FormFailure } from '../../components/form-failure';

export interface QuotePopupProps {
  /** The theme on screen ("Honeymoon"), for the title. */
  themeName?: string;
}

type Stage = 'hidden' | 'open' | 'thanks' | 'closed';

/**
 * The themes page's custom-quote popup: it appears two
 * seconds after the page loads, once, and not over another dialog or the loading
 * overlay. Submitting reads 'Submitting...'; a stored request shows a thank-you.
 */
export default function QuotePopup({ themeName }: QuotePopupProps) {
  const [stage, setStage] = useState<Stage>('hidden');
  const [failure, setFailure] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const { values, fieldProps, valueProps, reset, setErrors } = useFormFields(EMPTY_QUOTE, () => setFailure(null));
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

  const { busy, onSubmit } = useFormSubmit(setErrors, {
    onStart: () => setFailure(null),
    validate: () => validateQuote(values),
    send: () =>
      sendForm(
        () => api.addDirectEnquiry(buildDirectEnquiry({ ...values, phone: values.phone.replace(/\s+/g, '') }), { honeypot }),
        QUOTE_FIELDS,
        { refused: 'Something went wrong. Please try again.', log: '[quote] request not sent:' },
      ),
    onSent: () => {
      reset();
      setStage('thanks');
    },
    onFailed: setFailure,
  });

  const close = () => setStage('closed');
  const theme = themeName?.trim();
  const title = stage === 'thanks' ? 'Thank you!' : theme ? `Get a custom ${theme} holiday quote` : 'Get a custom holiday quote';

  return (
    <Modal isOpen={stage === 'open' || stage === 'thanks'} onClose={close} title={title} size="md">
      {stage === 'thanks' ? (
        <div className={styles.thanks} role="status">
          <p>
            Your request is with us. A travel expert will call you shortly with quotes to compare. Need us sooner? Call{' '}
            <PhoneLink />, any time.
          </p>
          <Button onClick={close}>Close</Button>
        </div>
      ) : (
        <form className={layout.form} onSubmit={onSubmit} noValidate aria-label="Custom quote request">
          <HoneypotField value={honeypot} onChange={setHoneypot} />
          <p className={styles.intro}>Tell us a little about your trip and get the best quotes from verified experts, free.</p>
          <div className={styles.grid}>
            <NameField label="Full name" {...fieldProps('name')} />
            <PhoneField
              label="Phone number"
              maxLength={14}
              keep={(typed) => typed.replace(/[^\d\s]/g, '')}
              {...valueProps('phone')}
            />
            <EmailField {...fieldProps('email')} />
            <FormField
              label="Destination"
              maxLength={100}
              required
              {...fieldProps('destination')}
            />
            <DepartureCityField label="Departure city" {...fieldProps('departureCity')} />
            <DateField label="Departure date" required {...valueProps('date')} />
            <PeopleField label="Number of people" {...valueProps('noOfPeople')} />
          </div>
          <ContactPreferenceField {...valueProps('contactPreference')} />
          {failure && <FormFailure>{failure}</FormFailure>}
          <Button type="submit" fullWidth loading={busy} loadingText="Submitting...">
            Get Free Quotes
          </Button>
          <PrivacyNotice />
        </form>
      )}
    </Modal>
  );
}
