import type { ReactNode } from 'react';
import { artSize, cx } from '@safarnama/shared';
import { BLOGS_HERO_IMAGE } from './hero-image';
import styles from './blogs-hero.module.css';

const ART = artSize.banner;

export interface BlogsHeroProps {
  /** The blog home's h1; a category page names itself in its own h1 below, so this is a paragraph there. */
  as?: 'h1' | 'p';
  /** The blog search, on the blog home. */
  children?: ReactNode;
}

/**
 * 'Where are you headed next?' over our mountain artwork, on the blog home and the
 * category lists. The artwork is the page's largest paint: it is sized, not lazy,
 * and index.html preloads it (src/page-hints.json).
 */
export function BlogsHero({ as: Title = 'h1', children }: BlogsHeroProps) {
  return (
    <div className={cx(styles.hero, children != null && styles.withSearch)}>
      <img className={styles.art} src={BLOGS_HERO_IMAGE} alt="" width={ART.width} height={ART.height} fetchPriority="high" decoding="async" />
      <div className={styles.content}>
        <Title className={styles.title}>Where are you headed next?</Title>
        <p className={styles.lead}>Itineraries, yatra guides and honest tips from our travel experts, for every corner of India.</p>
        {children}
      </div>
    </div>
  );
}
