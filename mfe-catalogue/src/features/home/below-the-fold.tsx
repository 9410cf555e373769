// The sections below the search bar: a separate chunk (with the carousel library
// behind it), loaded when the visitor nears them or shortly after the page has
// loaded, so the hero and the search bar paint with as little JavaScript as possible.
import { BannerCarousel } from './components/banner-carousel';
import { CuratedGetaways } from './components/curated-getaways';
import { DevotionalPlans } from './components/devotional-plans';
import { HiddenGems } from './components/hidden-gems';
import { Pilgrimage } from './components/pilgrimage';
import { PromoBanner } from './components/promo-banner';
import { ReviewsBanner } from './components/reviews-banner';
import { ThemeGrid } from './components/theme-grid';
import { TrustPoints } from './components/trust-points';
import { TrendingDestinations } from './components/trending-destinations';
import { WhyChooseUs } from './components/why-choose-us';

export default function BelowTheFold() {
  return (
    <>
      <TrustPoints />
      <BannerCarousel />
      <PromoBanner />
      <CuratedGetaways />
      <HiddenGems />
      <DevotionalPlans />
      <Pilgrimage />
      <ThemeGrid />
      <TrendingDestinations />
      <WhyChooseUs />
      <ReviewsBanner />
    </>
  );
}
