import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ArtImage, Card, formatInr, onPageReady, RemoteArea, themeSlug, usePageMeta, type ThemeCard } from '@safarnama/shared';
import { readThemeState } from '../../lib/state-readers';
import { useDestinationSearch } from '../../hooks/use-destination-search';
import { availableBands, filterByBand } from './budget-bands';
import { themeTitle } from './theme-title';
import { useThemeCards } from './use-theme-cards';
import styles from './themes-page.module.css';

/** /themes/:themeName: the destinations of one theme with their price ranges and a budget filter. */
export default function ThemesPage() {
  const { themeName: param = '' } = useParams();
  const location = useLocation();
  const slug = themeSlug(param);
  const fromState = useMemo(() => {
    const state = readThemeState(location.state);
    // State from another theme (a stale history entry) does not count.
    return state.cards && (!state.themeName || themeSlug(state.themeName) === slug) ? state : null;
  }, [location.state, slug]);
  const title = themeTitle(fromState?.themeName ?? param);
  const cardsState = useThemeCards(slug, fromState?.cards ?? null);
  // The quote popup (another remote) loads once the cards are on screen: it opens
  // two seconds later and must not compete with them.
  const [pageShown, setPageShown] = useState(false);
  useEffect(() => onPageReady(() => startTransition(() => setPageShown(true))), []);

  usePageMeta(
    title ? `${title} Holiday Packages` : 'Holiday Themes',
    title
      ? `${title} tour packages across India with price ranges per person. Pick a destination and compare quotes from expert agents.`
      : 'Holiday packages by theme: wildlife, family, friends, adventure, nature, honeymoon, seasonal and water activities.',
    { ready: cardsState.status !== 'loading' },
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Holiday themes</p>
        <h1 className={styles.title}>{title ? `${title} Packages` : 'Holiday Themes'}</h1>
        {title && <p className={styles.lead}>Destinations with {title.toLowerCase()} packages, and what a trip there costs per person.</p>}
      </header>
      {!slug ? (
        <p className={styles.message}>Please select a theme to view packages.</p>
      ) : cardsState.status === 'loading' ? (
        <p className={styles.message} role="status">
          Loading...
        </p>
      ) : (
        <ThemeResults cards={cardsState.cards} />
      )}
      {slug && pageShown && <RemoteArea remote="enquiry/QuotePopup" props={{ themeName: title }} loadingFallback={null} />}
    </div>
  );
}

function ThemeResults({ cards }: { cards: ThemeCard[] }) {
  const [bandId, setBandId] = useState<string | null>(null);
  const bands = useMemo(() => availableBands(cards), [cards]);
  const shown = useMemo(() => filterByBand(cards, bandId), [cards, bandId]);
  const { search, isLoading } = useDestinationSearch('THEMES_PAGE');

  if (cards.length === 0) return <p className={styles.message}>No packages found for this theme.</p>;

  return (
    <div className={styles.results}>
      {bands.length > 0 && (
        <fieldset className={styles.filter}>
          <legend className={styles.legend}>Budget per person</legend>
          <div className={styles.options}>
            {[{ id: null, label: 'All budgets' }, ...bands].map((band) => (
              <label key={band.id ?? 'all'} className={styles.option}>
                <input
                  type="radio"
                  name="budget"
                  className={styles.radio}
                  checked={bandId === band.id}
                  onChange={() => setBandId(band.id)}
                />
                <span className={styles.pill}>{band.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <p className={styles.count} aria-live="polite">
        {shown.length === 1 ? '1 destination' : `${shown.length} destinations`}
      </p>
      <ul className={styles.grid} aria-label="Destinations">
        {shown.map((card, index) => (
          <li key={card.id}>
            <Card as="article" interactive className={styles.card}>
              <ArtImage
                kind="destination"
                name={card.destinationName}
                src={card.image}
                alt={`${card.destinationName} landscape`}
                className={styles.image}
                // the first card's image is the page's largest paint (index.html preloads it too)
                priority={index === 0}
              />
              <div className={styles.body}>
                <h2 className={styles.cardTitle}>
                  <button
                    type="button"
                    className={styles.cardLink}
                    disabled={isLoading}
                    onClick={() =>
                      void search(card.destinationName, {
                        title: `Loading ${card.destinationName} tour packages...`,
                        subtitle: 'Please wait while we prepare your experience...',
                      })
                    }
                  >
                    {card.destinationName}
                  </button>
                </h2>
                <p className={styles.price}>
                  {card.maxPrice > card.minPrice ? `${formatInr(card.minPrice)} - ${formatInr(card.maxPrice)}` : formatInr(card.minPrice)}
                  <span className={styles.perPerson}> per person</span>
                </p>
                {card.packageCount > 0 && (
                  <p className={styles.packages}>{card.packageCount === 1 ? '1 package' : `${card.packageCount} packages`}</p>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
