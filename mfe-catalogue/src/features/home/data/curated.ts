export interface CuratedTile {
  id: number;
  title: string;
  /** The first badge names the mood; 'New' adds a ribbon. */
  badges: readonly string[];
}

/** Nine curated getaways. */
export const curatedTiles: readonly CuratedTile[] = [
  { id: 1, title: 'Ooty', badges: ['Romantic'] },
  { id: 2, title: 'Ladakh', badges: ['Adventure'] },
  { id: 3, title: 'Mussoorie', badges: ['Nature'] },
  { id: 4, title: 'Almora', badges: ['Cultural'] },
  { id: 5, title: 'Lansdowne', badges: ['Quick Trip'] },
  { id: 6, title: 'Kasol', badges: ['Friends'] },
  { id: 7, title: 'Dalhousie', badges: ['Hills'] },
  { id: 8, title: 'Kullu', badges: ['Trending'] },
  { id: 9, title: 'Spiti Valley', badges: ['Adventure', 'New'] },
];

export const NEW_BADGE = 'New';
