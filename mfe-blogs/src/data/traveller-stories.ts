import { artSize, artUrl } from '@safarnama/shared';

// The spec's static traveller reviews: eight on /reviews ('Traveller Stories') and
// three on the blogs home ('Travel Stories from Our Happy Explorers'). Their photos
// are our generated artwork of the places and the package days each trip covered, so
// every picture is one the API serves (traveller-stories.test.ts checks the slugs
// against api/content).

export interface TravellerPhoto {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** The spec's 'Traveller review (static)' entity, with the trip's month kept apart from its place. */
export interface TravellerStoryData {
  id: string;
  /** Who wrote it: a person, a couple or a family. */
  name: string;
  /** Where the trip went: 'Munnar, Kerala'. */
  location: string;
  /** When: 'December 2025'. */
  tripMonth: string;
  /** Out of 5. */
  rating: number;
  text: string;
  images: readonly TravellerPhoto[];
}

/** Alt text names the scene and whose trip it was: "Houseboat on the Alappuzha backwaters, day 4 of Meera and Rohan’s trip". */
function photosOf(travellers: string) {
  return {
    /** The destination's artwork (1200x800). */
    place: (destinationSlug: string, scene: string): TravellerPhoto => ({
      src: artUrl('destination', destinationSlug),
      ...artSize.destination,
      alt: `${scene}, from ${travellers}’s trip`,
    }),
    /** One day of the package they booked (800x600). */
    day: (packageSlug: string, day: number, scene: string): TravellerPhoto => ({
      src: artUrl('itinerary', `${packageSlug}-day-${day}`),
      ...artSize.itinerary,
      alt: `${scene}, day ${day} of ${travellers}’s trip`,
    }),
  };
}

const meera = photosOf('Meera and Rohan');
const anita = photosOf('Anita');
const raghavans = photosOf('the Raghavans');
const karan = photosOf('Karan');
const sudipta = photosOf('Sudipta');
const farhan = photosOf('Farhan and Ayesha');
const suresh = photosOf('Suresh');
const kavita = photosOf('Kavita');
const deepa = photosOf('Deepa');
const vikram = photosOf('Vikram');
const aditi = photosOf('Aditi');

export const travellerStories: readonly TravellerStoryData[] = [
  {
    id: 'meera-rohan-kerala',
    name: 'Meera and Rohan Iyer',
    location: 'Munnar and Alappuzha, Kerala',
    tripMonth: 'December 2025',
    rating: 5,
    text:
      'We booked our honeymoon three weeks before the wedding and still got everything we asked for. In Munnar the hotel upgraded us to a valley-view room, with a cake waiting that said ‘Happy Married Life’. Our driver, Shibu chettan, knew every tea estate viewpoint on the Mattupetty road and where to stop for chai and pazham pori. The night on the houseboat in Alappuzha was the highlight: karimeen fry for lunch, the sun going down over the paddy fields and not a single phone call. Worth every rupee.',
    images: [
      meera.place('munnar', 'Tea hills of Munnar'),
      meera.day('kerala-honeymoon-special', 2, 'Tea Museum and Mattupetty Dam in Munnar'),
      meera.day('kerala-honeymoon-special', 4, 'Houseboat on the Alappuzha backwaters'),
      meera.day('kerala-honeymoon-special', 6, 'Hawa Beach at Kovalam'),
    ],
  },
  {
    id: 'anita-sharma-rajasthan',
    name: 'Anita Sharma',
    location: 'Jaipur, Jodhpur and Udaipur, Rajasthan',
    tripMonth: 'January 2026',
    rating: 5,
    text:
      'Eight days, three cities, two children under ten and my seventy-year-old father-in-law: I expected at least one meltdown. There wasn’t one. Our driver, Ramesh ji, kept the Innova spotless, carried Papa’s folding stool up to Mehrangarh and knew exactly when the kids needed a lassi stop. The guide at the City Palace in Jaipur made the history feel like a bedtime story, and the boat on Lake Pichola at sunset had my son asking if we could live in Udaipur. Every hotel was clean, warm and close to the sights.',
    images: [
      anita.day('rajasthan-forts-and-palaces-tour', 2, 'City Palace and Hawa Mahal in Jaipur'),
      anita.day('rajasthan-forts-and-palaces-tour', 4, 'Jaswant Thada and the Umaid Bhawan Palace in Jodhpur'),
      anita.day('rajasthan-forts-and-palaces-tour', 6, 'Lake Pichola and Jag Mandir in Udaipur'),
      anita.place('udaipur', 'Palaces on the lakes of Udaipur'),
    ],
  },
  {
    id: 'raghavan-kashmir',
    name: 'K. S. and Lalitha Raghavan',
    location: 'Srinagar, Gulmarg and Pahalgam, Jammu & Kashmir',
    tripMonth: 'April 2026',
    rating: 5,
    text:
      'At our age we worry about stairs, cold and long drives, and Safarnama planned around all three. The hotel in Srinagar gave us a ground-floor room facing the Zabarwan hills, and on the first evening a shikara was waiting at the ghat with kahwa and blankets. Bashir bhai, our driver, took the Gulmarg road slowly and found a pony man who walked beside Lalitha all the way up Aru Valley. When the gondola queue was too long, he booked us the first cabin next morning. We came home to Chennai already planning to go back.',
    images: [
      raghavans.place('kashmir', 'Dal Lake and the hills around Srinagar'),
      raghavans.day('kashmir-paradise-tour', 2, 'Nishat Bagh and Shalimar Bagh in Srinagar'),
      raghavans.day('kashmir-paradise-tour', 3, 'Meadows of Gulmarg'),
      raghavans.day('kashmir-paradise-tour', 5, 'Aru Valley near Pahalgam'),
    ],
  },
  {
    id: 'karan-malhotra-ladakh',
    name: 'Karan Malhotra',
    location: 'Leh, Nubra and Pangong, Ladakh',
    tripMonth: 'June 2026',
    rating: 5,
    text:
      'Four of us from college, finally doing the Ladakh trip we had talked about for ten years. The team insisted on a full rest day in Leh before anything else, and after watching a bikers’ group turn back with headaches at Khardung La, we understood why. Stanzin, our driver, had oxygen in the Scorpio, endless patience for photo stops and a playlist of Ladakhi songs. The camp at Pangong had heaters and hot-water bottles, which at 4,300 metres felt like pure luxury. Sunrise over that blue lake is now my phone wallpaper.',
    images: [
      karan.day('ladakh-with-nubra-and-pangong', 2, 'Shanti Stupa and Leh Palace'),
      karan.day('ladakh-with-nubra-and-pangong', 3, 'Sand dunes of the Nubra Valley'),
      karan.day('ladakh-with-nubra-and-pangong', 4, 'Diskit Monastery and Turtuk in the Nubra Valley'),
      karan.day('ladakh-with-nubra-and-pangong', 5, 'Blue water of Pangong Tso'),
    ],
  },
  {
    id: 'sudipta-banerjee-darjeeling',
    name: 'Sudipta Banerjee',
    location: 'Darjeeling and Gangtok',
    tripMonth: 'October 2025',
    rating: 5,
    text:
      'We are Kolkata people, so Darjeeling is practically a second home, but we had never done it this comfortably. The hotel near the Mall upgraded us to a family suite with Kanchenjunga visible from the bed. Our driver, Pemba, stopped at a tea estate outside Ghum so the children could watch the leaves being plucked, and we bought tea straight from the factory. The Nathula permits were ready before we even reached Gangtok, and the morning at Tsomgo Lake, with fresh snow on the slopes, was magical.',
    images: [
      sudipta.place('darjeeling', 'Tea gardens on the hills of Darjeeling'),
      sudipta.day('darjeeling-and-gangtok-family-tour', 2, 'Batasia Loop and Ghum Monastery'),
      sudipta.day('darjeeling-and-gangtok-family-tour', 4, 'Gangtok, at the end of the drive from Darjeeling'),
      sudipta.day('darjeeling-and-gangtok-family-tour', 5, 'Tsomgo Lake on the way to Nathula Pass'),
    ],
  },
  {
    id: 'farhan-ayesha-andaman',
    name: 'Farhan and Ayesha Siddiqui',
    location: 'Havelock and Neil, Andaman',
    tripMonth: 'February 2026',
    rating: 5,
    text:
      'For our tenth anniversary we wanted beaches without the crowds, and the Andamans delivered. Every ferry ticket was booked before we landed, so we skipped the jetty queues in Sri Vijaya Puram. On Havelock the resort upgraded us to a beach-facing cottage, and snorkelling at Elephant Beach, with an instructor who held Ayesha’s hand until she felt brave, was the best hour of the trip. The light and sound show at the Cellular Jail moved us both. Our coordinator messaged every evening just to check we were happy.',
    images: [
      farhan.place('andaman-and-nicobar', 'Islands of the Andaman Sea'),
      farhan.day('andaman-honeymoon-special', 2, 'Corbyn’s Cove and Ross Island'),
      farhan.day('andaman-honeymoon-special', 4, 'Elephant Beach and Kalapathar Beach on Havelock'),
      farhan.day('andaman-honeymoon-special', 5, 'Shaheed Dweep (Neil Island)'),
    ],
  },
  {
    id: 'suresh-patel-do-dham',
    name: 'Suresh Patel',
    location: 'Kedarnath and Badrinath, Uttarakhand',
    tripMonth: 'May 2026',
    rating: 5,
    text:
      'I took my parents, both past seventy, on the Do Dham yatra, and I was nervous until the first darshan. The team had booked palkis for both of them from Gaurikund, and a porter carried our bags so I could walk beside Ba. In Guptkashi the hotel kept hot water and khichdi ready when we came back late. Our driver, Devendra ji, has driven these mountain roads for twenty years and never once rushed us. Standing with my parents before Badrinath, after a dip in the Tapt Kund, I could not stop my tears.',
    images: [
      suresh.place('kedarnath', 'Kedarnath Temple below the snow peaks'),
      suresh.day('do-dham-yatra-kedarnath-and-badrinath', 2, 'The climb to Kedarnath'),
      suresh.day('do-dham-yatra-kedarnath-and-badrinath', 5, 'Badrinath Temple and the Tapt Kund'),
      suresh.day('do-dham-yatra-kedarnath-and-badrinath', 6, 'The Ganga at Rishikesh'),
    ],
  },
  {
    id: 'kavita-joshi-kashi',
    name: 'Kavita Joshi',
    location: 'Varanasi, Prayagraj and Ayodhya, Uttar Pradesh',
    tripMonth: 'March 2026',
    rating: 5,
    text:
      'My husband and I had wanted to see Kashi, Prayagraj and Ayodhya together for years. In Varanasi our guide walked us through the lanes to Kashi Vishwanath early, before the crowds, and that evening we watched the Ganga aarti from a boat at Dashashwamedh Ghat. At Prayagraj the boat to the Sangam was arranged without any haggling. In Ayodhya, Hanuman Garhi and Kanak Bhawan were calm and beautiful. Every hotel served pure vegetarian food, exactly as we had asked, and our driver, Sanjay bhaiya, was waiting ten minutes early every single morning.',
    images: [
      kavita.place('varanasi', 'Ghats of Varanasi on the Ganga'),
      kavita.day('kashi-ayodhya-prayagraj-spiritual-circuit', 2, 'Kashi Vishwanath Temple and Assi Ghat'),
      kavita.day('kashi-ayodhya-prayagraj-spiritual-circuit', 3, 'Prayagraj, where the Ganga meets the Yamuna'),
      kavita.day('kashi-ayodhya-prayagraj-spiritual-circuit', 5, 'Hanuman Garhi and Kanak Bhawan in Ayodhya'),
    ],
  },
];

// The blogs home has its own three travellers, so the two pages do not repeat each other.
export const explorerStories: readonly TravellerStoryData[] = [
  {
    id: 'deepa-nair-munnar',
    name: 'Deepa Nair',
    location: 'Munnar, Kerala',
    tripMonth: 'December 2025',
    rating: 5,
    text:
      'A quick three-day break with my mother, who had not taken a holiday since Appa retired. Our resort sat inside a tea estate, and every morning we walked between the rows of tea bushes before breakfast. Our driver, Binu, took us to the Tea Museum and then to Mattupetty Dam once the mist lifted, and he knew a small shop for fresh cardamom and homemade chocolate. Amma still tells her friends about the puttu and kadala curry. A short trip with zero stress.',
    images: [
      deepa.place('munnar', 'Tea estates on the hills of Munnar'),
      deepa.day('munnar-tea-hills-getaway', 1, 'Arriving in Munnar'),
      deepa.day('munnar-tea-hills-getaway', 2, 'Tea Museum and Mattupetty Dam'),
    ],
  },
  {
    id: 'vikram-singh-goa',
    name: 'Vikram Singh',
    location: 'North and South Goa',
    tripMonth: 'November 2025',
    rating: 5,
    text:
      'Our first holiday with both sets of grandparents, nine of us from Lucknow. Safarnama split the stay between North and South Goa, which was perfect: Baga and Fort Aguada for the children’s energy, then quiet Agonda for the elders. The tempo traveller had room for Dadi’s wheelchair, and our driver, Francis, gave us a proper history lesson at the Basilica of Bom Jesus. The resort in South Goa upgraded my parents to a garden villa for their anniversary. Fish thali every afternoon, sunsets every evening.',
    images: [
      vikram.day('goa-family-fun-holiday', 2, 'Baga Beach and Fort Aguada'),
      vikram.day('goa-family-fun-holiday', 3, 'Basilica of Bom Jesus and Se Cathedral in Old Goa'),
      vikram.day('goa-family-fun-holiday', 5, 'Cabo de Rama Fort and Agonda Beach in South Goa'),
      vikram.place('goa', 'Palm-lined beaches of Goa'),
    ],
  },
  {
    id: 'aditi-deshpande-meghalaya',
    name: 'Aditi Deshpande',
    location: 'Shillong and Sohra, Meghalaya',
    tripMonth: 'September 2025',
    rating: 5,
    text:
      'I wanted to see the living root bridges, and I am glad I went with a plan. Our guide from Tyrna village led us down the thousands of steps to the double-decker root bridge at Nongriat, set a pace my knees could manage and knew every natural pool on the way. The guesthouse in Sohra served the best jadoh I have eaten. Seven Sisters Falls was roaring after the rains, and the cafés of Shillong were a lovely end to the trip.',
    images: [
      aditi.place('meghalaya', 'Green hills of Meghalaya'),
      aditi.day('meghalaya-living-root-bridges-trek', 2, 'Sohra (Cherrapunji)'),
      aditi.day('meghalaya-living-root-bridges-trek', 3, 'Double-decker root bridge and Seven Sisters Falls'),
    ],
  },
];
