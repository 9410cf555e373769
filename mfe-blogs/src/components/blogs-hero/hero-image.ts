import { artUrl } from '@safarnama/shared';

/** The blog pages' hero: our Ladakh banner (the mountains suit 'Where are you headed next?'). */
export const BLOGS_HERO_IMAGE = artUrl('banner', 'ladakh');
