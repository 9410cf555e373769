/**
 * Everything the site says about the company, in one place. Pages read these
 * values instead of repeating them, so a change of address or number is one edit.
 */
export interface SocialLinks {
  facebook: string;
  x: string;
  instagram: string;
  pinterest: string;
  linkedin: string;
}

export interface SiteConfig {
  brand: string;
  /** Sent as `websiteName` with every direct enquiry. */
  websiteName: string;
  legalName: string;
  tagline: string;
  /** Shown until the TFN lookup answers (the server's number differs). */
  defaultPhone: string;
  phonePrefix: string;
  supportEmail: string;
  address: string;
  addressLines: readonly string[];
  /** Corporate Identification Number shown in the footer's legal line. */
  companyNumber: string;
  socials: SocialLinks;
}

export const siteConfig: SiteConfig = Object.freeze({
  brand: 'Safarnama Holidays',
  websiteName: 'Safarnama Holidays',
  legalName: 'Safarnama Holidays Private Limited',
  tagline: 'Book Online or Call Us 24/7',
  defaultPhone: '9311223344',
  phonePrefix: '+91',
  supportEmail: 'support@safarnamaholidays.in',
  address: '4th Floor, Tower B, Logix Cyber Park, Sector 62, Noida, Uttar Pradesh 201309',
  addressLines: Object.freeze([
    '4th Floor, Tower B, Logix Cyber Park',
    'Sector 62, Noida',
    'Uttar Pradesh 201309',
  ]),
  companyNumber: 'U63040UP2019PTC118734',
  socials: Object.freeze({
    facebook: 'https://www.facebook.com/safarnamaholidays',
    x: 'https://x.com/safarnamahols',
    instagram: 'https://www.instagram.com/safarnamaholidays',
    pinterest: 'https://in.pinterest.com/safarnamaholidays',
    linkedin: 'https://www.linkedin.com/company/safarnama-holidays',
  }),
});

/** "+91 9311223344" for display; `tel:` links use {@link phoneHref}. */
export function formatPhone(phone: string): string {
  return `${siteConfig.phonePrefix} ${phone}`;
}

/** "tel:+919311223344" */
export function phoneHref(phone: string): string {
  return `tel:${siteConfig.phonePrefix}${phone.replace(/\D/g, '')}`;
}
