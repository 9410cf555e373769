import { useEffect, useState } from 'react';
import { ButtonLink, cx, formatInr, timings, usePrefersReducedMotion } from '@safarnama/shared';
import { ArtImage } from '../../components/art-image';
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
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const rotating = playing && !reducedMotion && !held;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % offers.length), timings.devDarshanBanner);
    return () => window.clearInterval(timer);
  }, [rotating]);

  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label="Dev Darshan offers"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
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
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.pause}
          onClick={() => setPlaying((value) => !value)}
          aria-label={playing && !reducedMotion ? 'Pause Dev Darshan offers' : 'Play Dev Darshan offers'}
          disabled={reducedMotion}
        >
          {playing && !reducedMotion ? <PauseIcon /> : <PlayIcon />}
        </button>
        {offers.map((offer, i) => (
          <button
            key={offer.id}
            type="button"
            className={cx(styles.dot, i === index && styles.dotActive)}
            aria-label={`Show offer ${i + 1}: ${offer.title}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon} fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon} fill="currentColor">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
    </svg>
  );
}
