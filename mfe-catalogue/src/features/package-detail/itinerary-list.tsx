import { ArtImage, type ItineraryDay } from '@safarnama/shared';
import { DetailSection } from './detail-section';
import styles from './package-sections.module.css';

/**
 * The itinerary day by day. Without days the spec keeps 'Loading itinerary details...'
 * on screen (an itinerary that failed to load is only logged).
 */
export function ItineraryList({ days }: { days: ItineraryDay[] }) {
  return (
    <DetailSection id="itinerary" title="Itinerary">
      {days.length === 0 ? (
        <p className={styles.muted} role="status">
          Loading itinerary details...
        </p>
      ) : (
        <ol className={styles.days}>
          {days.map((day) => (
            <li key={day.day} className={styles.day}>
              <ArtImage className={styles.dayImage} kind="itinerary" src={day.image} alt={day.imageAltText || day.name} />
              <div className={styles.dayBody}>
                <h3 className={styles.dayName}>{day.name}</h3>
                {day.description && <p className={styles.dayText}>{day.description}</p>}
                {day.stage.length > 0 && (
                  <ul className={styles.stages} aria-label={`Day ${day.day} plan`}>
                    {day.stage.map((stage, index) => (
                      <li key={index}>{stage}</li>
                    ))}
                  </ul>
                )}
                {(day.accommodation || day.hotelName) && (
                  <p className={styles.stay}>
                    <span className={styles.stayLabel}>Accommodation: </span>
                    {[day.hotelName, day.accommodation].filter(Boolean).join(' · ')}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
