import type { ReactNode } from 'react';
import { Card } from '@safarnama/shared';
import { Icon, type IconName } from './icons';
import styles from './page.module.css';

interface IconCardProps {
  icon: IconName;
  title: string;
  text: string;
  /** A saffron icon circle instead of the teal one. */
  warm?: boolean;
  /** What follows the text, such as a link or a button. */
  children?: ReactNode;
}

/** A page icon in its circle: teal, or saffron when `warm`. */
export function IconCircle({ icon, warm = false }: { icon: IconName; warm?: boolean }) {
  return (
    <span className={warm ? `${styles.icon} ${styles.iconWarm}` : styles.icon}>
      <Icon name={icon} />
    </span>
  );
}

/** A card of a shell page's card grid (a list item): an icon, a title and a line of text. */
export function IconCard({ icon, title, text, warm = false, children }: IconCardProps) {
  return (
    <Card as="li">
      <div className={styles.cardBody}>
        <IconCircle icon={icon} warm={warm} />
        <h3 className={styles.cardTitle}>{title}</h3>
        <p className={styles.cardText}>{text}</p>
        {children}
      </div>
    </Card>
  );
}
