import { useId, type ReactNode } from 'react';
import { cx, FadeIn } from '@safarnama/shared';
import styles from './home-section.module.css';

export interface HomeSectionProps {
  title: string;
  subtitle?: string;
  /** A link or button beside the heading ("Explore more"). */
  action?: ReactNode;
  /** Full-width band with the alternate canvas colour. */
  tone?: 'plain' | 'alt';
  className?: string;
  /**
   * Name the section after its heading (a region landmark). Off where the content is
   * a carousel carrying the same name, so there are not two regions of one name.
   */
  landmark?: boolean;
  children: ReactNode;
}

/** One home page section: a titled region that fades in when scrolled to (not at all under reduced motion). */
export function HomeSection({ title, subtitle, action, tone = 'plain', className, landmark = true, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <FadeIn className={cx(styles.band, tone === 'alt' && styles.alt)}>
      <section aria-labelledby={landmark ? headingId : undefined} className={cx(styles.section, className)}>
        <div className={styles.header}>
          <div className={styles.titles}>
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          {action && <div className={styles.action}>{action}</div>}
        </div>
        {children}
      </section>
    </FadeIn>
  );
}
