import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { delay, destinationPath, formatPhone, phoneHref, siteConfig, Spinner, themePath, timings, useOpenTheme, useOverlayAction, VisuallyHidden, usePhoneNumber } from '@safarnama/shared';
import { CATEGORY_FETCH_FAILED } from '../categories/use-categories';
import { RemotePage } from '../../remotes/remote-page';
import { Logo } from '../logo/logo';
import { QUICK_LINKS, TOP_CATEGORIES, TOP_DESTINATIONS } from './footer-links';
import { SocialLinks } from './social-links';
import styles from './footer.module.css';

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function NewTabHint() {
  return <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;
}

/** A titled column of the footer's links (its list items are the children); `id` names its heading. */
function LinkColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav className={styles.column} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>{children}</ul>
    </nav>
  );
}

/** The site footer: four columns, the newsletter and the legal line. */
export function Footer() {
  const phone = usePhoneNumber();
  const { open, pendingId: loadingId } = useOpenTheme(CATEGORY_FETCH_FAILED);
  const { run } = useOverlayAction();

  // A destination opens its listing in a new tab after a second's overlay.
  const openDestination = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void run(name, { title: `Loading ${name} tour packages...` }, async ({ isMounted }) => {
      await delay(timings.footerOpenDelay);
      if (isMounted()) window.open(destinationPath(name), '_blank', 'noopener');
    });
  };

  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.about}>
            Handpicked holidays across India, from Himalayan treks to Kerala backwaters. Tell us your plan and compare
            quotes from verified travel experts, with support around the clock.
          </p>
        </div>
        <section className={styles.newsletter} aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.heading}>
            Subscribe to our newsletter
          </h2>
          <RemotePage
            id="enquiry/NewsletterForm"
            loadingFallback={<div className={styles.newsletterPlaceholder} />}
            deferUntilIdle
          />
        </section>
      </div>

      <div className={styles.columns}>
        <LinkColumn id="footer-destinations" title="Top Destinations">
          {TOP_DESTINATIONS.map((name) => (
            <li key={name}>
              <a
                href={destinationPath(name)}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.link}
                onClick={(event) => openDestination(event, name)}
              >
                {name}
                <NewTabHint />
              </a>
            </li>
          ))}
        </LinkColumn>

        <LinkColumn id="footer-categories" title="Top Categories">
          {TOP_CATEGORIES.map((category) => {
            const loading = loadingId === category.id;
            return (
              <li key={category.id}>
                <a
                  href={themePath(category.name)}
                  className={`${styles.link} ${loading ? styles.loading : ''}`}
                  aria-disabled={loading || undefined}
                  aria-busy={loading || undefined}
                  onClick={(event) => {
                    if (!isPlainClick(event) && !loading) return;
                    event.preventDefault();
                    if (loadingId === null) void open({ categoryId: category.id, query: category.name, themeName: category.name, title: category.name });
                  }}
                >
                  {category.name}
                  {loading && <Spinner size="sm" className={styles.spinner} />}
                </a>
              </li>
            );
          })}
        </LinkColumn>

        <LinkColumn id="footer-quick-links" title="Quick Links">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.link}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <a href="/sitemap" target="_blank" rel="noopener noreferrer" className={styles.link}>
              Sitemap
              <NewTabHint />
            </a>
          </li>
        </LinkColumn>

        <section className={styles.column} aria-labelledby="footer-connect">
          <h2 id="footer-connect" className={styles.heading}>
            Connect With Us
          </h2>
          <address className={styles.address}>
            {siteConfig.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <ul className={styles.list}>
            <li>
              <a href={`mailto:${siteConfig.supportEmail}`} className={styles.link}>
                {siteConfig.supportEmail}
              </a>
            </li>
            <li>
              <a href={phoneHref(phone)} className={styles.link}>
                {formatPhone(phone)} <span className={styles.muted}>(24/7)</span>
              </a>
            </li>
          </ul>
          <SocialLinks listClassName={styles.socials} linkClassName={styles.social} />
        </section>
      </div>

      <div className={styles.legal}>
        <p>
          © {year} {siteConfig.brand}. All rights reserved.
        </p>
        <p>
          {siteConfig.brand} is a trading name of {siteConfig.legalName}, company number {siteConfig.companyNumber}.
        </p>
      </div>
    </footer>
  );
}
