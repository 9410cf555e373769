// Poppins (Indian Type Foundry), self-hosted from npm: regular and semibold,
// font-display: swap; the Devanagari subset comes along for Hindi place names.
import '@fontsource/poppins/400.css';
import '@fontsource/poppins/600.css';

export const FONT_FAMILY = 'Poppins';
