// The site's own origin, for absolute links in structured data and share tags. In the
// browser it is the page's; on the server, the configured one (SITE_ORIGIN), which
// the shell's server build sets before it renders.

let serverOrigin = '';

export function setServerSiteOrigin(origin: string): void {
  serverOrigin = origin;
}

/** "https://www.safarnamaholidays.in": where the page is, or on the server where the site is. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
