import { cx, siteConfig } from '@safarnama/shared';
import { SOCIAL_LINKS } from './footer-links';
import { SocialIcon } from './social-icon';
import styles from './social-links.module.css';

interface SocialLinksProps {
  listClassName: string;
  linkClassName: string;
}

/**
 * The five social networks in a row, each opening in a new tab and turning teal on
 * hover; the footer and the contact card place the row and draw the links their own way.
 */
export function SocialLinks({ listClassName, linkClassName }: SocialLinksProps) {
  return (
    <ul className={cx(styles.list, listClassName)} aria-label="Follow us">
      {SOCIAL_LINKS.map(({ network, label }) => (
        <li key={network}>
          <a
            href={siteConfig.socials[network]}
            target="_blank"
            rel="noopener noreferrer"
            className={cx(styles.link, linkClassName)}
            aria-label={`${label} (opens in a new tab)`}
          >
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
