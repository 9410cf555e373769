import { parseContactPreference } from '@safarnama/contracts/fields';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  api,
  breakpoints,
  Button,
  formatInr,
  FormField,
  Modal,
  PRODUCT_ID,
  timings,
  toast,
  useMediaQuery,
  WEBSITE_ID,
} from '@safarnama/shared';
import { HoneypotField } from '../../components/honeypot-field/honeypot-field';
import { EmailField } from '../../components/email-field';
import { NameField } from '../../components/name-field';
import { DepartureCityField } from '../../components/departure-city-field';
import { PhoneField } from '../../components/phone-field';
import { sendForm } from '../../lib/send-form';
import { useFormFields } from '../../hooks/use-form-fields';
import { useFormSubmit } from '../../hooks/use-form-submit';
import { DateField } from '../../components/date-picker/date-field';
import { ContactPreferenceField } from '../../components/contact-preference-field';
import { BOOKING_FIELDS, EMPTY_BOOKING, validateBooking } from './booking-validation';
import styles from './booking-form.module.css';
import { PrivacyNotice } from '../../components/privacy-notice/privacy-notice';

export interface BookingFormProps {
  /** The package's id (`packageDetailId` of the booking request). */
  packageDetailId: number;
  /** Days of the package; nights are one fewer. */
  days: number;
  /** Price per person on twin sharing, in rupees. */
  price: number;
  packageName?: string;
}

export const BOOKING_SUCCESS = 'Booking request submitted successfully!';
export const BOOKING_FAILURE = 'Failed to submit booking request.';

export function durationLabel(days: number): string {
  const d = Math.max(1, Math.trunc(days));
  const nights = d - 1;
  return `${nights} ${nights === 1 ? 'Night' : 'Nights'} / ${d} ${d === 1 ? 'Day' : 'Days'}`;
}

/**
 * The package page's booking form: a side card on
 * wide screens; on phones a fixed bottom bar with the price and Book Now, which
 * opens the same form in a dialog (one set of fields, so the request is the same).
 */
export default function BookingForm(props: BookingFormProps) {
  // the spec's phone layout is below 768px; from there the side card fits beside the page
  const wide = useMediaQuery(`(min-width: ${breakpoints.tablet}px)`);
  const [dialogOpen, setDialogOpen] = useState(false);
  const nightsDays = durationLabel(props.days);

  if (wide) {
    return (
      <aside className={styles.card} aria-labelledby="booking-card-title">
        <p className={styles.price}>
          <span className={styles.from}>Starting from</span>
          <strong>{formatInr(props.price)}</strong>
          <span className={styles.per}>Per Person on twin sharing</span>
        </p>
        <p className={styles.duration}>{nightsDays}</p>
        <h2 id="booking-card-title" className={styles.title}>
          Book this holiday
        </h2>
        <BookingFields {...props} />
      </aside>
    );
  }

  return (
    <>
      <BottomBar className={styles.bar}>
        <div className={styles.barPrice}>
          <strong>{formatInr(props.price)}</strong>
          <span>
            {nightsDays} · per person
          </span>
        </div>
        <Button onClick={() => setDialogOpen(true)} aria-haspopup="dialog">
          Book Now
        </Button>
      </BottomBar>
      <Modal
        isOpen={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title={props.packageName ? `Book ${props.packageName}` : 'Book this holiday'}
      >
        <p className={styles.duration}>
          {nightsDays} · {formatInr(props.price)} per person on twin sharing
        </p>
        <BookingFields {...props} />
      </Modal>
    </>
  );
}

/**
 * The phone's fixed bar. While it is on screen the page keeps room for it at the
 * bottom, so that the end of the page (the footer's last lines) is not hidden under it,
 * and its height is --bottom-bar-height, which lifts the floating buttons (Luna's)
 * above it and keeps what has focus clear of both (shared tokens.css).
 */
function BottomBar({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const body = document.body;
    const root = document.documentElement.style;
    const before = body.style.paddingBottom;
    const height = `${ref.current?.offsetHeight ?? 0}px`;
    body.style.paddingBottom = height;
    root.setProperty('--bottom-bar-height', height);
    return () => {
      body.style.paddingBottom = before;
      root.removeProperty('--bottom-bar-height');
    };
  }, []);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}

function BookingFields({ packageDetailId, days }: BookingFormProps) {
  const { values, fieldProps, valueProps, reset, setErrors } = useFormFields(EMPTY_BOOKING);
  const [thanked, setThanked] = useState(false);
  const [honeypot, setHoneypot] = useState('');

  const { busy, onSubmit } = useFormSubmit(setErrors, {
    validate: () => validateBooking(values),
    // The button stays on 'Processing...' for ten seconds: no double bookings.
    lockFor: timings.bookingButtonLock,
    send: () =>
      sendForm(
        () =>
          api.addBooking({
            duration: durationLabel(days),
            leadName: values.leadName.trim(),
            noOfPerson: Number(values.noOfPerson),
            packageDetailId,
            departureCity: values.departureCity.trim(),
            date: values.date,
            email: values.email.trim(),
            phone: values.phone.trim(),
            contactPreference: parseContactPreference(values.contactPreference),
            productId: PRODUCT_ID,
            websiteId: WEBSITE_ID,
          }, { honeypot }),
        BOOKING_FIELDS,
        { refused: BOOKING_FAILURE, log: '[booking] request not sent:' },
      ),
    onSent: () => {
      toast.success(BOOKING_SUCCESS);
      reset();
      setThanked(true);
    },
    // every failure reads the same here, a lost connection included
    onFailed: () => toast.error(BOOKING_FAILURE),
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Booking request">
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <NameField label="Lead passenger name" {...fieldProps('leadName')} />
      <div className={styles.pair}>
        <FormField
          label="Persons"
          type="number"
          min={1}
          max={50}
          required
          {...fieldProps('noOfPerson')}
        />
        <DateField label="Travel date" required {...valueProps('date')} />
      </div>
      <DepartureCityField label="Departure city" {...fieldProps('departureCity')} />
      <EmailField {...fieldProps('email')} />
      <PhoneField
        label="Mobile number"
        maxLength={10}
        keep={(typed) => typed.replace(/\D/g, '').slice(0, 10)}
        {...valueProps('phone')}
      />
      <ContactPreferenceField {...valueProps('contactPreference')} />
      <Button type="submit" fullWidth loading={busy} loadingText="Processing...">
        Book Now
      </Button>
      <PrivacyNotice />
      {thanked && (
        <p className={styles.thanks} role="status">
          Thank you! Our travel expert will call you shortly to confirm your booking.
        </p>
      )}
    </form>
  );
}
