// Luna's evaluation, the questions about places rather than packages: when to go, the
// weather in a month, how to get there, comparisons, who travels (region, children,
// grandparents, pace) and what we do not sell. Facts are checked against the guides
// in the database (score.ts), never against text written here.
import type { EvaluationCase } from './evaluation-set';

const listing = (slug: string) => `(/${slug}-tour-packages)`;
const NO_PACKAGE_LIST: Partial<EvaluationCase> = { maxPackages: 0 };

const bestTime = (id: string, message: string, destination: string, slug: string): EvaluationCase => ({
  id: `best-time-${id}`,
  message,
  bestMonthsOf: destination,
  mustInclude: [listing(slug)],
  ...NO_PACKAGE_LIST,
});

const weather = (id: string, message: string, destination: string, month: number, slug: string): EvaluationCase => ({
  id: `weather-${id}`,
  message,
  seasonOf: [destination, month],
  mustInclude: [listing(slug)],
  ...NO_PACKAGE_LIST,
});

/** A destination's page path: its name in lower case, spaces as hyphens. */
const slugOf = (destination: string) => destination.toLowerCase().replaceAll(' ', '-');

/** Its id is the first word of the destination's slug (reach-andaman, reach-spiti). */
const reach = (message: string, destination: string): EvaluationCase => ({
  id: `reach-${slugOf(destination).split('-')[0]}`,
  message,
  gettingThereOf: destination,
  mustInclude: [listing(slugOf(destination))],
  ...NO_PACKAGE_LIST,
});

export const KNOWLEDGE_CASES: EvaluationCase[] = [
  // ---- best time and season ----
  bestTime('kashmir', 'best time to visit Kashmir', 'Kashmir', 'kashmir'),
  bestTime('goa', 'When is the best time to go to Goa?', 'Goa', 'goa'),
  bestTime('ladakh', 'which month is best for ladakh', 'Ladakh', 'ladakh'),
  bestTime('kerala', 'kerala best season', 'Kerala', 'kerala'),
  bestTime('manali', 'best time for manali trip', 'Manali', 'manali'),
  bestTime('shimla', 'when should we visit shimla', 'Shimla', 'shimla'),
  bestTime('jaipur', 'ideal time to visit jaipur?', 'Jaipur', 'jaipur'),
  bestTime('udaipur', 'udaipur kab jaye', 'Udaipur', 'udaipur'),
  bestTime('jaisalmer', 'right time to go to jaisalmer desert', 'Jaisalmer', 'jaisalmer'),
  bestTime('andaman', 'best time to visit andaman', 'Andaman & Nicobar', 'andaman-&-nicobar'),
  bestTime('sikkim', 'which is the best season for sikkim', 'Sikkim', 'sikkim'),
  bestTime('darjeeling', 'darjeeling best time to visit', 'Darjeeling', 'darjeeling'),
  bestTime('meghalaya', 'when to visit meghalaya', 'Meghalaya', 'meghalaya'),
  bestTime('rishikesh', 'best time for rishikesh', 'Rishikesh', 'rishikesh'),
  bestTime('char-dham', 'char dham yatra kis mahine mein karein', 'Char Dham', 'char-dham'),
  bestTime('kedarnath', 'when is kedarnath open, best time to go?', 'Kedarnath', 'kedarnath'),
  bestTime('munnar', 'good time to visit munnar', 'Munnar', 'munnar'),
  bestTime('ooty', 'best months for ooty', 'Ooty', 'ooty'),
  bestTime('coorg', 'coorg best time', 'Coorg', 'coorg'),
  bestTime('varanasi', 'best time to visit varanasi', 'Varanasi', 'varanasi'),
  bestTime('agra', 'when should i see the taj mahal in agra, which season', 'Agra', 'agra'),
  bestTime('spiti', 'spiti valley best time to visit', 'Spiti Valley', 'spiti-valley'),
  bestTime('auli', 'best time to visit auli for snow', 'Auli', 'auli'),
  bestTime('rann', 'best time for rann of kutch', 'Rann of Kutch', 'rann-of-kutch'),
  bestTime('corbett', 'jim corbett best season for safari', 'Corbett', 'corbett'),
  bestTime('ranthambore', 'ranthambore best time for tiger sighting', 'Ranthambore', 'ranthambore'),
  bestTime('hampi', 'when to go to hampi', 'Hampi', 'hampi'),
  bestTime('tawang', 'tawang best time to visit', 'Tawang', 'tawang'),
  bestTime('kaziranga', 'when is kaziranga open? best season', 'Kaziranga', 'kaziranga'),
  bestTime('lakshadweep', 'best time to go to lakshadweep', 'Lakshadweep', 'lakshadweep'),
  bestTime('typo', 'best tym to visit kashmir', 'Kashmir', 'kashmir'),
  bestTime('hinglish', 'goa jaane ka sahi time kya hai', 'Goa', 'goa'),
  { id: 'best-time-memory', earlier: ['kashmir honeymoon'], message: 'when is the best time to go?', bestMonthsOf: 'Kashmir', mustInclude: [listing('kashmir')] },
  { id: 'best-time-memory-typo', earlier: ['ladakh bike trip'], message: 'which month is best?', bestMonthsOf: 'Ladakh', mustInclude: [listing('ladakh')] },
  { id: 'best-time-with-theme', message: 'best time for a kashmir honeymoon', bestMonthsOf: 'Kashmir', packagesFrom: 'Kashmir', categories: ['HoneyMoon'], minPackages: 1 },
  { id: 'best-time-with-budget', message: 'best time to visit goa and packages under 20k', bestMonthsOf: 'Goa', packagesFrom: 'Goa', maxPrice: 20000, minPackages: 1 },
  { id: 'best-time-no-place', message: 'what is the best time to travel?', mustInclude: [/which place/i], maxPackages: 0 },

  // ---- weather by month ----
  weather('goa-june', 'what is the weather in goa in june', 'Goa', 6, 'goa'),
  weather('goa-december', 'goa weather in december', 'Goa', 12, 'goa'),
  weather('kashmir-january', 'how cold is kashmir in january', 'Kashmir', 1, 'kashmir'),
  weather('kashmir-may', 'kashmir weather may', 'Kashmir', 5, 'kashmir'),
  weather('manali-december', 'will it snow in manali in december', 'Manali', 12, 'manali'),
  weather('ladakh-july', 'ladakh temperature in july', 'Ladakh', 7, 'ladakh'),
  weather('kerala-july', 'is it rainy in kerala in july', 'Kerala', 7, 'kerala'),
  weather('jaipur-may', 'jaipur weather in may, too hot?', 'Jaipur', 5, 'jaipur'),
  weather('shimla-january', 'shimla mein january ka mausam', 'Shimla', 1, 'shimla'),
  weather('darjeeling-october', 'darjeeling climate in october', 'Darjeeling', 10, 'darjeeling'),
  weather('andaman-august', 'andaman weather in august', 'Andaman & Nicobar', 8, 'andaman-&-nicobar'),
  weather('meghalaya-july', 'meghalaya rain in july', 'Meghalaya', 7, 'meghalaya'),
  weather('rishikesh-march', 'rishikesh weather in march', 'Rishikesh', 3, 'rishikesh'),
  weather('udaipur-august', 'udaipur in august weather', 'Udaipur', 8, 'udaipur'),
  weather('munnar-november', 'munnar temperature november', 'Munnar', 11, 'munnar'),
  weather('sikkim-april', 'sikkim weather in april', 'Sikkim', 4, 'sikkim'),
  weather('ooty-may', 'how is the weather in ooty in may', 'Ooty', 5, 'ooty'),
  weather('varanasi-june', 'varanasi weather in june', 'Varanasi', 6, 'varanasi'),
  weather('auli-february', 'is there snow in auli in february', 'Auli', 2, 'auli'),
  weather('jaisalmer-april', 'jaisalmer temperature april', 'Jaisalmer', 4, 'jaisalmer'),
  { id: 'weather-not-best-suggests', message: 'goa weather in july', seasonOf: ['Goa', 7], mustInclude: [/not among the best months/i, /at their best in July/i] },
  { id: 'weather-memory', earlier: ['shimla family trip'], message: 'what is the weather like in december?', seasonOf: ['Shimla', 12], mustInclude: [listing('shimla')] },
  { id: 'weather-all-seasons', message: 'what is the weather like in kashmir', bestMonthsOf: 'Kashmir', mustInclude: [/winter/i, /summer/i, '°C'], maxPackages: 0 },

  // ---- seasons named, not months ----
  { id: 'season-kashmir-winter', message: 'can i visit kashmir in winter', mustInclude: [/^Winter in Kashmir \(December to February\)/, /snow/i, listing('kashmir')], bestMonthsOf: 'Kashmir', maxPackages: 0 },
  { id: 'season-kerala-monsoon', message: 'kerala in monsoon', mustInclude: [/^Monsoon in Kerala/, /heavy rain/], bestMonthsOf: 'Kerala', maxPackages: 0 },
  { id: 'season-goa-summer', message: 'goa in summer', mustInclude: [/^Summer in Goa/], bestMonthsOf: 'Goa', maxPackages: 0 },
  { id: 'season-manali-winters', message: 'how is manali during winters', mustInclude: [/^Winter in Manali/, listing('manali')], maxPackages: 0 },
  { id: 'snow-december', message: 'snow in december', mustInclude: [/^Places with snow in December/, listing('kashmir')], mustNotInclude: [listing('goa'), listing('kerala')], maxPackages: 0 },
  { id: 'cheapest-not-compare', message: 'which one is cheapest in goa', packagesFrom: 'Goa', cheapestFirst: true, minPackages: 3, mustNotInclude: ['side by side'] },

  // ---- months that pick places ----
  { id: 'where-december', message: 'where should we go in december', mustInclude: [/at their best in December/i, '-tour-packages)'], bestInMonth: 12 },
  { id: 'where-june', message: 'best places to visit in june', mustInclude: [/at their best in June/i], bestInMonth: 6 },
  { id: 'honeymoon-june', message: 'honeymoon in june', categories: ['HoneyMoon'], bestInMonth: 6, minPackages: 1 },
  { id: 'family-may', message: 'family holiday in may', categories: ['Family'], bestInMonth: 5, minPackages: 1 },
  { id: 'trip-january', message: 'good place for a trip in january', mustInclude: [/at their best in January/i], bestInMonth: 1 },
  { id: 'july-monsoon', message: 'where to go in july monsoon', mustInclude: [/at their best in July/i], bestInMonth: 7 },

  // ---- getting there ----
  reach('how to reach kashmir', 'Kashmir'),
  reach('nearest airport to goa', 'Goa'),
  reach('how do i get to ladakh', 'Ladakh'),
  reach('nearest railway station for manali', 'Manali'),
  reach('how to reach munnar by train', 'Munnar'),
  reach('which airport for darjeeling', 'Darjeeling'),
  reach('how to reach andaman', 'Andaman & Nicobar'),
  reach('how do we get to sikkim, nearest airport?', 'Sikkim'),
  reach('rishikesh kaise pahunche', 'Rishikesh'),
  reach('how to reach udaipur', 'Udaipur'),
  reach('nearest airport to coorg', 'Coorg'),
  reach('how to get to spiti valley', 'Spiti Valley'),
  reach('how to reach kedarnath', 'Kedarnath'),
  reach('nearest railway station to ooty', 'Ooty'),
  reach('how to reach meghalaya', 'Meghalaya'),
  { id: 'reach-memory', earlier: ['kerala'], message: 'how do i get there?', gettingThereOf: 'Kerala', mustInclude: [listing('kerala')] },

  // ---- what a place is like ----
  { id: 'about-hampi', message: 'what is hampi famous for', mustInclude: [/known for/i, listing('hampi')], maxPackages: 0 },
  { id: 'about-coorg', message: 'tell me about coorg', mustInclude: [/known for/i, /typical Coorg trip/i, listing('coorg')], maxPackages: 0 },
  { id: 'days-kashmir', message: 'how many days are enough for kashmir', mustInclude: [/typical Kashmir trip takes/i, listing('kashmir')] },
  { id: 'days-goa', message: 'goa ke liye kitne din chahiye', mustInclude: [/typical Goa trip takes/i] },
  { id: 'permit-ladakh', message: 'do i need a permit for ladakh', mustInclude: [/permit/i, listing('ladakh')], maxPackages: 0 },
  { id: 'permit-sikkim', message: 'permit needed for sikkim?', mustInclude: [/permit/i, listing('sikkim')], maxPackages: 0 },
  { id: 'food-kerala', message: 'what food should i try in kerala', mustInclude: [listing('kerala')], maxPackages: 0 },
  { id: 'safety-kashmir', message: 'is kashmir safe for tourists', mustInclude: [/safe|guarded|advisories/i, listing('kashmir')], maxPackages: 0 },
  { id: 'solo-woman-goa', message: 'is goa safe for a solo woman traveller', mustInclude: [listing('goa')], notCategories: ['HoneyMoon'] },
  { id: 'shopping-jaipur', message: 'what to buy in jaipur', mustInclude: [listing('jaipur')], maxPackages: 0 },
  { id: 'gst', message: 'is GST included in the price', mustInclude: [/GST is not included/i, /5%/], maxPackages: 0 },
  { id: 'gst-hinglish', message: 'price mein gst included hai kya', mustInclude: [/GST is not included/i] },
  { id: 'taxes', message: 'are taxes extra?', mustInclude: [/GST/i] },

  // ---- compare ----
  { id: 'compare-kerala', message: 'compare the two kerala packages', packagesFrom: 'Kerala', minPackages: 2, mustInclude: ['Side by side', /star hotels/i, /highlights/i] },
  { id: 'compare-goa-andaman', message: 'compare goa and andaman', packagesFrom: ['Goa', 'Andaman & Nicobar'], minPackages: 2, bestMonthsOf: 'Goa', mustInclude: [listing('goa'), listing('andaman-&-nicobar')] },
  { id: 'compare-shimla-manali', message: 'shimla vs manali', packagesFrom: ['Shimla', 'Manali'], minPackages: 2, mustInclude: ['Side by side'] },
  { id: 'compare-kashmir-ladakh', message: 'which is better, kashmir or ladakh?', packagesFrom: ['Kashmir', 'Ladakh'], minPackages: 2, bestMonthsOf: 'Ladakh' },
  { id: 'compare-honeymoon', message: 'which is better for honeymoon, goa or kerala', packagesFrom: ['Goa', 'Kerala'], categories: ['HoneyMoon'], minPackages: 2 },
  { id: 'compare-ooty-kodai', message: 'ooty or kodaikanal which one is better', packagesFrom: ['Ooty', 'Kodaikanal'], minPackages: 2 },
  { id: 'compare-darjeeling-sikkim', message: 'difference between darjeeling and sikkim trip', packagesFrom: ['Darjeeling', 'Sikkim'], minPackages: 2 },
  { id: 'compare-udaipur-jaipur', message: 'udaipur vs jaipur for a family trip', packagesFrom: ['Udaipur', 'Jaipur'], minPackages: 2 },
  { id: 'compare-goa-packages', message: 'compare goa packages', packagesFrom: 'Goa', minPackages: 2, mustInclude: ['Side by side', /lowest priced/i] },
  { id: 'compare-memory', earlier: ['manali packages'], message: 'compare them', packagesFrom: 'Manali', minPackages: 2, mustInclude: ['Side by side'] },
  { id: 'compare-three', message: 'compare kashmir, goa and kerala', packagesFrom: ['Kashmir', 'Goa', 'Kerala'], minPackages: 3 },
  { id: 'compare-hinglish', message: 'goa ya kerala kaunsa better hai', packagesFrom: ['Goa', 'Kerala'], minPackages: 2 },
  { id: 'compare-budget', message: 'compare kashmir packages under 30k', packagesFrom: 'Kashmir', maxPrice: 30000, minPackages: 2 },
  { id: 'compare-meals', message: 'compare andaman packages, which include meals', packagesFrom: 'Andaman & Nicobar', minPackages: 2, mustInclude: [/breakfast|meal/i] },

  // ---- region and who travels ----
  { id: 'family-grandparents-south', message: 'family trip with kids and grandparents, easy pace, south india', categories: ['Family'], packagesFrom: ['Kerala', 'Munnar', 'Alappuzha', 'Wayanad', 'Mysuru', 'Coorg', 'Hampi', 'Gokarna', 'Ooty', 'Kodaikanal', 'Madurai', 'Rameshwaram', 'Kanyakumari', 'Puducherry', 'Tirupati', 'Lakshadweep'], notCategories: ['Adventure', 'HoneyMoon'], gentle: true, minPackages: 1 },
  { id: 'south-india', message: 'south india tour', packagesFrom: ['Kerala', 'Munnar', 'Alappuzha', 'Wayanad', 'Mysuru', 'Coorg', 'Hampi', 'Gokarna', 'Ooty', 'Kodaikanal', 'Madurai', 'Rameshwaram', 'Kanyakumari', 'Puducherry', 'Tirupati', 'Lakshadweep'], minPackages: 2 },
  { id: 'north-east', message: 'north east trip for a week', packagesFrom: ['Meghalaya', 'Sikkim', 'Kaziranga', 'Tawang'], minPackages: 1 },
  { id: 'north-india-family', message: 'north india family holiday', packagesFrom: ['Kashmir', 'Ladakh', 'Vaishno Devi', 'Shimla', 'Manali', 'Kullu', 'Kasol', 'Dalhousie', 'Spiti Valley', 'Dharamshala', 'Amritsar', 'Nainital', 'Corbett', 'Mussoorie', 'Almora', 'Lansdowne', 'Rishikesh', 'Haridwar', 'Kedarnath', 'Badrinath', 'Gangotri', 'Yamunotri', 'Char Dham', 'Auli', 'Agra', 'Varanasi', 'Ayodhya'], categories: ['Family'], minPackages: 1 },
  { id: 'hills-elderly', message: 'hill station trip with elderly parents', notCategories: ['Adventure', 'HoneyMoon'], gentle: true, minPackages: 1 },
  { id: 'kids-snow', message: 'snow trip with small kids', notCategories: ['Adventure', 'HoneyMoon'], gentle: true, minPackages: 1 },
  { id: 'senior-citizens-pilgrimage', message: 'pilgrimage for senior citizens, not too hectic', categories: ['Religious'], notCategories: ['Adventure'], gentle: true, minPackages: 1 },
  { id: 'grandparents-himachal', message: 'himachal trip with grandparents', notCategories: ['Adventure', 'HoneyMoon'], gentle: true, notFrom: ['Spiti Valley'], minPackages: 1 },
  { id: 'relaxed-kerala', message: 'relaxed kerala holiday', packagesFrom: ['Kerala'], notCategories: ['Adventure'], minPackages: 1 },
  { id: 'kids-ladakh', message: 'ladakh with a 3 year old kid', packagesFrom: 'Ladakh', minPackages: 0 },
  { id: 'couple-rajasthan', message: 'rajasthan for a couple', packagesFrom: ['Jaipur', 'Udaipur', 'Jodhpur', 'Jaisalmer', 'Mount Abu', 'Ranthambore'], minPackages: 1 },
  { id: 'solo-woman-kerala', message: 'kerala trip for a solo woman', packagesFrom: 'Kerala', notCategories: ['HoneyMoon'], minPackages: 1 },
  { id: 'family-kids-goa', message: 'goa with kids', packagesFrom: 'Goa', notCategories: ['HoneyMoon'], minPackages: 1 },
  { id: 'easy-pace-uttarakhand', message: 'easy pace uttarakhand trip for parents', notCategories: ['Adventure'], gentle: true, minPackages: 1 },
  { id: 'elderly-memory', earlier: ['we are travelling with my grandmother'], message: 'himachal packages', notCategories: ['Adventure', 'HoneyMoon'], gentle: true, minPackages: 1 },
  { id: 'west-india', message: 'west india trip', packagesFrom: ['Jaipur', 'Udaipur', 'Jodhpur', 'Jaisalmer', 'Mount Abu', 'Ranthambore', 'Rann of Kutch', 'Dwarka', 'Goa', 'Mahabaleshwar'], minPackages: 1 },

  // ---- out of scope: a plain no and the nearest thing we do ----
  { id: 'moon', message: 'trip to the moon', mustInclude: [/don't offer trips to the moon/i, listing('ladakh')], maxPackages: 0, quote: null },
  { id: 'mars', message: 'can you book a holiday on mars', mustInclude: [/don't offer/i], maxPackages: 0 },
  { id: 'space', message: 'space tourism package', mustInclude: [/don't offer/i, /within India/i], maxPackages: 0 },
  { id: 'chand', message: 'chand par jana hai', mustInclude: [/don't offer/i], maxPackages: 0 },
  { id: 'flights-only', message: 'I only need flight tickets to goa', mustInclude: [/don't sell flight tickets on their own/i, '(/enquiry)'] },
  { id: 'flight-booking', message: 'can you book flights for me', mustInclude: [/don't sell flight tickets/i], phone: true, maxPackages: 0 },
  { id: 'train-tickets', message: 'book train tickets delhi to jammu', mustInclude: [/don't book train tickets/i], maxPackages: 0 },
  { id: 'tatkal', message: 'tatkal ticket chahiye', mustInclude: [/don't book train tickets/i], maxPackages: 0 },
  { id: 'visa', message: 'can you arrange my visa', mustInclude: [/don't arrange visas/i], maxPackages: 0 },
  { id: 'visa-goa', message: 'do i need a visa for goa', mustInclude: [/no visa/i] },
  { id: 'bus', message: 'bus tickets to manali', mustInclude: [/don't sell bus tickets/i] },
  { id: 'car-rental', message: 'self drive car rental in goa', mustInclude: [/don't rent cars/i] },
  { id: 'hotel-only', message: 'just a hotel room in shimla', mustInclude: [/don't book hotel rooms on their own/i] },
  { id: 'cruise', message: 'international cruise package', mustInclude: [/don't sell cruises/i] },
  { id: 'antarctica', message: 'antarctica expedition', mustInclude: [/don't offer/i], maxPackages: 0 },
];
