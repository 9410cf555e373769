import { ArtImage, Button, Card } from '@safarnama/shared';
import { popularDestinations } from './data/dev-darshan-offers';
import { usePopularDestination } from './use-popular-destination';
import media from '../../components/media-card.module.css';
import styles from './popular-destinations.module.css';

/** The six shrines' buttons: each opens its listing, or /no-result-found when it has no packages. */
export function PopularDestinations() {
  const { open, loadingName } = usePopularDestination();
  return (
    <section className={styles.section} aria-labelledby="popular-destinations">
      <h2 id="popular-destinations" className={styles.heading}>
        Popular Destinations
      </h2>
      <p className={styles.subtitle}>Start with a shrine: we show every yatra package we run there.</p>
      <ul className={styles.grid}>
        {popularDestinations.map((name) => (
          <li key={name}>
            <Card className={media.card}>
              {/* The artwork names the place in its corner; the button below names it for everyone. */}
              <ArtImage className={media.image} kind="destination" name={name} alt="" />
              <div className={styles.body}>
                <Button
                variant="secondary"
                fullWidth
                loading={loadingName === name}
                loadingText={`Loading ${name}...`}
                disabled={loadingName !== null}
                onClick={() => void open(name)}
              >
                {name}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
