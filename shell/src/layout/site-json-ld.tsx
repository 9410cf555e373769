import { JsonLd, siteConfig, siteOrigin, usePhoneNumber } from '@safarnama/shared';

/**
 * The company as structured data on every page: a TravelAgency with the number
 * visitors are shown now (the live TFN number, not the default), its address and
 * its social profiles.
 */
export function SiteJsonLd() {
  const phone = usePhoneNumber();
  const origin = siteOrigin();
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'TravelAgency',
        name: siteConfig.brand,
        legalName: siteConfig.legalName,
        url: `${origin}/`,
        telephone: `${siteConfig.phonePrefix}${phone}`,
        email: siteConfig.supportEmail,
        areaServed: { '@type': 'Country', name: 'India' },
        address: { '@type': 'PostalAddress', streetAddress: siteConfig.addressLines.slice(0, 2).join(', '), addressLocality: 'Noida', addressRegion: 'Uttar Pradesh', postalCode: '201309', addressCountry: 'IN' },
        sameAs: Object.values(siteConfig.socials),
      }}
    />
  );
}
