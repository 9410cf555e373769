import { useId, useState } from 'react';
import { breakpoints, Card, cx, useMediaQuery } from '@safarnama/shared';
import { whyChooseUs } from '../data/selling-points';
import { HomeSection } from './home-section';
import { ChevronIcon, IconFor } from './icons';
import styles from './why-choose-us.module.css';

/** Why choose us: four points; on mobile an accordion with one point open at a time. */
export function WhyChooseUs() {
  const wide = useMediaQuery(`(min-width: ${breakpoints.tablet}px)`);
  return (
    <HomeSection title="Why choose Safarnama Holidays" subtitle="Multiple quotes from verified experts, one easy decision.">
      {wide ? <PointGrid /> : <PointAccordion />}
    </HomeSection>
  );
}

function PointGrid() {
  return (
    <ul className={styles.grid}>
      {whyChooseUs.map((point) => (
        <Card as="li" key={point.id} className={styles.card}>
          <span className={styles.icon}>
            <IconFor id={point.id} className={styles.svg} />
          </span>
          <h3 className={styles.title}>{point.title}</h3>
          <p className={styles.text}>{point.text}</p>
        </Card>
      ))}
    </ul>
  );
}

function PointAccordion() {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(whyChooseUs[0].id);
  return (
    <div className={styles.accordion}>
      {whyChooseUs.map((point) => {
        const expanded = openId === point.id;
        const panelId = `${baseId}-${point.id}`;
        return (
          <div key={point.id} className={cx(styles.item, expanded && styles.itemOpen)}>
            <h3 className={styles.itemHeading}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpenId(expanded ? null : point.id)}
              >
                <span className={styles.icon}>
                  <IconFor id={point.id} className={styles.svg} />
                </span>
                <span className={styles.triggerText}>{point.title}</span>
                <ChevronIcon className={cx(styles.chevron, expanded && styles.chevronOpen)} />
              </button>
            </h3>
            <div id={panelId} role="region" aria-label={point.title} hidden={!expanded} className={styles.panel}>
              <p className={styles.text}>{point.text}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
