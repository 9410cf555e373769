// Luna's evaluation set: realistic visitor messages (English, Hinglish, typos,
// policy questions, places we do not serve, attempts to get a discount promised
// or markup echoed), some after earlier messages, each with what its answer must
// and must not say. Package checks (packagesFrom, maxPrice, categories...) are
// evaluated against the database by score.ts, for every package the answer links.

export type TextCheck = string | RegExp;

export interface EvaluationCase {
  id: string;
  message: string;
  /** The visitor's earlier messages in the session, oldest first. */
  earlier?: string[];
  mustInclude?: TextCheck[];
  mustNotInclude?: TextCheck[];
  /** The site's phone number (the tfn_numbers row) must be given. */
  phone?: boolean;
  /** Every linked package is in this destination (or one of these). */
  packagesFrom?: string | string[];
  minPackages?: number;
  maxPackages?: number;
  /** Every linked package costs at most / at least this (per person). */
  maxPrice?: number;
  minPrice?: number;
  /** Every linked package lasts this many days (inclusive range). */
  days?: [number, number];
  /** Every linked package carries all these categories (categories.name). */
  categories?: string[];
  /** Linked packages in price order, lowest first. */
  cheapestFirst?: boolean;
  /** The answer gives this destination's best months as its guide in the database has them. */
  bestMonthsOf?: string;
  /** The answer gives the season this month falls in at this destination: its name and temperatures. */
  seasonOf?: [string, number];
  /** The answer gives this destination's airport and railway station, as its guide has them. */
  gettingThereOf?: string;
  /** No linked package carries any of these categories. */
  notCategories?: string[];
  /** No linked package is in any of these destinations. */
  notFrom?: string[];
  /** No linked package is at high altitude (its destination's guide). */
  gentle?: boolean;
  /** Every linked package's destination is at its best in this month. */
  bestInMonth?: number;
  /** The quote the reply must carry (these fields), or null for none. */
  quote?: { destination?: string; month?: number; people?: number } | null;
}

const TERMS_NOT_PROMISED = [/discount of/i, /\d+\s*%\s*off/i, /guarantee/i];
const NO_MARKUP = ['<', '>', 'script', 'onerror', 'javascript'];
const RAJASTHAN = ['Jaipur', 'Udaipur', 'Jodhpur', 'Jaisalmer', 'Mount Abu', 'Ranthambore'];

import { KNOWLEDGE_CASES } from './evaluation-set-knowledge';

export const EVALUATION_SET: EvaluationCase[] = [
  // ---- greetings and small talk ----
  { id: 'greet-hey', message: 'Hey', mustInclude: ['Luna', /packages/i, /cancellation/i], maxPackages: 0, quote: null },
  { id: 'greet-hi', message: 'hi', mustInclude: ['Luna'], maxPackages: 0 },
  { id: 'greet-namaste', message: 'namaste', mustInclude: ['Luna'], maxPackages: 0 },
  { id: 'greet-morning', message: 'Good morning!', mustInclude: ['Luna'], maxPackages: 0 },
  { id: 'thanks', message: 'thanks', mustInclude: [/welcome/i], maxPackages: 0 },
  { id: 'thanks-long', message: 'thank you so much', mustInclude: [/welcome/i], maxPackages: 0 },
  { id: 'thanks-hindi', message: 'shukriya', mustInclude: [/welcome/i], maxPackages: 0 },
  { id: 'bye', message: 'bye', mustInclude: [/happy travels/i], maxPackages: 0 },
  { id: 'ok', message: 'ok', mustInclude: [/tell me/i], maxPackages: 0 },
  { id: 'who-are-you', message: 'who are you?', mustInclude: ['Luna'], maxPackages: 0 },

  // ---- searches in English ----
  { id: 'kashmir-honeymoon-40k', message: 'kashmir honeymoon under 40k', packagesFrom: 'Kashmir', categories: ['HoneyMoon'], maxPrice: 40000, minPackages: 1, quote: { destination: 'Kashmir' } },
  { id: 'kasmir-typo', message: 'kasmir honeymoon under 40k', packagesFrom: 'Kashmir', categories: ['HoneyMoon'], maxPrice: 40000, minPackages: 1, quote: { destination: 'Kashmir' } },
  { id: 'goa-packages', message: 'Goa packages', packagesFrom: 'Goa', minPackages: 3, cheapestFirst: true, mustInclude: ['(/goa-tour-packages)', 'per person'] },
  { id: 'manali-4n5d', message: 'manaali trip 4N/5D', packagesFrom: 'Manali', days: [5, 5], minPackages: 3 },
  { id: 'manali-5-days', message: 'Manali 5 days', packagesFrom: 'Manali', days: [5, 5], minPackages: 1 },
  { id: 'shimla-manali-week-25k', message: 'shimla manali 7 days under 25000', packagesFrom: ['Shimla', 'Manali'], maxPrice: 25000, days: [6, 8], minPackages: 1 },
  { id: 'ladakh-bike', message: 'ladakh bike trip', packagesFrom: 'Ladakh', minPackages: 1 },
  { id: 'leh-june-4', message: 'leh ladakh in june for 4 people', packagesFrom: 'Ladakh', minPackages: 1, quote: { destination: 'Ladakh', month: 6, people: 4 } },
  { id: 'srinagar-houseboat', message: 'Srinagar houseboat stay', packagesFrom: 'Kashmir', mustInclude: [/houseboat/i], minPackages: 1 },
  { id: 'gulmarg', message: 'gulmarg trip', packagesFrom: 'Kashmir', mustInclude: ['Gulmarg'], minPackages: 1, quote: { destination: 'Kashmir' } },
  { id: 'pahalgam-family', message: 'pahalgam family trip', packagesFrom: 'Kashmir', categories: ['Family'], minPackages: 1 },
  { id: 'andaman-honeymoon', message: 'andaman honeymoon', packagesFrom: 'Andaman & Nicobar', categories: ['HoneyMoon'], minPackages: 1 },
  { id: 'andaman-scuba', message: 'andman scuba diving', packagesFrom: 'Andaman & Nicobar', categories: ['Water activities'], minPackages: 1 },
  { id: 'kerala-houseboat', message: 'kerala backwaters houseboat', packagesFrom: ['Kerala', 'Alappuzha'], mustInclude: [/houseboat|backwater/i], minPackages: 1 },
  { id: 'munnar', message: 'munnar tea gardens', packagesFrom: 'Munnar', minPackages: 1 },
  { id: 'alleppey', message: 'alleppey houseboat', packagesFrom: 'Alappuzha', minPackages: 1 },
  { id: 'darjeeling-family', message: 'darjiling family tour', packagesFrom: 'Darjeeling', categories: ['Family'], minPackages: 1 },
  { id: 'rishikesh-rafting', message: 'rishikesh rafting', packagesFrom: 'Rishikesh', minPackages: 1, mustInclude: [/rafting/i] },
  { id: 'char-dham', message: 'char dham yatra', packagesFrom: 'Char Dham', minPackages: 1, quote: { destination: 'Char Dham' } },
  { id: 'vaishno-devi-from-delhi', message: 'vaishno devi package from delhi', packagesFrom: 'Vaishno Devi', minPackages: 1, quote: { destination: 'Vaishno Devi' } },
  { id: 'rajasthan-6-days', message: 'rajasthan tour 6 days', packagesFrom: RAJASTHAN, days: [5, 7], minPackages: 2 },
  { id: 'golden-triangle', message: 'golden triangle tour', mustInclude: [/Golden Triangle/], minPackages: 1 },
  { id: 'wildlife-safari', message: 'wildlife safari', categories: ['Wildlife'], minPackages: 2 },
  { id: 'ranthambore-tiger', message: 'tiger safari in ranthambore', packagesFrom: 'Ranthambore', minPackages: 1 },
  { id: 'corbett-weekend', message: 'jim corbett weekend', packagesFrom: 'Corbett', days: [2, 3], minPackages: 1 },
  { id: 'weekend-from-delhi', message: 'weekend getaway from delhi', days: [2, 3], minPackages: 1, mustNotInclude: ['Delhi packages'] },
  { id: 'honeymoon-30k', message: 'honeymoon packages under 30k', categories: ['HoneyMoon'], maxPrice: 30000, minPackages: 2, quote: null },
  { id: 'family-december-5', message: 'family trip in december for 5 people', categories: ['Family'], minPackages: 1, mustInclude: ['December', '5 travellers'] },
  { id: 'goa-friends-15k', message: 'friends trip goa under 15k', packagesFrom: 'Goa', categories: ['Friends'], maxPrice: 15000, minPackages: 1 },
  { id: 'cheapest', message: 'cheapest package you have', minPackages: 1, maxPrice: 4999 },
  { id: 'luxury-kashmir', message: 'luxury kashmir holiday', packagesFrom: 'Kashmir', minPrice: 60000, minPackages: 1 },
  { id: 'kashmir-1.5-lakh', message: 'kashmir trip 1.5 lakh budget', packagesFrom: 'Kashmir', maxPrice: 150000, minPackages: 1 },
  { id: 'goa-20-40-thousand', message: 'goa between 20 and 40 thousand', packagesFrom: 'Goa', minPrice: 20000, maxPrice: 40000, minPackages: 1 },
  { id: 'sikkim-rupees', message: '₹30,000 budget sikkim', packagesFrom: 'Sikkim', maxPrice: 30000, minPackages: 1 },
  { id: 'udaipur-below', message: 'below 40000 udaipur', packagesFrom: 'Udaipur', maxPrice: 40000, minPackages: 1 },
  { id: 'kerala-40k-tak', message: 'kerala 40k tak', packagesFrom: 'Kerala', maxPrice: 40000, minPackages: 1 },
  { id: 'goa-3-din', message: 'goa 3 din', packagesFrom: 'Goa', days: [3, 3], minPackages: 1 },
  { id: 'kerala-week', message: 'a week in kerala', packagesFrom: 'Kerala', days: [6, 8], minPackages: 1 },
  { id: 'meghalaya-4-nights', message: 'meghalaya 4 nights', packagesFrom: 'Meghalaya', days: [4, 6], minPackages: 1 },
  { id: 'ooty-kodai', message: 'ooty kodaikanal trip', packagesFrom: ['Ooty', 'Kodaikanal'], minPackages: 2 },
  { id: 'pondicherry', message: 'pondicherry', packagesFrom: 'Puducherry', minPackages: 1, quote: { destination: 'Puducherry' } },
  { id: 'mysore-coorg', message: 'mysore coorg 5 days', packagesFrom: ['Mysuru', 'Coorg'], days: [4, 6], minPackages: 1 },
  { id: 'tirupati', message: 'tirupati balaji darshan', packagesFrom: 'Tirupati', minPackages: 1 },
  { id: 'varanasi-ayodhya', message: 'varanasi ayodhya tour', packagesFrom: ['Varanasi', 'Ayodhya'], minPackages: 2 },
  { id: 'spiti', message: 'spiti valley', packagesFrom: 'Spiti Valley', minPackages: 1 },
  { id: 'kaziranga', message: 'kaziranga rhino safari', packagesFrom: 'Kaziranga', minPackages: 1 },
  { id: 'tawang', message: 'tawang', packagesFrom: 'Tawang', minPackages: 1 },
  { id: 'kashmir-or-ladakh', message: 'kashmir or ladakh, 8 days', packagesFrom: ['Kashmir', 'Ladakh'], days: [7, 9], minPackages: 2 },
  { id: 'kerala-goa-honeymoon', message: 'honeymoon in kerala or goa under 35k', packagesFrom: ['Kerala', 'Goa'], categories: ['HoneyMoon'], maxPrice: 35000, minPackages: 1 },
  { id: 'seasonal', message: 'seasonal packages', categories: ['Seasonal package'], minPackages: 1 },
  { id: 'water-sports', message: 'water sports', categories: ['Water activities'], minPackages: 1 },
  { id: 'religious-parents', message: 'religious tour for parents', categories: ['Religious'], minPackages: 1 },
  { id: 'adventure-friends-20k', message: 'adventure trip with friends under 20k', categories: ['Adventure', 'Friends'], maxPrice: 20000, minPackages: 1 },
  { id: 'taj-mahal', message: 'taj mahal tour', packagesFrom: 'Agra', minPackages: 1 },
  { id: 'golden-temple', message: 'golden temple amritsar', packagesFrom: 'Amritsar', minPackages: 1 },
  { id: 'rann-utsav', message: 'rann utsav', packagesFrom: 'Rann of Kutch', minPackages: 1 },
  { id: 'beach', message: 'beach holiday', mustInclude: [/beach/i, 'that match'], minPackages: 3 },
  { id: 'total-budget', message: 'goa for 2 people, 40k total', packagesFrom: 'Goa', maxPrice: 20000, minPackages: 1, quote: { destination: 'Goa', people: 2 } },
  { id: 'phone-not-budget', message: 'my number is 9876543210, kashmir trip', packagesFrom: 'Kashmir', minPackages: 3, mustNotInclude: ['98,76', '9876'] },

  // ---- Hinglish ----
  { id: 'goa-kitne-ka', message: 'goa ka package kitne ka hai', packagesFrom: 'Goa', minPackages: 1, cheapestFirst: true },
  { id: 'december-goa-2-log', message: 'december mein goa jaana hai 2 log', packagesFrom: 'Goa', minPackages: 1, quote: { destination: 'Goa', month: 12, people: 2 } },
  { id: 'manali-may-4-log', message: 'hum 4 log hain, manali jana hai may mein', packagesFrom: 'Manali', quote: { destination: 'Manali', month: 5, people: 4 } },
  { id: 'kashmir-5-din-30k', message: 'kashmir ke liye 5 din ka package 30k mein', packagesFrom: 'Kashmir', maxPrice: 30000, days: [4, 6], minPackages: 1 },
  { id: 'sasta-goa', message: 'sasta goa package batao', packagesFrom: 'Goa', cheapestFirst: true, minPackages: 3 },
  { id: 'darjeeling-gangtok-6-din', message: 'darjeeling gangtok 6 din family ke saath', packagesFrom: ['Darjeeling', 'Sikkim'], categories: ['Family'], days: [5, 7], minPackages: 1 },
  { id: 'udaipur-honeymoon-50k-tak', message: 'udaipur honeymoon package chahiye 50k tak', packagesFrom: 'Udaipur', categories: ['HoneyMoon'], maxPrice: 50000, minPackages: 1 },
  { id: 'jaipur-2-din', message: 'jaipur me 2 din ka tour', packagesFrom: 'Jaipur', days: [1, 3], minPackages: 1 },
  { id: 'nainital-couple', message: 'nainitaal trip for couple', packagesFrom: 'Nainital', minPackages: 1, quote: { destination: 'Nainital', people: 2 } },
  { id: 'mussoorie-jan', message: 'mussorie in jan', packagesFrom: 'Mussoorie', quote: { destination: 'Mussoorie', month: 1 } },

  // ---- nothing matches: say so, offer the closest real options ----
  { id: 'lakshadweep-50k', message: 'lakshadweep under 50k', packagesFrom: 'Lakshadweep', mustInclude: [/don't have/, '(/lakshadweep-tour-packages)'], minPackages: 1 },
  { id: 'kashmir-5000', message: 'kashmir under 5000', packagesFrom: 'Kashmir', mustInclude: [/don't have/], minPackages: 1, cheapestFirst: true },
  { id: 'char-dham-3-days', message: 'char dham in 3 days', packagesFrom: 'Char Dham', mustInclude: [/don't have/], minPackages: 1 },

  // ---- conversations ----
  { id: 'memory-budget', earlier: ['kashmir'], message: 'under 30k', packagesFrom: 'Kashmir', maxPrice: 30000, minPackages: 1, quote: { destination: 'Kashmir' } },
  { id: 'memory-month-people', earlier: ['kashmir', 'under 30k'], message: 'in may for 4 people', packagesFrom: 'Kashmir', maxPrice: 30000, minPackages: 1, quote: { destination: 'Kashmir', month: 5, people: 4 } },
  { id: 'memory-theme-then-place', earlier: ['honeymoon packages'], message: 'in andaman', packagesFrom: 'Andaman & Nicobar', categories: ['HoneyMoon'], minPackages: 1 },
  { id: 'memory-new-destination', earlier: ['goa for 2 people'], message: 'what about kerala?', packagesFrom: 'Kerala', minPackages: 1, quote: { destination: 'Kerala', people: 2 } },
  { id: 'memory-policy', earlier: ['kashmir honeymoon under 40k'], message: 'what is the cancellation policy?', mustInclude: ['65%'], quote: { destination: 'Kashmir' } },
  { id: 'memory-inclusions', earlier: ['manali'], message: 'what is included?', packagesFrom: 'Manali', minPackages: 1, mustInclude: [/includes/i] },
  { id: 'memory-details', earlier: ['kerala 5 days'], message: 'and for 6 people in october', packagesFrom: 'Kerala', days: [4, 6], quote: { destination: 'Kerala', month: 10, people: 6 } },
  { id: 'memory-cheaper', earlier: ['hi', 'goa'], message: 'show me cheaper options', packagesFrom: 'Goa', cheapestFirst: true, minPackages: 1 },
  { id: 'memory-discount', earlier: ['shimla family trip'], message: 'give me 20% off', mustInclude: [/current prices/i], mustNotInclude: ['20%', ...TERMS_NOT_PROMISED], quote: { destination: 'Shimla' } },
  { id: 'memory-stop', earlier: ['kashmir honeymoon'], message: 'one with gulmarg', packagesFrom: 'Kashmir', categories: ['HoneyMoon'], minPackages: 1 },
  { id: 'memory-after-abroad', earlier: ['dubai'], message: 'ok then goa', packagesFrom: 'Goa', minPackages: 1 },

  // ---- our terms ----
  { id: 'cancellation', message: 'What is your cancellation policy?', mustInclude: ['65%', '35%', '25%', '75%', /19 days/, '7-14 business days'], maxPackages: 0 },
  { id: 'refund-hinglish', message: 'refund kab milega agar cancel karu?', mustInclude: ['65%', '7-14 business days'], maxPackages: 0 },
  { id: 'cancel-25-days', message: 'If I cancel 25 days before departure how much refund will I get?', mustInclude: ['25%', '20-29 days'], maxPackages: 0 },
  { id: 'payment-upi', message: 'how do I pay? can I pay by UPI?', mustInclude: ['100%', /payment link/i], maxPackages: 0 },
  { id: 'payment-emi', message: 'is EMI available?', mustInclude: [/100% of the package cost upfront/i], maxPackages: 0 },
  { id: 'confirmation', message: 'when is my booking confirmed', mustInclude: [/written confirmation/i, /email/i], maxPackages: 0 },
  { id: 'reschedule', message: 'can I change my travel dates later?', mustInclude: [/no rescheduling fee/i, /availability/i], maxPackages: 0 },
  { id: 'reschedule-charges', message: 'reschedule charges?', mustInclude: [/no rescheduling fee/i] },
  { id: 'inclusions-generic', message: 'what is included in the package', mustInclude: [/hotel/i, /not included/i], maxPackages: 0 },
  { id: 'inclusions-named', message: 'does the Kashmir Paradise Tour include meals?', packagesFrom: 'Kashmir', mustInclude: ['Kashmir Paradise Tour', /breakfast/i], minPackages: 1, maxPackages: 1 },
  { id: 'age', message: 'minimum age to book?', mustInclude: ['18'], maxPackages: 0 },
  { id: 'support', message: 'is support available 24x7 during the trip', mustInclude: ['24x7'] },
  { id: 'complaint', message: 'I want to file a complaint', mustInclude: ['7-14 business days'] },
  { id: 'documents', message: 'which documents do I need', mustInclude: [/photo ID/i] },
  { id: 'check-in', message: 'hotel check in time?', mustInclude: ['12:00'] },

  // ---- contact ----
  { id: 'phone', message: 'What is your phone number?', phone: true, maxPackages: 0 },
  { id: 'agent', message: 'I want to talk to an agent', phone: true, mustInclude: ['(/enquiry)'] },
  { id: 'email', message: 'email id?', mustInclude: ['support@safarnamaholidays.in'] },
  { id: 'callback', message: 'call me back please', mustInclude: ['(/enquiry)'] },
  { id: 'baat-karni', message: 'mujhe kisi se baat karni hai', phone: true },

  // ---- discounts: never promised ----
  { id: 'discount-50', message: 'give me 50% off', mustInclude: [/current prices/i], mustNotInclude: ['50%', ...TERMS_NOT_PROMISED], maxPackages: 0 },
  { id: 'discount-10k-less', message: 'can you do it for 10k less', mustInclude: [/current prices/i], mustNotInclude: [/10,000|10k/i, ...TERMS_NOT_PROMISED], maxPackages: 0 },
  { id: 'discount-goa', message: 'any discount on goa packages?', mustInclude: [/current prices/i], mustNotInclude: TERMS_NOT_PROMISED, packagesFrom: 'Goa' },
  { id: 'discount-offer-hinglish', message: 'koi offer chal raha hai?', mustInclude: [/current prices/i, /offer/i], mustNotInclude: TERMS_NOT_PROMISED },
  { id: 'discount-cheaper', message: 'best price for kashmir honeymoon? make it cheaper', mustInclude: [/current prices/i], mustNotInclude: TERMS_NOT_PROMISED, packagesFrom: 'Kashmir' },
  { id: 'discount-coupon', message: 'do you have a coupon code', mustInclude: [/current prices/i], mustNotInclude: TERMS_NOT_PROMISED },

  // ---- places we do not serve ----
  { id: 'dubai', message: 'Dubai trip', mustInclude: [/within India/i, '-tour-packages)'], maxPackages: 0, quote: null },
  { id: 'bali-honeymoon', message: 'bali honeymoon', mustInclude: [/within India/i], categories: ['HoneyMoon'], quote: null },
  { id: 'thailand', message: 'thailand packages under 50k', mustInclude: [/within India/i], quote: null },
  { id: 'paris', message: 'paris', mustInclude: [/within India/i], maxPackages: 0 },
  { id: 'maldives', message: 'maldives', mustInclude: [/within India/i, '(/lakshadweep-tour-packages)'], maxPackages: 0 },
  { id: 'singapore-family', message: 'singapore tour for family', mustInclude: [/within India/i] },
  { id: 'nepal', message: 'nepal trip', mustInclude: [/within India/i, '(/sikkim-tour-packages)'] },
  { id: 'shirdi', message: 'shirdi darshan package', mustInclude: [/don't have packages for Shirdi/i] },
  { id: 'mumbai', message: 'mumbai city tour', mustInclude: [/don't have packages for Mumbai/i], maxPackages: 0 },
  { id: 'lonavala', message: 'trip to lonavala', mustInclude: ['(/mahabaleshwar-tour-packages)'], maxPackages: 0 },

  // ---- markup and injection: never echoed ----
  { id: 'html-script-goa', message: '<script>alert(1)</script> goa', packagesFrom: 'Goa', minPackages: 1, mustNotInclude: NO_MARKUP },
  { id: 'html-img', message: '<img src=x onerror=alert(1)>', mustNotInclude: [...NO_MARKUP, 'img'], maxPackages: 0 },
  { id: 'markdown-link', message: '[click here](http://evil.example) kashmir', packagesFrom: 'Kashmir', mustNotInclude: ['evil', 'http', 'click here'] },
  { id: 'javascript-url', message: 'javascript:alert(document.cookie)', mustInclude: [/didn't quite get/i], mustNotInclude: NO_MARKUP, maxPackages: 0 },
  { id: 'svg-manali', message: '"><svg onload=alert(1)> manali', packagesFrom: 'Manali', minPackages: 1, mustNotInclude: [...NO_MARKUP, 'svg', 'onload'] },

  // ---- gibberish ----
  { id: 'gibberish', message: 'asdfghjkl', mustInclude: [/didn't quite get/i], maxPackages: 0, quote: null },
  { id: 'gibberish-words', message: 'qwerty uiop zxcv', mustInclude: [/didn't quite get/i], maxPackages: 0 },
  { id: 'punctuation', message: '???', mustInclude: [/didn't quite get/i], maxPackages: 0 },
  ...KNOWLEDGE_CASES,
];
