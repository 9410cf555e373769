import { RemoteArea, useIdleAfterPage } from '@safarnama/shared';
import styles from './package-detail-page.module.css';

interface BookingFormProps {
  packageDetailId: number;
  days: number;
  price: number;
  packageName: string;
}

/**
 * The enquiry remote's booking form: a side card on wide screens, a bottom bar with
 * Book Now and a dialog on phones (the form decides by the width). It loads once
 * the package is on screen and painted: the visitor reads before booking, and the form's code
 * must not hold back the page's first paint.
 */
export function BookingArea(props: BookingFormProps) {
  const pageShown = useIdleAfterPage();
  return (
    <div className={styles.booking}>
      {pageShown ? (
        <RemoteArea<BookingFormProps> remote="enquiry/BookingForm" props={props} loadingFallback={<div className={styles.bookingPlaceholder} />} />
      ) : (
        <div className={styles.bookingPlaceholder} />
      )}
    </div>
  );
}
