import type { ReactNode } from 'react';
import { toIsoDate, usePageMeta } from '@safarnama/shared';
import { formatLongDate } from './dates';
import { PageHeader } from './page-header';
import styles from './page.module.css';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  description: string;
  lastUpdated: Date;
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** Number the headings ("1. Definitions"). */
  numbered?: boolean;
}

/** A legal or policy page: title, 'Last updated', contents list and the sections. */
export function LegalDocument({ title, description, lastUpdated, intro, sections, numbered = false }: LegalDocumentProps) {
  usePageMeta(title, description);
  const heading = (section: LegalSection, index: number) => (numbered ? `${index + 1}. ${section.heading}` : section.heading);

  return (
    <article aria-labelledby="page-title" className={styles.page}>
      <PageHeader title={title} eyebrow="Safarnama Holidays">
        <p className={styles.updated}>
          Last updated: <time dateTime={toIsoDate(lastUpdated)}>{formatLongDate(lastUpdated)}</time>
        </p>
      </PageHeader>
      <div className={styles.legalLayout}>
        <nav className={styles.toc} aria-labelledby="toc-title">
          <h2 id="toc-title" className={styles.tocTitle}>
            On this page
          </h2>
          <ol className={styles.tocList}>
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{heading(section, index)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.legalBody}>
          <div className={styles.intro}>{intro}</div>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.legalSection}>
              <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                {heading(section, index)}
              </h2>
              {section.body}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
