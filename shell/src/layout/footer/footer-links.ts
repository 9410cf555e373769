import { categoryIds, siteConfig } from '@safarnama/shared';

/** The footer's Top Destinations: each opens /{destination}-tour-packages in a new tab after a second. */
export const TOP_DESTINATIONS = ['Darjeeling', 'Kerala', 'Kashmir', 'Nainital', 'Jaipur', 'Shimla'] as const;

/** The footer's Top Categories, each with its fixed category id. */
export const TOP_CATEGORIES = (['HoneyMoon', 'Wildlife', 'Family', 'Friends', 'Nature', 'Adventure'] as const).map(
  (name) => ({ id: categoryIds[name], name }),
);

export const QUICK_LINKS = [
  { label: 'About Us', to: '/about-us' },
  { label: 'Disclaimer', to: '/disclaimer' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Terms & Conditions', to: '/terms&conditions' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Customer Support', to: '/customer-support' },
] as const;

export type SocialNetwork = keyof typeof siteConfig.socials;

export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string }[] = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'x', label: 'X' },
  { network: 'instagram', label: 'Instagram' },
  { network: 'pinterest', label: 'Pinterest' },
  { network: 'linkedin', label: 'LinkedIn' },
];
