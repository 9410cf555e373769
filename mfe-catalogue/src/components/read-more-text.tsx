import { useId, useState } from 'react';
import { limits, stripHtml, truncateText } from '@safarnama/shared';
import styles from './read-more-text.module.css';

/**
 * Long text from the catalogue (a destination's description, a package's information):
 * tags stripped, cut to 500 characters with an ellipsis and a Read More / Read Less
 * toggle, which shows only when the text is longer than that.
 */
export function ReadMoreText({ text, className }: { text: string; className?: string }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => stripHtml(paragraph))
    .filter(Boolean);
  const plain = paragraphs.join(' ');
  const long = plain.length > limits.descriptionTruncate;

  return (
    <div className={className ? `${styles.text} ${className}` : styles.text}>
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
