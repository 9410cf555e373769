import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  api,
  Button,
  buildEnquiryUtm,
  detectBrowser,
  detectDeviceType,
  FormField,
  siteConfig,
  timings,
  type DirectEnquiry,
} from '@safarnama/shared';
import { fieldErrorsFrom, isConnectionFailure } from '../common/form-helpers';
import { DateField } from './date-picker/date-field';
import {
  cleanPhone,
  EMPTY_ENQUIRY,
  ENQUIRY_FIELDS,
  FIX_ERRORS,
  hasErrors,
  validateEnquiry,
  type EnquiryErrors,
  type EnquiryField,
  type EnquiryValues,
} from './enquiry-validation';
import styles from './enquiry-form.module.css';

export const ENQUIRY_SUCCESS = 'Thank you! Your enquiry was submitted successfully. Redirecting to thank you page...';
export const ENQUIRY_FAILED = 'Something went wrong. Please try again.';
export const ENQUIRY_OFFLINE = 'Failed to connect. Please check your internet.';
export const THANK_YOU_PATH = '/thank-you';

type Outcome = { kind: 'success' } | { kind: 'failure'; message: string } | null;

/**
 * The payload of POST /request-book/add-direct (spec 1, sections 3 and 7). The
 * enquiry page sends no device, browser, IP or utm_content (spec 2, section 3).
 */
export async function buildDirectEnquiry(values: EnquiryValues, includeDeviceDetails = true): Promise<DirectEnquiry> {
  const base = {
    name: values.name.trim(),
    phone: values.phone,
    email: values.email.trim(),
    destination: values.destination.trim(),
    departureCity: values.departureCity.trim(),
    noOfPeople: Number(values.noOfPeople),
    date: values.date,
    websiteName: siteConfig.websiteName,
    source: 'WEBSITE' as const,
  };
  const utm = buildEnquiryUtm();
  if (!includeDeviceDetails) {
    const { utm_content: _content, ...withoutContent } = utm;
    return { ...base, ...withoutContent };
  }
  const userIp = await api.getIp();
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const touchPoints = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints;
  return {
    ...base,
    deviceType: detectDeviceType(userAgent, touchPoints),
    browser: detectBrowser(userAgent),
    userIp,
    ...utm,
  };
}

export interface EnquiryFormProps {
  /** Send device type, browser, IP and utm_content (the popup does; the enquiry page does not). */
  includeDeviceDetails?: boolean;
  /**
   * Runs after a stored enquiry instead of the popup's default (the thank-you page
   * in a new tab a second later). The success message shows either way.
   */
  onSubmitted?: () => void;
  /** Hide the success message after this long (the enquiry page's banner: 10 s). */
  successFor?: number;
}

/**
 * The custom-quote form of the enquiry popup: every field required, the phone
 * kept to ten digits after +91, a departure date from the calendar. A success
 * clears the form and opens /thank-you in a new tab a second later.
 */
export function EnquiryForm({ includeDeviceDetails = true, onSubmitted, successFor }: EnquiryFormProps = {}) {
  const [values, setValues] = useState<EnquiryValues>(EMPTY_ENQUIRY);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [blockedTab, setBlockedTab] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  useEffect(() => {
    if (outcome?.kind !== 'success' || successFor === undefined) return undefined;
    const timer = setTimeout(() => setOutcome(null), successFor);
    return () => clearTimeout(timer);
  }, [outcome, successFor]);

  const update = (field: EnquiryField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Typing in a field clears that field's error.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    if (outcome) setOutcome(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateEnquiry(values);
    setErrors(found);
    setOutcome(null);
    if (hasErrors(found)) return;

    setSubmitting(true);
    try {
      const result = await api.addDirectEnquiry(await buildDirectEnquiry(values, includeDeviceDetails));
      if (result.code === 1) {
        setValues(EMPTY_ENQUIRY);
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
        return;
      }
      console.error('[enquiry] not accepted:', result.status, result.message);
      setErrors(fieldErrorsFrom(result, ENQUIRY_FIELDS));
      setOutcome({ kind: 'failure', message: ENQUIRY_FAILED });
    } catch (error) {
      console.error('[enquiry] could not be sent:', error);
      setOutcome({ kind: 'failure', message: isConnectionFailure(error) ? ENQUIRY_OFFLINE : ENQUIRY_FAILED });
    } finally {
      setSubmitting(false);
    }
  };

  const showFixErrors = hasErrors(errors);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Custom quote enquiry">
      <div className={styles.grid}>
        <FormField
          label="Full Name"
          name="name"
          autoComplete="name"
          maxLength={50}
          required
          value={values.name}
          error={errors.name}
          onChange={(e) => update('name', e.target.value)}
        />
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
          label="Destination"
          name="destination"
          maxLength={100}
          placeholder="e.g. Kerala, Ladakh, Goa"
          required
          value={values.destination}
          error={errors.destination}
          onChange={(e) => update('destination', e.target.value)}
        />
        <FormField
          label="Departure City"
          name="departureCity"
          autoComplete="address-level2"
          maxLength={50}
          placeholder="e.g. New Delhi"
          required
          value={values.departureCity}
          error={errors.departureCity}
          onChange={(e) => update('departureCity', e.target.value)}
        />
        <DateField
          label="Departure Date"
          name="date"
          required
          value={values.date}
          error={errors.date}
          onChange={(iso) => update('date', iso)}
        />
        <FormField
          label="Number of People"
          type="number"
          name="noOfPeople"
          inputMode="numeric"
          min={1}
          max={50}
          step={1}
          required
          value={values.noOfPeople}
          error={errors.noOfPeople}
          onChange={(e) => {
            const typed = e.target.value;
            // The input's minimum is 1 (no message): anything lower becomes 1.
            update('noOfPeople', typed !== '' && Number(typed) < 1 ? '1' : typed);
          }}
        />
      </div>
      {showFixErrors && (
        <p className={styles.fixErrors} role="alert">
          {FIX_ERRORS}
        </p>
      )}
      {outcome?.kind === 'failure' && (
        <p className={styles.failure} role="alert">
          {outcome.message}
        </p>
      )}
      <div aria-live="polite" className={styles.liveArea}>
        {outcome?.kind === 'success' && (
          <p className={styles.success}>
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
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        Get My Custom Quote
      </Button>
    </form>
  );
}
