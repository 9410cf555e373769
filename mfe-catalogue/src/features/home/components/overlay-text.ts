/** The overlay lines while a destination's packages load. */
export const heroOverlay = (destination: string) => ({
  title: `Discovering amazing ${destination} packages...`,
  subtitle: 'Crafting your perfect journey...',
});

export const cardOverlay = (destination: string) => ({
  title: `Loading ${destination} tour packages...`,
  subtitle: 'Please wait while we prepare your experience...',
});
