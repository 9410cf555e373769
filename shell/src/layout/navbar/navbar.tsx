import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { breakpoints, formatPhone, phoneHref, siteConfig, Spinner, themePath, themeSlug, useMediaQuery, useOpenTheme, type Category, usePhoneNumber } from '@safarnama/shared';
import { CATEGORY_FETCH_FAILED, useCategories } from '../categories/use-categories';
import { Logo } from '../logo/logo';
import styles from './navbar.module.css';

export const ADVISOR_PICTURE = '/media/art/avatar/advisor.svg';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/** Blog stays highlighted on an article and on a blog category list. */
function isBlogPath(pathname: string): boolean {
  return pathname.startsWith('/blog-details/') || /^\/category\/[^/]+\/blog\/?$/.test(pathname);
}

function BlogLink({ onClick }: { onClick?: () => void }) {
  const { pathname } = useLocation();
  if (isBlogPath(pathname)) {
    // the blog section, not the blog home itself
    return (
      <Link to="/blogs" className={linkClass({ isActive: true })} aria-current="true" onClick={onClick}>
        Blog
      </Link>
    );
  }
  return (
    <NavLink to="/blogs" className={linkClass} onClick={onClick}>
      Blog
    </NavLink>
  );
}

/** A plain click (no modifier, left button): ours to handle; others open the link as the browser would. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The fixed top bar on every page: logo, Blog, Themes,
 * Contact Us with the current one highlighted, and the 24/7 phone number. From
 * 821px a hover panel of theme tiles and the advisor's picture; below it a phone
 * link and a hamburger menu in which Themes expands to a list.
 */
export function Navbar() {
  const isDesktop = useMediaQuery(`(min-width: ${breakpoints.navbar}px)`);
  const phone = usePhoneNumber();
  const categories = useCategories();
  const { open, pendingId: loadingId } = useOpenTheme(CATEGORY_FETCH_FAILED);
  const { pathname } = useLocation();
  const themesActive = pathname.startsWith('/themes/');

  const chooseCategory = async (event: MouseEvent, category: Category, done: () => void) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    done();
    await open({ categoryId: category.id, query: themeSlug(category.name), themeName: category.name, title: category.name });
  };

  const goHome = () => window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
  // the same links and state, laid out for the width
  const nav: NavProps = { categories, loadingId, themesActive, onChoose: chooseCategory, phone };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} onClick={goHome} aria-label={`${siteConfig.brand}, home`}>
          <Logo />
        </Link>
        {isDesktop ? <DesktopNav {...nav} /> : <MobileNav {...nav} />}
      </div>
    </header>
  );
}

interface NavProps {
  categories: Category[];
  loadingId: number | null;
  themesActive: boolean;
  onChoose: (event: MouseEvent, category: Category, done: () => void) => void;
  phone: string;
}

function DesktopNav({ categories, loadingId, themesActive, onChoose, phone }: NavProps) {
  const [themesOpen, setThemesOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setThemesOpen(false), [pathname]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && themesOpen) {
      setThemesOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <>
      <nav aria-label="Main" className={styles.desktopNav}>
        <ul className={styles.links}>
          <li>
            <BlogLink />
          </li>
          <li
            className={styles.themes}
            onMouseEnter={() => setThemesOpen(true)}
            onMouseLeave={() => setThemesOpen(false)}
            onKeyDown={onKeyDown}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setThemesOpen(false);
            }}
          >
            <ThemesToggle ref={toggleRef} active={themesActive} open={themesOpen} controls={panelId} onToggle={() => setThemesOpen((open) => !open)} />
            <div id={panelId} className={styles.panel} hidden={!themesOpen}>
              {categories.length === 0 ? (
                <p className={styles.panelEmpty}>Themes are on their way. Please try again in a moment.</p>
              ) : (
                <ul className={styles.tiles} aria-label="Holiday themes">
                  {categories.map((category) => (
                    <li key={category.id}>
                      <a
                        href={themePath(category.name)}
                        className={styles.tile}
                        aria-busy={loadingId === category.id || undefined}
                        onClick={(event) => onChoose(event, category, () => setThemesOpen(false))}
                      >
                        <img
                          src={category.imageUrl}
                          alt=""
                          width={160}
                          height={100}
                          loading="lazy"
                          className={styles.tileImage}
                        />
                        <span className={styles.tileName}>{category.name}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
          <li>
            <NavLink to="/contact-us" className={linkClass}>
              Contact Us
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className={styles.call}>
        <img src={ADVISOR_PICTURE} alt="" width={44} height={44} className={styles.advisor} />
        <div className={styles.callText}>
          <span className={styles.tagline}>{siteConfig.tagline}</span>
          <a href={phoneHref(phone)} className={styles.phone}>
            {formatPhone(phone)}
          </a>
        </div>
      </div>
    </>
  );
}

function MobileNav({ categories, loadingId, themesActive, onChoose, phone }: NavProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [themesOpen, setThemesOpen] = useState(false);
  const menuId = useId();
  const themesId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  const close = () => {
    setMenuOpen(false);
    setThemesOpen(false);
  };

  useEffect(() => {
    setMenuOpen(false);
    setThemesOpen(false);
  }, [pathname]);

  // An outside click (or tap) closes the menu.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onPointerDown = (event: Event) => {
      const target = event.target as Node | null;
      if (target && (menuRef.current?.contains(target) || toggleRef.current?.contains(target))) return;
      close();
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  return (
    <>
      <div className={styles.mobileActions}>
        <a href={phoneHref(phone)} className={styles.mobilePhone} aria-label={`Call us 24/7 on ${formatPhone(phone)}`}>
          <PhoneIcon />
          <span className={styles.mobilePhoneNumber}>
            <span className={styles.mobilePhonePrefix}>{siteConfig.phonePrefix} </span>
            {phone}
          </span>
        </a>
        <button
          ref={toggleRef}
          type="button"
          className={styles.hamburger}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label="Menu"
          onClick={() => (menuOpen ? close() : setMenuOpen(true))}
        >
          <span className={`${styles.hamburgerBox} ${menuOpen ? styles.hamburgerOpen : ''}`} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        </button>
      </div>
      <div id={menuId} ref={menuRef} className={styles.mobileMenu} hidden={!menuOpen}>
        <nav aria-label="Main">
          <ul className={styles.mobileLinks}>
            <li>
              <BlogLink onClick={close} />
            </li>
            <li>
              <ThemesToggle active={themesActive} open={themesOpen} controls={themesId} onToggle={() => setThemesOpen((open) => !open)} />
              <ul id={themesId} className={styles.themeList} hidden={!themesOpen} aria-label="Holiday themes">
                {categories.length === 0 && <li className={styles.panelEmpty}>Themes are on their way.</li>}
                {categories.map((category) => (
                  <li key={category.id}>
                    <a
                      href={themePath(category.name)}
                      className={styles.themeItem}
                      aria-busy={loadingId === category.id || undefined}
                      onClick={(event) => onChoose(event, category, close)}
                    >
                      {category.name}
                      {loadingId === category.id && <Spinner size="sm" />}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <NavLink to="/contact-us" className={linkClass} onClick={close}>
                Contact Us
              </NavLink>
            </li>
          </ul>
          <p className={styles.mobileCall}>
            {siteConfig.tagline}{' '}
            <a href={phoneHref(phone)} className={styles.phone}>
              {formatPhone(phone)}
            </a>
          </p>
        </nav>
      </div>
    </>
  );
}

interface ThemesToggleProps {
  ref?: Ref<HTMLButtonElement>;
  /** The page shown is a theme's. */
  active: boolean;
  open: boolean;
  /** The id of the list of themes it shows and hides. */
  controls: string;
  onToggle: () => void;
}

/** The Themes button of both navs, the wide one's and the phone menu's. */
function ThemesToggle({ ref, active, open, controls, onToggle }: ThemesToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={`${styles.link} ${styles.themesToggle} ${active ? styles.active : ''}`}
      data-current={active || undefined}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      Themes <Chevron open={open} />
    </button>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      className={`${styles.chevron} ${open ? styles.chevronOpen : ''}`}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25c1.1.37 2.3.57 3.6.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}
