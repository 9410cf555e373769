import { useId, useState } from 'react';
import { Button, limits } from '@safarnama/shared';
import styles from './faq-section.module.css';

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

/**
 * The destination's FAQ: 5 at first, See More adds 5, See Less goes back
 * to 5; one answer open at a time.
 */
export default function FaqSection({ items, destination }: { items: readonly FaqItem[]; destination: string }) {
  const id = useId();
  const [shown, setShown] = useState<number>(limits.faqStep);
  const [open, setOpen] = useState<number | null>(null);
  const visible = items.slice(0, shown);

  const showLess = () => {
    setShown(limits.faqStep);
    if (open !== null && items.findIndex((item) => item.id === open) >= limits.faqStep) setOpen(null);
  };

  return (
    <section className={styles.faq} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {destination} FAQs
      </h2>
      {items.length === 0 ? (
        <p className={styles.empty}>FAQ is not available at the moment</p>
      ) : (
        <>
          <ul className={styles.list}>
            {visible.map((item) => {
              const expanded = open === item.id;
              return (
                <li key={item.id} className={styles.item}>
                  <h3 className={styles.question}>
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={expanded}
                      aria-controls={`${id}-answer-${item.id}`}
                      onClick={() => setOpen(expanded ? null : item.id)}
                    >
                      <span>{item.question}</span>
                      <span className={styles.sign} aria-hidden="true">
                        {expanded ? '−' : '+'}
                      </span>
                    </button>
                  </h3>
                  <div id={`${id}-answer-${item.id}`} className={styles.answer} hidden={!expanded}>
                    <p>{item.answer}</p>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className={styles.more}>
            {shown < items.length && (
              <Button variant="ghost" onClick={() => setShown((n) => n + limits.faqStep)}>
                See More
              </Button>
            )}
            {shown > limits.faqStep && (
              <Button variant="ghost" onClick={showLess}>
                See Less
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
