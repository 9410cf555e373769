import { ButtonLink, cx, formatInr, timings } from '@safarnama/shared';
import { ArtImage } from '../../components/art-image';
import { RotationControls } from '../../components/rotation-controls';
import { useRotation } from '../../hooks/use-rotation';
import { devDarshanOffers as offers, durationLabel } from './data/dev-darshan-offers';
import styles from './offer-banner.module.css';

export const DETAILS_PATH = '/details-dev-darshan';

/**
 * The landing's banner (spec 4): the five offers, one at a time, advancing every 3 s
 * and back to the first after the last. It holds while the pointer or keyboard focus
 * is on it and on the pause button, and never moves by itself under reduced motion.
 * Every offer leads to /details-dev-darshan.
 */
export function OfferBanner() {
  const { index, setIndex, playing, togglePlaying, rotating, reducedMotion, holdProps } = useRotation(offers.length, timings.devDarshanBanner);

  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label="Dev Darshan offers"
      {...holdProps}
    >
      {/* Announced only when the visitor moves it, not on every automatic turn. */}
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {offers.map((offer, i) => {
          const active = i === index;
          return (
            <div
              key={offer.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${offers.length}: ${offer.title}`}
              aria-hidden={!active}
              inert={!active}
              className={cx(styles.slide, active && styles.active, reducedMotion && styles.still)}
              data-testid="darshan-offer"
            >
              <ArtImage className={styles.image} kind="banner" name={offer.artName} alt={`${offer.artName}, illustrated`} priority={i === 0} />
              <div className={styles.scrim} />
              <div className={styles.content}>
                <p className={styles.eyebrow}>Dev Darshan offer</p>
                <h2 className={styles.heading}>{offer.title}</h2>
                <p className={styles.tagline}>{offer.tagline}</p>
                <p className={styles.price}>
                  {durationLabel(offer.days)} · from <strong>{formatInr(offer.price)}</strong>
                </p>
                <ButtonLink to={DETAILS_PATH} size="lg" aria-label={`View packages for ${offer.title}`}>
                  View packages
                </ButtonLink>
              </div>
            </div>
          );
        })}
      </div>
      <RotationControls
        className={styles.controls}
        labels={offers.map((offer) => offer.title)}
        dotLabel="offer"
        name="Dev Darshan offers"
        index={index}
        onSelect={setIndex}
        playing={playing}
        onTogglePlaying={togglePlaying}
        reducedMotion={reducedMotion}
      />
    </section>
  );
}

