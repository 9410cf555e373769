import gems from './hidden-gems.json';

/** The hidden gems carousel, each with its 'Starting From' price in rupees. */
export const hiddenGems: readonly HiddenGem[] = gems;
export type HiddenGem = (typeof gems)[number];
