import { artUrl, FadeIn, VisuallyHidden } from '@safarnama/shared';
import { promoLinks } from '../data/banners';
import styles from './promo-banner.module.css';

/** Heritage and spiritual cities, each opening its listing in a new tab. */
export function PromoBanner() {
  return (
    <FadeIn>
      <section className={styles.promo} aria-labelledby="promo-title">
        <div className={styles.intro}>
          <p className={styles.eyebrow}>Heritage &amp; spiritual trails</p>
          <h2 id="promo-title" className={styles.title}>
            Temples, palaces and ghats of North India
          </h2>
          <p className={styles.text}>Guided city tours with hand-picked hotels, darshan help and private transfers.</p>
        </div>
        <ul className={styles.links}>
          {promoLinks.map((link) => (
            <li key={link.path}>
              <a className={styles.link} href={link.path} target="_blank" rel="noopener">
                <img
                  className={styles.thumb}
                  src={artUrl('destination', link.name)}
                  alt=""
                  width={1200}
                  height={800}
                  loading="lazy"
                  decoding="async"
                />
                <span className={styles.linkText}>
                  <span className={styles.linkName}>{link.name}</span>
                  <span className={styles.linkTagline}>{link.tagline}</span>
                </span>
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </FadeIn>
  );
}
