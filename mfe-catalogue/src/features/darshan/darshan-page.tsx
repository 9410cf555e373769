import { usePageMeta } from '@safarnama/shared';
import { OfferBanner } from './offer-banner';
import { PopularDestinations } from './popular-destinations';
import styles from './darshan-page.module.css';

/** /darshan: the devotional landing, opened from the home page's 'Explore more'. */
export default function DarshanPage() {
  usePageMeta(
    'Dev Darshan Pilgrimage Tours',
    'Char Dham, Do Dham, Vaishno Devi, Kashi and Ganga darshan yatras from ₹14,999, with hotels, transfers and darshan timings arranged by Safarnama Holidays.',
  );
  return (
    <div className={styles.page}>
      <OfferBanner />
      <header className={styles.intro}>
        <h1 className={styles.title}>Dev Darshan: pilgrimage tours</h1>
        <p className={styles.lead}>
          Yatras to India’s holiest shrines, planned around darshan timings: hotels near the temples, ponies, palkis and
          helicopters booked ahead, and a guide who knows the rituals.
        </p>
      </header>
      <PopularDestinations />
    </div>
  );
}
