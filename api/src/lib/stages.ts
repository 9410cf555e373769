// itinerary_days.stages holds a day's stages as a JSON array of names (the seed
// writes it); the pages and the PDF read it back as a list.

/** The stage names of a day; an unreadable value reads as none rather than failing the page. */
export function parseStages(stages: string): string[] {
  try {
    const value: unknown = JSON.parse(stages);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}
