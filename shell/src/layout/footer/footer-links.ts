import { linksToPages } from '@safarnama/contracts/page-links';
import { categoryIds, siteConfig } from '@safarnama/shared';

/** The footer's Top Destinations: each opens /{destination}-tour-packages in a new tab after a second. */
export const TOP_DESTINATIONS = ['Darjeeling', 'Kerala', 'Kashmir', 'Nainital', 'Jaipur', 'Shimla'] as const;

/** The footer's Top Categories, each with its fixed category id. */
export const TOP_CATEGORIES = (['HoneyMoon', 'Wildlife', 'Family', 'Friends', 'Nature', 'Adventure'] as const).map(
  (name) => ({ id: categoryIds[name], name }),
);

/** The footer's Quick Links, in its order (their names: PAGE_LABELS). */
export const QUICK_LINKS = linksToPages(['/about-us', '/disclaimer', '/contact-us', '/terms&conditions', '/privacy-policy', '/customer-support']);

export type SocialNetwork = keyof typeof siteConfig.socials;

export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string }[] = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'x', label: 'X' },
  { network: 'instagram', label: 'Instagram' },
  { network: 'pinterest', label: 'Pinterest' },
  { network: 'linkedin', label: 'LinkedIn' },
];
