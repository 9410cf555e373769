export interface HiddenGem {
  id: number;
  name: string;
  description: string;
  imgSrc: string;
  /** 'Starting From' price in rupees (spec 9). */
  price: number;
}

/** Section 6. */
export const hiddenGems: readonly HiddenGem[] = [
  {
    id: 1,
    name: 'Lansdowne',
    description: 'A quiet Garhwal cantonment town of oak forests and Himalayan views, a weekend’s drive from Delhi.',
    imgSrc: '/media/art/destination/lansdowne.svg',
    price: 5999,
  },
  {
    id: 2,
    name: 'Udaipur',
    description: 'Lake Pichola at dusk, the City Palace and havelis along the ghats.',
    imgSrc: '/media/art/destination/udaipur.svg',
    price: 7999,
  },
  {
    id: 3,
    name: 'Meghalaya',
    description: 'Living root bridges, crystal-clear Umngot river and the waterfalls of Cherrapunji.',
    imgSrc: '/media/art/destination/meghalaya.svg',
    price: 4999,
  },
  {
    id: 4,
    name: 'Andaman & Nicobar',
    description: 'Radhanagar beach, coral reefs for snorkelling and the history of Cellular Jail.',
    imgSrc: '/media/art/destination/andaman-and-nicobar.svg',
    price: 15999,
  },
  {
    id: 5,
    name: 'Ladakh',
    description: 'High-altitude lakes, Buddhist monasteries and the dunes of Nubra Valley.',
    imgSrc: '/media/art/destination/ladakh.svg',
    price: 11999,
  },
];
