// The words visitors use, in English, Hinglish and common misspellings, for what
// the parser recognises. Phrases are in normalised form (normalise.ts): lower
// case, '&' as 'and', words separated by single spaces.

/** Theme words by category slug (the categories table); the slugs are checked against the data at start-up. */
export const THEME_PHRASES: Readonly<Record<string, readonly string[]>> = {
  honeymoon: [
    'honeymoon', 'honeymoons', 'honey moon', 'hanimoon', 'honeymon', 'honymoon', 'hunymoon', 'honeymoom', 'honemoon', 'honeymun',
    'romantic', 'romance', 'newly married', 'just married', 'newlywed', 'newlyweds', 'shaadi ke baad', 'after marriage', 'after our wedding',
  ],
  family: [
    'family', 'families', 'famly', 'fmaily', 'familly', 'parents', 'kids', 'children', 'child', 'bachche', 'bacche', 'bachon', 'bacchon',
    'parivar', 'pariwar', 'gharwale', 'ghar wale', 'in laws', 'elderly', 'senior citizens', 'grandparents',
  ],
  friends: ['friends', 'friend', 'frnds', 'frends', 'dost', 'dosto', 'doston', 'yaar', 'yaaron', 'buddies', 'gang', 'bachelor', 'bachelors', 'college trip', 'boys trip', 'girls trip'],
  wildlife: ['wildlife', 'wild life', 'widlife', 'safari', 'safaris', 'jungle', 'tiger', 'tigers', 'national park', 'national parks', 'rhino', 'animals', 'bird watching', 'birding'],
  adventure: [
    'adventure', 'adventures', 'adventurous', 'advanture', 'adventur', 'trek', 'trekking', 'treks', 'rafting', 'river rafting', 'paragliding',
    'skiing', 'ski', 'camping', 'bike trip', 'road trip', 'thrill', 'thrilling', 'bungee',
  ],
  nature: ['nature', 'natural', 'scenic', 'greenery', 'waterfall', 'waterfalls', 'hill station', 'hill stations', 'hills', 'pahad', 'pahadon', 'mountains', 'tea garden', 'tea gardens', 'forest', 'forests', 'meadows'],
  'seasonal-package': ['seasonal', 'season special', 'festival', 'festivals', 'utsav', 'tulip', 'tulips', 'diwali', 'deepawali', 'holi', 'onam', 'christmas', 'new year'],
  'water-activities': [
    'water activities', 'water activity', 'water sports', 'water sport', 'watersports', 'scuba', 'scuba diving', 'diving', 'snorkelling', 'snorkeling',
    'snorkel', 'parasailing', 'kayaking', 'jet ski', 'jetski', 'banana ride',
  ],
  religious: [
    'religious', 'religion', 'pilgrimage', 'pilgrimages', 'pilgrim', 'yatra', 'teerth', 'tirth', 'tirtha', 'temple', 'temples', 'mandir', 'darshan',
    'spiritual', 'devotional', 'holy', 'dham', 'jyotirlinga', 'bhakti', 'puja', 'pooja', 'aarti', 'ganga aarti',
  ],
};

/**
 * Theme words that only say which kind of trip: they choose the category and are
 * not also searched for in package names. The others ('tulip', 'rafting', 'scuba')
 * name something a package's name or route may carry, so they also rank packages.
 */
export const GENERIC_THEME_WORDS: ReadonlySet<string> = new Set([
  'honeymoon', 'honeymoons', 'family', 'families', 'friends', 'friend', 'wildlife', 'adventure', 'adventures', 'adventurous', 'nature', 'natural',
  'religious', 'religion', 'seasonal', 'romantic', 'romance', 'spiritual', 'devotional', 'holy', 'kids', 'children', 'child', 'parents', 'scenic',
]);

export const MONTHS: Readonly<Record<string, number>> = {
  january: 1, jan: 1, janvary: 1, janvari: 1, janaury: 1,
  february: 2, feb: 2, febuary: 2, farvari: 2, febrary: 2,
  march: 3, // 'mar' only with a month cue: see AMBIGUOUS_MONTHS
  april: 4, apr: 4, aprl: 4,
  june: 6, jun: 6,
  july: 7, jul: 7,
  august: 8, aug: 8, agust: 8,
  september: 9, sep: 9, sept: 9, septmber: 9, setember: 9,
  october: 10, oct: 10, octber: 10, octobar: 10,
  november: 11, nov: 11, novmber: 11, novembar: 11,
  december: 12, dec: 12, decmber: 12, dicember: 12, disambar: 12, decembar: 12,
};

/** Month words that are also ordinary words ('may I', 'mar' in Hindi): months only next to a cue. */
export const AMBIGUOUS_MONTHS: Readonly<Record<string, number>> = { may: 5, mar: 3 };

/** Words before or after a month word that make it a month: 'in may', 'may mein', 'may 2027'. */
export const MONTH_CUES_BEFORE: ReadonlySet<string> = new Set(['in', 'during', 'this', 'next', 'of', 'for', 'early', 'mid', 'late', 'end', 'month', 'from', 'till', 'until', 'by', 'around']);
export const MONTH_CUES_AFTER: ReadonlySet<string> = new Set(['mein', 'me', 'mai', 'main', 'month', 'end', 'ke', 'ki', 'se', 'tak', 'vacation', 'holidays', 'trip']);

/** Number words before a unit ('five days', 'teen din', 'char log'): never alone ('do' is also English, 'char' begins 'char dham'). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15,
  twenty: 20,
  ek: 1, do: 2, teen: 3, char: 4, chaar: 4, paanch: 5, panch: 5, chhe: 6, chhah: 6, che: 6, saat: 7, aath: 8, nau: 9, das: 10,
};

/** Message types beyond a package search. Phrases match whole words of the normalised message. */
export const GREETING_PHRASES = [
  'hi', 'hii', 'hiii', 'hiiii', 'hey', 'heyy', 'heyyy', 'hello', 'helo', 'hello there', 'hlo', 'hy', 'hola', 'yo', 'namaste', 'namaskar', 'namaskaram',
  'vanakkam', 'good morning', 'good afternoon', 'good evening', 'greetings', 'sat sri akal', 'ram ram', 'hi there', 'hey there', 'hey luna', 'hi luna', 'hello luna',
  // asking about Luna itself gets the same introduction
  'how are you', 'who are you', 'what can you do', 'what do you do', 'are you a bot', 'are you human', 'are you a human', 'help', 'help me', 'kaise ho', 'aap kaun ho',
  'start', 'menu',
];
export const THANKS_PHRASES = [
  'thanks', 'thank you', 'thankyou', 'thank u', 'thx', 'thnx', 'thanx', 'tq', 'ty', 'dhanyavad', 'dhanyawad', 'dhanyavaad', 'shukriya', 'shukria',
  'great thanks', 'ok thanks', 'okay thanks', 'thanks a lot', 'many thanks', 'much appreciated',
];
export const ACKNOWLEDGEMENT_WORDS = ['ok', 'okay', 'okk', 'cool', 'great', 'nice', 'awesome', 'perfect', 'fine', 'theek hai', 'thik hai', 'achha', 'accha', 'acha', 'got it', 'sure'];
export const BYE_PHRASES = ['bye', 'goodbye', 'good bye', 'bye bye', 'see you', 'see ya', 'tata', 'alvida', 'good night'];

export const CONTACT_PHRASES = [
  'contact', 'contact number', 'phone', 'phone number', 'mobile number', 'your number', 'number do', 'number de', 'number dijiye', 'helpline', 'call', 'calling', 'call me',
  'call back', 'callback', 'email', 'e mail', 'mail id', 'email id', 'mail', 'whatsapp', 'talk to', 'speak to', 'speak with', 'talk with', 'agent', 'human', 'real person',
  'a person', 'representative', 'executive', 'customer care', 'customer service', 'customer support', 'reach you', 'reach out', 'get in touch', 'baat karni', 'baat karna',
  'baat karao', 'sales team', 'travel expert', 'consultant',
];

export const DISCOUNT_PHRASES = [
  'discount', 'discounts', 'discounted', 'disount', 'discout', 'coupon', 'coupons', 'promo', 'promo code', 'voucher', 'cashback', 'concession', 'any offer', 'any offers',
  'offers', 'special offer', 'ongoing offer', 'koi offer', 'offer hai', 'offer chal', 'best deal', 'deal', 'deals', 'cheaper price', 'make it cheaper', 'lower the price',
  'reduce the price', 'reduce price', 'price kam', 'kam karo', 'kam kar do', 'kam kardo', 'kam ho sakta', 'kuch kam', 'sasta kar do', 'sasta karo', 'less price',
  'lower price', 'negotiate', 'negotiable', 'bargain', 'last price', 'best price', 'final price', 'free upgrade', 'for free', 'free of cost',
];

export type PolicyTopic =
  | 'cancellation'
  | 'payment'
  | 'confirmation'
  | 'rescheduling'
  | 'inclusions'
  | 'age'
  | 'support'
  | 'complaints'
  | 'documents'
  | 'hotels';

export const POLICY_PHRASES: Readonly<Record<PolicyTopic, readonly string[]>> = {
  cancellation: [
    'cancel', 'cancels', 'cancelled', 'canceled', 'cancelling', 'canceling', 'cancellation', 'cancelation', 'cancle', 'cancell', 'cancellations', 'refund', 'refunds',
    'refundable', 'refunded', 'money back', 'paisa wapas', 'paise wapas', 'paisa vapas', 'paise vapas', 'wapas milega', 'vapas milega',
  ],
  payment: [
    'payment', 'payments', 'pay', 'paying', 'payable', 'paid', 'upi', 'credit card', 'debit card', 'card', 'net banking', 'netbanking', 'emi', 'advance', 'part payment',
    'installment', 'instalment', 'installments', 'token amount', 'booking amount', 'pay later', 'cash', 'payment link', 'bhugtan',
  ],
  confirmation: ['confirm', 'confirmed', 'confirmation', 'how to book', 'how do i book', 'how can i book', 'book kaise', 'kaise book', 'booking process', 'booking confirmed', 'process to book'],
  rescheduling: [
    'reschedule', 'rescheduling', 'rescheduled', 'change date', 'change dates', 'change the date', 'change the dates', 'change my date', 'change my dates', 'date change',
    'dates change', 'change travel date', 'postpone', 'postponed', 'prepone', 'shift dates', 'shift my trip', 'shift the trip', 'different dates', 'date badal', 'date badalni',
  ],
  inclusions: [
    'include', 'included', 'includes', 'including', 'inclusion', 'inclusions', 'exclusion', 'exclusions', 'excluded', 'exclude', 'kya kya milega', 'kya milega',
    'kya shamil', 'covered', 'cover', 'meals', 'food included', 'breakfast', 'flights included', 'flight included', 'airfare', 'flight tickets', 'train tickets',
  ],
  age: ['age limit', 'minimum age', 'how old', 'under 18', 'minor', 'minors', 'age requirement'],
  support: ['24x7', '24 7', 'support', 'emergency', 'help during', 'during the trip'],
  complaints: ['complaint', 'complaints', 'complain', 'grievance', 'grievances', 'escalate', 'shikayat'],
  documents: ['id proof', 'documents', 'documents required', 'which documents', 'aadhaar', 'aadhar', 'passport', 'visa', 'photo id', 'id card', 'identity proof'],
  hotels: ['check in', 'check out', 'checkin', 'checkout', 'check in time', 'check out time', 'early check in', 'late check out'],
};

/** Words that ask for the best price order rather than a theme ('sasta', 'budget', 'cheapest'). */
export const CHEAP_WORDS: ReadonlySet<string> = new Set(['cheap', 'cheapest', 'cheaper', 'sasta', 'saste', 'sasti', 'budget', 'affordable', 'lowest', 'economical', 'low cost', 'low budget', 'kam budget']);
/** Words that ask for the top end: rank the dearest first. */
export const LUXURY_WORDS: ReadonlySet<string> = new Set(['luxury', 'luxurious', 'premium', 'lavish', '5 star', 'five star', 'high end', 'best hotels']);

/**
 * Words that carry no place, theme or search meaning, in English and Hinglish:
 * they are never matched as places (exactly or by spelling) nor searched for.
 * Includes Hinglish words a letter away from a place ('kuch' ~ Kutch, 'kaha' ~
 * Kaza, 'pure' ~ Puri), found by measuring the place matcher on ordinary words.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or but if then than so to of in on at by for from with without into onto over under above below about around near ' +
    'is are was were be been being am do does did done doing have has had having will would shall should can could may might must ' +
    'i me my mine myself we us our ours you your yours he she it its they them their this that these those there here what which who whom whose ' +
    'when where why how all any some each every both few more most other such no not only own same too very just also again once ever ' +
    'please pls plz plzz kindly want wanted wanna need needed looking look like love would lets let get got go going gone goes went come coming ' +
    'plan planning planned trip trips tour tours travel travelling traveling travelled holiday holidays vacation vacations package packages pkg pkgs ' +
    'option options suggest suggestion suggestions recommend recommendation show tell give share send know help find search book booking ' +
    'visit visiting place places destination destinations somewhere anywhere best good great nice top popular famous beautiful amazing ' +
    'price prices cost costs rate rates charges fare much many per person pp each night nights day days week weeks month months year ' +
    'time date dates total approx approximately around only max maximum min minimum upto within budget rupees rupee rs inr k lakh lakhs lac ' +
    'people persons person pax adult adults log members member guests traveller travellers traveler travelers couple couples group ' +
    'detail details info information about available availability ok okay yes no yeah yep nope sure hi hello hey thanks thank ' +
    'kya kyaa hai hain ho hoga hogi hoge tha thi the ka ki ke ko se me mein mai main mera meri mere hum humko humein hame hamara hamare hamari ' +
    'aap aapka aapki aapke tum tumhara mujhe muje mko chahiye chaiye chahie chahte chahta chahti batao bataiye bataye bata dikhao dikhaiye ' +
    'koi kuch kuchh kaha kahan kaise kaisa kaisi kab kitna kitne kitni kitna wala wali wale tak liye lie karna karni karo kar kr krna ' +
    'jana jaana jane jaane ja jaa rha raha rahe rahi sakta sakte sakti hota hoti hote bhi aur ya nahi nahin na haan han ji sir madam mam ' +
    'acha accha achha theek thik sab sabse bahut bohot zyada jyada thoda kam pe par pr abhi baad pehle wahan yahan idhar udhar ' +
    'pure goal goals gaon shila chandra kheer naina apna apni apne unka unki uska uski iska iski ek do dono ' +
    'cheap cheapest cheaper sasta saste sasti affordable lowest economical luxury luxurious premium lavish ' +
    'something anything everything nothing thing things stuff want wish also etc ok policy policies terms conditions rules process question questions query ' +
    'departure arrival arrive depart return later before after agar karu karun karenge milega milegi ' +
    'tell explain regarding related mean means same different else another other more less much'
  ).split(/\s+/),
);
