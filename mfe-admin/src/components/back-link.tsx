import { Link } from 'react-router-dom';
import styles from '../ui/page.module.css';

/** Back from a record to the list it came from ("← All blogs"). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p>
      <Link className={styles.link} to={to}>
        {`← ${label}`}
      </Link>
    </p>
  );
}
