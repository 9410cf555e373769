import { useEffect, useRef, useState } from 'react';
import {
  api,
  Button,
  buildEnquiryUtm,
  detectBrowser,
  detectDeviceType,
  FormField,
  siteConfig,
  timings,
  toIsoDate,
  type DirectEnquiry,
  type EnquiryPrefill,
} from '@safarnama/shared';
import { HoneypotField } from '../honeypot-field/honeypot-field';
import { parseContactPreference } from '@safarnama/contracts/fields';
import { ContactPreferenceField } from '../contact-preference-field';
import { EmailField } from '../email-field';
import { NameField } from '../name-field';
import { DepartureCityField } from '../departure-city-field';
import { PeopleField } from '../people-field';
import { sendForm } from '../../lib/send-form';
import { hasErrors, useFormFields } from '../../hooks/use-form-fields';
import { useFormSubmit } from '../../hooks/use-form-submit';
import layout from '../form-layout.module.css';
import { DateField } from '../date-picker/date-field';
import {
  cleanPhone,
  EMPTY_ENQUIRY,
  ENQUIRY_FIELDS,
  FIX_ERRORS,
  validateEnquiry,
  type EnquiryValues,
} from './enquiry-validation';
import styles from './enquiry-form.module.css';
import { PrivacyNotice } from '../privacy-notice/privacy-notice';
import { FormFailure } from '../form-failure';

export const ENQUIRY_SUCCESS = 'Thank you! Your enquiry was submitted successfully. Redirecting to thank you page...';
export const ENQUIRY_FAILED = 'Something went wrong. Please try again.';
export const THANK_YOU_PATH = '/thank-you';

type Outcome = { kind: 'success' } | { kind: 'failure'; message: string } | null;

/**
 * The payload of POST /request-book/add-direct, with the page's UTM values. The
 * enquiry page sends no device, browser or utm_content. The
 * visitor's IP is not sent: the server records the address the request came from.
 */
export function buildDirectEnquiry(values: EnquiryValues, includeDeviceDetails = true, chatSessionId?: string): DirectEnquiry {
  const base = {
    ...(chatSessionId ? { chatSessionId } : {}),
    name: values.name.trim(),
    phone: values.phone,
    email: values.email.trim(),
    destination: values.destination.trim(),
    departureCity: values.departureCity.trim(),
    noOfPeople: Number(values.noOfPeople),
    date: values.date,
    contactPreference: parseContactPreference(values.contactPreference),
    websiteName: siteConfig.websiteName,
    source: 'WEBSITE' as const,
  };
  const utm = buildEnquiryUtm();
  if (!includeDeviceDetails) {
    const { utm_content: _content, ...withoutContent } = utm;
    return { ...base, ...withoutContent };
  }
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const touchPoints = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints;
  return {
    ...base,
    deviceType: detectDeviceType(userAgent, touchPoints),
    browser: detectBrowser(userAgent),
    ...utm,
  };
}

export interface EnquiryFormProps {
  /** Send device type, browser and utm_content (the popup does; the enquiry page does not). */
  includeDeviceDetails?: boolean;
  /**
   * Runs after a stored enquiry instead of the popup's default (the thank-you page
   * in a new tab a second later). The success message shows either way.
   */
  onSubmitted?: () => void;
  /** Hide the success message after this long (the enquiry page's banner: 10 s). */
  successFor?: number;
  /** What the form starts with (Luna's 'Get a custom quote'); its chat session is sent with the enquiry. */
  prefill?: EnquiryPrefill | null;
}

/**
 * The form's first values: the prefill's destination, a date that is not past (by the
 * calendar's own clock, the device's day) and a party size of 1-50.
 */
export function prefilledValues(prefill: EnquiryPrefill | null | undefined, today = toIsoDate(new Date())): EnquiryValues {
  if (!prefill) return EMPTY_ENQUIRY;
  const people = prefill.noOfPeople;
  return {
    ...EMPTY_ENQUIRY,
    destination: prefill.destination?.trim().slice(0, 100) ?? '',
    date: prefill.date && /^\d{4}-\d{2}-\d{2}$/.test(prefill.date) && prefill.date >= today ? prefill.date : '',
    noOfPeople: people !== undefined && Number.isInteger(people) && people >= 1 && people <= 50 ? String(people) : '',
  };
}

/**
 * The custom-quote form of the enquiry popup: every field required, the phone
 * kept to ten digits after +91, a departure date from the calendar. A success
 * clears the form and opens /thank-you in a new tab a second later.
 */
export function EnquiryForm({ includeDeviceDetails = true, onSubmitted, successFor, prefill }: EnquiryFormProps = {}) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [initial] = useState(() => prefilledValues(prefill));
  const chatSessionId = prefill?.chatSessionId;
  const { values, errors, update, fieldProps, valueProps, reset, setErrors } = useFormFields(
    EMPTY_ENQUIRY,
    () => {
      if (outcome) setOutcome(null);
    },
    initial,
  );
  const [blockedTab, setBlockedTab] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  useEffect(() => {
    if (outcome?.kind !== 'success' || successFor === undefined) return undefined;
    const timer = setTimeout(() => setOutcome(null), successFor);
    return () => clearTimeout(timer);
  }, [outcome, successFor]);

  const { busy, onSubmit } = useFormSubmit(setErrors, {
    onStart: () => setOutcome(null),
    validate: () => validateEnquiry(values),
    send: () =>
      sendForm(
        async () => {
          const result = await api.addDirectEnquiry(buildDirectEnquiry(values, includeDeviceDetails, chatSessionId), { honeypot });
          if (result.code !== 1) console.error('[enquiry] not accepted:', result.status, result.message);
          return result;
        },
        ENQUIRY_FIELDS,
        { refused: ENQUIRY_FAILED, log: '[enquiry] could not be sent:' },
      ),
    onFailed: (message) => setOutcome({ kind: 'failure', message }),
    onSent: () => {
      reset();
      setOutcome({ kind: 'success' });
      setBlockedTab(false);
      if (onSubmitted) {
        onSubmitted();
        return;
      }
      clearTimeout(redirectTimer.current);
      redirectTimer.current = setTimeout(() => {
        const tab = window.open(THANK_YOU_PATH, '_blank');
        if (!tab) setBlockedTab(true);
      }, timings.enquiryRedirect);
    },
  });

  const showFixErrors = hasErrors(errors);

  return (
    <form className={layout.form} onSubmit={onSubmit} noValidate aria-label="Custom quote enquiry">
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <div className={layout.pairFrom640}>
        <NameField label="Full Name" {...fieldProps('name')} />
        <FormField
          label="Phone Number"
          required
          error={errors.phone}
          render={(control) => (
            <div className={styles.phone}>
              <span className={styles.prefix} aria-hidden="true">
                {siteConfig.phonePrefix}
              </span>
              <input
                {...control}
                className={`${control.className} ${styles.phoneInput}`}
                name="phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="10-digit mobile number"
                value={values.phone}
                onChange={(e) => update('phone', cleanPhone(e.target.value))}
              />
            </div>
          )}
        />
        <EmailField {...fieldProps('email')} />
        <FormField
          label="Destination"
          maxLength={100}
          placeholder="e.g. Kerala, Ladakh, Goa"
          required
          {...fieldProps('destination')}
        />
        <DepartureCityField
          label="Departure City"
          autoComplete="address-level2"
          placeholder="e.g. New Delhi"
          {...fieldProps('departureCity')}
        />
        <DateField label="Departure Date" required {...valueProps('date')} />
        <PeopleField label="Number of People" inputMode="numeric" step={1} {...valueProps('noOfPeople')} />
      </div>
      <ContactPreferenceField {...valueProps('contactPreference')} />
      {showFixErrors && <FormFailure>{FIX_ERRORS}</FormFailure>}
      {outcome?.kind === 'failure' && <FormFailure>{outcome.message}</FormFailure>}
      <div aria-live="polite" className={layout.liveArea}>
        {outcome?.kind === 'success' && (
          <p className={layout.success}>
            {ENQUIRY_SUCCESS}
            {blockedTab && (
              <>
                {' '}
                <a href={THANK_YOU_PATH} target="_blank" rel="noopener noreferrer">
                  Open the thank-you page
                </a>
              </>
            )}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" fullWidth loading={busy}>
        Get My Custom Quote
      </Button>
      <PrivacyNotice />
    </form>
  );
}
