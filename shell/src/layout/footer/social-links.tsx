import { siteConfig } from '@safarnama/shared';
import { SOCIAL_LINKS } from './footer-links';
import { SocialIcon } from './social-icon';

interface SocialLinksProps {
  listClassName: string;
  linkClassName: string;
}

/** The five social networks, each opening in a new tab; the footer and the contact card style them their own way. */
export function SocialLinks({ listClassName, linkClassName }: SocialLinksProps) {
  return (
    <ul className={listClassName} aria-label="Follow us">
      {SOCIAL_LINKS.map(({ network, label }) => (
        <li key={network}>
          <a
            href={siteConfig.socials[network]}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClassName}
            aria-label={`${label} (opens in a new tab)`}
          >
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
