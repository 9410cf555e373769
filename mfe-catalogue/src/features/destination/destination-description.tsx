import { useId, useState } from 'react';
import { limits, stripHtml, truncateText } from '@safarnama/shared';
import styles from './destination-page.module.css';

/** The destination's description: cut to 500 characters with Read More / Read Less when longer. */
export function DestinationDescription({ text }: { text: string }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => stripHtml(paragraph))
    .filter(Boolean);
  const plain = paragraphs.join(' ');
  const long = plain.length > limits.descriptionTruncate;

  return (
    <div className={styles.description}>
      <div id={id}>
        {long && !expanded ? <p>{truncateText(plain, limits.descriptionTruncate)}</p> : paragraphs.map((p, i) => <p key={i}>{p}</p>)}
      </div>
      {long && (
        <button type="button" className={styles.readMore} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((v) => !v)}>
          {expanded ? 'Read Less' : 'Read More'}
        </button>
      )}
    </div>
  );
}
