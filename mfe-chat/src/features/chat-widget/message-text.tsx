import { Link } from 'react-router-dom';
import { parseReply } from '../../lib/reply-links';
import styles from './message-list.module.css';

export interface MessageTextProps {
  text: string;
  /** Following one of the reply's links (the dialog closes on a phone). */
  onNavigate?: () => void;
  /** While a reply is being typed: links are drawn but not yet followable. */
  plain?: boolean;
}

/**
 * A message as text nodes only (never HTML): one line per \n, and links to our own
 * pages as router links, so the visit stays in the app.
 */
export function MessageText({ text, onNavigate, plain = false }: MessageTextProps) {
  return (
    <>
      {parseReply(text).map((parts, line) => (
        <p key={line} className={styles.line}>
          {parts.map((part, index) =>
            part.type === 'text' ? (
              part.text
            ) : plain ? (
              <span key={index} className={styles.link}>
                {part.label}
              </span>
            ) : (
              <Link key={index} to={part.to} className={styles.link} onClick={onNavigate}>
                {part.label}
              </Link>
            ),
          )}
        </p>
      ))}
    </>
  );
}
