import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { api, artSize, Card, destinationPath, packageDetailPath, PriceTag, useApiQuery, type PackageSummary } from '@safarnama/shared';
import styles from './blog-packages.module.css';

/** How many of the destination's packages follow an article. */
export const BLOG_PACKAGES = 3;
const ART = artSize.package;

/** The cheapest `count` packages, cheapest first (the API already sorts; this does not rely on it). */
export function cheapestPackages(packages: readonly PackageSummary[], count = BLOG_PACKAGES): PackageSummary[] {
  return [...packages].sort((a, b) => a.price - b.price || a.name.localeCompare(b.name)).slice(0, count);
}

/**
 * Under an article about a destination, its three cheapest packages and the way to
 * all of them: a reader who finished the article is ready to look at a trip. Asked
 * with the untracked GET search: reading a blog is not a destination search.
 */
export function BlogPackages({ destinationName }: { destinationName: string }) {
  const { data, error } = useApiQuery(`blog-packages:${destinationName.toLowerCase()}`, (signal) => api.getDestination(destinationName, { signal }));
  useEffect(() => {
    if (error) console.error(`[blogs] packages for ${destinationName} could not be loaded`, error);
  }, [error, destinationName]);
  const packages = useMemo(() => cheapestPackages(data?.packageResponse ?? []), [data]);
  if (packages.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="blog-packages-title">
      <div className={styles.head}>
        <h2 id="blog-packages-title" className={styles.title}>
          {destinationName} tour packages
        </h2>
        <Link to={destinationPath(destinationName)} className={styles.all}>
          See all {destinationName} packages
        </Link>
      </div>
      <ul className={styles.grid}>
        {packages.map((pkg) => (
          <li key={pkg.id}>
            <Card as="article" interactive className={styles.card}>
              <img className={styles.image} src={pkg.image} alt={pkg.imageAltText || pkg.name} width={ART.width} height={ART.height} loading="lazy" decoding="async" />
              <div className={styles.body}>
                <h3 className={styles.name}>
                  <Link to={packageDetailPath(pkg)} className={styles.link}>
                    {pkg.name}
                  </Link>
                </h3>
                <p className={styles.duration}>
                  {pkg.durationDay} Days / {Math.max(pkg.durationDay - 1, 0)} Nights
                </p>
                <PriceTag price={pkg.price} originalPrice="auto" prefix="Starting from" size="sm" />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
