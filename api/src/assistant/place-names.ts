// Other names for our places, and places we do not serve. Every served target is
// a destination name or route place checked against the database at start-up:
// an alias whose target is missing is dropped, so Luna never names a place the
// data lacks. Keys are normalised (lower case, '&' as 'and').

/** Other names and common misspellings -> destination name (destinations.name). */
export const DESTINATION_ALIASES: Readonly<Record<string, string>> = {
  kasmir: 'Kashmir', kashmeer: 'Kashmir', kashmiir: 'Kashmir', 'kashmir valley': 'Kashmir', 'paradise on earth': 'Kashmir', 'dal lake': 'Kashmir',
  leh: 'Ladakh', ladak: 'Ladakh', laddakh: 'Ladakh', ladhak: 'Ladakh', 'leh ladakh': 'Ladakh', lehladakh: 'Ladakh', 'leh ladak': 'Ladakh',
  katra: 'Vaishno Devi', vaishno: 'Vaishno Devi', vaishnodevi: 'Vaishno Devi', 'mata vaishno devi': 'Vaishno Devi', 'maa vaishno devi': 'Vaishno Devi', 'mata rani': 'Vaishno Devi',
  kulu: 'Kullu', simla: 'Shimla', shimala: 'Shimla', manaali: 'Manali', manalli: 'Manali', rohtang: 'Manali', 'rohtang pass': 'Manali', solang: 'Manali', 'solang valley': 'Manali',
  spiti: 'Spiti Valley', 'spiti vally': 'Spiti Valley', 'lahaul spiti': 'Spiti Valley',
  mcleodganj: 'Dharamshala', 'mcleod ganj': 'Dharamshala', mcleod: 'Dharamshala', dharamsala: 'Dharamshala', dharmshala: 'Dharamshala', dharmsala: 'Dharamshala',
  'golden temple': 'Amritsar', wagah: 'Amritsar', 'wagah border': 'Amritsar',
  'naini tal': 'Nainital', nanital: 'Nainital', nainitaal: 'Nainital', naintal: 'Nainital',
  'jim corbett': 'Corbett', 'corbett national park': 'Corbett', 'jim corbett national park': 'Corbett', ramnagar: 'Corbett',
  mussorie: 'Mussoorie', masoori: 'Mussoorie', mansoori: 'Mussoorie', mussouri: 'Mussoorie', mussoori: 'Mussoorie', musoorie: 'Mussoorie', masuri: 'Mussoorie',
  rushikesh: 'Rishikesh', hrishikesh: 'Rishikesh', rishikes: 'Rishikesh', hardwar: 'Haridwar', haridwaar: 'Haridwar',
  kedar: 'Kedarnath', 'kedar nath': 'Kedarnath', 'kedarnath dham': 'Kedarnath', badri: 'Badrinath', 'badri nath': 'Badrinath', 'badrinath dham': 'Badrinath',
  chardham: 'Char Dham', 'char dhaam': 'Char Dham', 'chaar dham': 'Char Dham', 'char dham yatra': 'Char Dham', 'chota char dham': 'Char Dham', chaardham: 'Char Dham',
  lansdown: 'Lansdowne',
  'pink city': 'Jaipur', 'city of lakes': 'Udaipur', 'lake city': 'Udaipur', 'blue city': 'Jodhpur', 'golden city': 'Jaisalmer', jaisalmir: 'Jaisalmer',
  'thar desert': 'Jaisalmer', 'sam dunes': 'Jaisalmer', 'sam sand dunes': 'Jaisalmer',
  'mt abu': 'Mount Abu', ranthambhore: 'Ranthambore', ranthambor: 'Ranthambore', 'sawai madhopur': 'Ranthambore',
  kutch: 'Rann of Kutch', kachchh: 'Rann of Kutch', kachh: 'Rann of Kutch', 'rann utsav': 'Rann of Kutch', 'white desert': 'Rann of Kutch', 'rann of kachchh': 'Rann of Kutch',
  dwarkadhish: 'Dwarka', dwaraka: 'Dwarka',
  goaa: 'Goa', 'north goa': 'Goa', calangute: 'Goa', baga: 'Goa', anjuna: 'Goa', palolem: 'Goa',
  panchgani: 'Mahabaleshwar',
  'taj mahal': 'Agra', tajmahal: 'Agra',
  banaras: 'Varanasi', benaras: 'Varanasi', benares: 'Varanasi', banares: 'Varanasi', kashi: 'Varanasi',
  'ram mandir': 'Ayodhya', 'ram janmabhoomi': 'Ayodhya',
  panchmarhi: 'Pachmarhi',
  keral: 'Kerala', kerela: 'Kerala', kerla: 'Kerala', "god's own country": 'Kerala', 'gods own country': 'Kerala',
  alleppey: 'Alappuzha', aleppey: 'Alappuzha', allepey: 'Alappuzha', alapuzha: 'Alappuzha', alleppy: 'Alappuzha', allapuzha: 'Alappuzha',
  wayanadu: 'Wayanad', wynad: 'Wayanad', kalpetta: 'Wayanad',
  mysore: 'Mysuru', mysoor: 'Mysuru', 'mysore palace': 'Mysuru', kodagu: 'Coorg', madikeri: 'Coorg', gokarn: 'Gokarna',
  udhagamandalam: 'Ooty', ooti: 'Ooty', ootty: 'Ooty', nilgiris: 'Ooty', coonoor: 'Ooty', kodai: 'Kodaikanal', meenakshi: 'Madurai', 'meenakshi temple': 'Madurai',
  rameswaram: 'Rameshwaram', rameshwar: 'Rameshwaram', kanniyakumari: 'Kanyakumari', 'cape comorin': 'Kanyakumari',
  pondicherry: 'Puducherry', pondy: 'Puducherry', pondichery: 'Puducherry', pondicheri: 'Puducherry',
  tirumala: 'Tirupati', balaji: 'Tirupati', 'tirupati balaji': 'Tirupati', lakshadeep: 'Lakshadweep', lakshdweep: 'Lakshadweep',
  darjiling: 'Darjeeling', darjeling: 'Darjeeling', dargeeling: 'Darjeeling', darjelling: 'Darjeeling', 'tiger hill': 'Darjeeling',
  yumthang: 'Sikkim', 'north sikkim': 'Sikkim', dawki: 'Meghalaya', meghalay: 'Meghalaya',
  'jagannath puri': 'Puri', jagannath: 'Puri', konark: 'Puri',
  andaman: 'Andaman & Nicobar', andamans: 'Andaman & Nicobar', andman: 'Andaman & Nicobar', 'andaman nicobar': 'Andaman & Nicobar', 'andaman islands': 'Andaman & Nicobar',
  'port blair': 'Andaman & Nicobar', portblair: 'Andaman & Nicobar', radhanagar: 'Andaman & Nicobar', 'radhanagar beach': 'Andaman & Nicobar',
  'havelock island': 'Andaman & Nicobar', 'neil island': 'Andaman & Nicobar',
};

/** Other names of route places (the keywords' place list) -> the route place. */
export const ROUTE_PLACE_ALIASES: Readonly<Record<string, string>> = {
  cochin: 'kochi', cherrapunjee: 'sohra (cherrapunji)', pangong: 'pangong tso', 'pangong lake': 'pangong tso', nubra: 'nubra valley', allahabad: 'prayagraj',
};

/** Regions that are not one state's name in the data -> state names (destinations.state). */
export const REGION_ALIASES: Readonly<Record<string, readonly string[]>> = {
  himachal: ['Himachal Pradesh'], uttaranchal: ['Uttarakhand'], tamilnadu: ['Tamil Nadu'], bengal: ['West Bengal'], 'j and k': ['Jammu & Kashmir'],
  'north east': ['Meghalaya', 'Sikkim', 'Assam', 'Arunachal Pradesh'], northeast: ['Meghalaya', 'Sikkim', 'Assam', 'Arunachal Pradesh'],
  'north eastern': ['Meghalaya', 'Sikkim', 'Assam', 'Arunachal Pradesh'], arunachal: ['Arunachal Pradesh'], orissa: ['Odisha'], 'andaman and nicobar islands': ['Andaman & Nicobar Islands'],
  // the parts of the country, as travellers say them
  ...Object.fromEntries(
    (
      [
        [['south india', 'southern india', 'down south'], ['Kerala', 'Karnataka', 'Tamil Nadu', 'Puducherry', 'Andhra Pradesh', 'Lakshadweep']],
        [['north india', 'northern india'], ['Jammu & Kashmir', 'Ladakh', 'Himachal Pradesh', 'Punjab', 'Uttarakhand', 'Delhi', 'Uttar Pradesh']],
        [['west india', 'western india'], ['Rajasthan', 'Gujarat', 'Goa', 'Maharashtra']],
        [['east india', 'eastern india'], ['West Bengal', 'Odisha', 'Sikkim', 'Andaman & Nicobar Islands']],
        [['central india'], ['Madhya Pradesh']],
        [['himalayas', 'the himalayas', 'himalaya', 'himalayan'], ['Jammu & Kashmir', 'Ladakh', 'Himachal Pradesh', 'Uttarakhand', 'Sikkim', 'West Bengal', 'Arunachal Pradesh']],
      ] as const
    ).flatMap(([aliases, states]) => aliases.map((alias) => [alias, states])),
  ),
};

/** Route places too short or too common to stand for a place on their own ('sam' is a name). */
export const IGNORED_ROUTE_PLACES: ReadonlySet<string> = new Set(['sam', 'neil', 'pangong and sham valley']);

/** What Luna offers instead of a place we do not serve: destination names, most fitting first. */
const BEACHES = ['Andaman & Nicobar', 'Goa', 'Lakshadweep', 'Kerala'];
const SNOW = ['Kashmir', 'Manali', 'Auli', 'Sikkim'];
const HIMALAYA_EAST = ['Sikkim', 'Darjeeling', 'Tawang'];
const DESERT_PALACES = ['Jaisalmer', 'Udaipur', 'Jaipur'];
const PILGRIMAGE = ['Char Dham', 'Varanasi', 'Tirupati'];
export const POPULAR = ['Kashmir', 'Goa', 'Kerala'];

/** Places abroad: we only sell holidays within India. name -> what to offer instead. */
export const INTERNATIONAL_PLACES: Readonly<Record<string, { name: string; offer: readonly string[] }>> = Object.fromEntries(
  (
    [
      [['dubai', 'dubaii', 'dubia', 'abu dhabi', 'uae', 'emirates'], 'Dubai', DESERT_PALACES],
      [['egypt', 'cairo'], 'Egypt', DESERT_PALACES],
      [['turkey', 'istanbul', 'cappadocia'], 'Turkey', DESERT_PALACES],
      [['bali', 'indonesia'], 'Bali', BEACHES],
      [['thailand', 'thailnd', 'thiland', 'bangkok', 'phuket', 'pattaya', 'krabi'], 'Thailand', BEACHES],
      [['maldives', 'maldive', 'maldeves'], 'the Maldives', ['Lakshadweep', 'Andaman & Nicobar', 'Goa']],
      [['mauritius', 'seychelles'], 'Mauritius', BEACHES],
      [['sri lanka', 'srilanka', 'colombo'], 'Sri Lanka', BEACHES],
      [['singapore', 'singapur'], 'Singapore', BEACHES],
      [['malaysia', 'kuala lumpur', 'langkawi'], 'Malaysia', BEACHES],
      [['vietnam', 'hanoi', 'cambodia', 'philippines'], 'South-East Asia', BEACHES],
      [['nepal', 'kathmandu', 'pokhara'], 'Nepal', HIMALAYA_EAST],
      [['bhutan', 'thimphu', 'paro'], 'Bhutan', HIMALAYA_EAST],
      [['switzerland', 'swiss', 'europe', 'austria', 'paris', 'france', 'london', 'england', 'italy', 'rome', 'venice', 'spain', 'germany', 'amsterdam', 'greece', 'santorini', 'prague'], 'Europe', SNOW],
      [['usa', 'america', 'new york', 'canada', 'las vegas', 'hawaii'], 'North America', POPULAR],
      [['australia', 'sydney', 'new zealand'], 'Australia and New Zealand', POPULAR],
      [['japan', 'tokyo', 'korea', 'seoul', 'china', 'hong kong'], 'East Asia', POPULAR],
      [['russia', 'moscow', 'baku', 'azerbaijan', 'kazakhstan', 'almaty'], 'Central Asia', SNOW],
      [['kenya', 'masai mara', 'south africa', 'tanzania'], 'Africa', ['Kaziranga', 'Ranthambore', 'Corbett']],
      [['kailash', 'kailash mansarovar', 'mansarovar'], 'Kailash Mansarovar (in Tibet)', PILGRIMAGE],
    ] as const
  ).flatMap(([keys, name, offer]) => keys.map((k) => [k, { name, offer }])),
);

/** Places in India we have no packages for. name -> what to offer instead (nearest in spirit). */
export const UNSERVED_INDIAN_PLACES: Readonly<Record<string, { name: string; offer: readonly string[] }>> = Object.fromEntries(
  (
    [
      [['mumbai', 'bombay'], 'Mumbai', ['Goa', 'Mahabaleshwar']],
      [['lonavala', 'lonavla', 'khandala', 'pune', 'alibaug'], 'Lonavala and Pune', ['Mahabaleshwar', 'Goa']],
      [['shirdi', 'nashik', 'trimbakeshwar'], 'Shirdi and Nashik', ['Dwarka', 'Tirupati']],
      [['hyderabad', 'vizag', 'visakhapatnam', 'araku'], 'Andhra Pradesh and Telangana beyond Tirupati', ['Tirupati', 'Hampi']],
      [['chennai', 'mahabalipuram', 'mamallapuram'], 'Chennai', ['Puducherry', 'Madurai']],
      [['bangalore', 'bengaluru', 'chikmagalur', 'chikkamagaluru', 'sakleshpur'], 'Bengaluru and Chikmagalur', ['Coorg', 'Mysuru']],
      [['yercaud'], 'Yercaud', ['Ooty', 'Kodaikanal']],
      [['trivandrum', 'thiruvananthapuram'], 'Thiruvananthapuram', ['Kerala']],
      [['kolkata', 'calcutta', 'sundarbans', 'sunderbans'], 'Kolkata and the Sundarbans', ['Darjeeling', 'Puri']],
      [['lucknow'], 'Lucknow', ['Varanasi', 'Ayodhya']],
      [['mathura', 'vrindavan', 'vrindaban', 'barsana'], 'Mathura and Vrindavan', ['Agra', 'Ayodhya', 'Varanasi']],
      [['ujjain', 'omkareshwar', 'mahakaleshwar', 'indore'], 'Ujjain', ['Varanasi', 'Khajuraho']],
      [['bodh gaya', 'bodhgaya', 'patna', 'rajgir'], 'Bihar', ['Varanasi']],
      [['kanha', 'bandhavgarh', 'pench', 'tadoba', 'sasan gir', 'gir national park'], 'central India’s tiger parks', ['Ranthambore', 'Corbett', 'Kaziranga']],
      [['ahmedabad', 'statue of unity', 'kevadia', 'vadodara', 'saputara'], 'central Gujarat', ['Rann of Kutch', 'Dwarka']],
      [['daman', 'diu'], 'Daman and Diu', ['Goa']],
      [['nagaland', 'kohima', 'dzukou', 'manipur', 'imphal', 'mizoram', 'aizawl', 'tripura', 'ziro'], 'that part of the North East', ['Meghalaya', 'Tawang', 'Kaziranga']],
      [['bir billing', 'chitkul', 'kasauli'], 'that part of Himachal', ['Dharamshala', 'Manali', 'Shimla']],
      [['hemkund', 'hemkund sahib', 'mukteshwar', 'bhimtal', 'ranikhet'], 'that part of Uttarakhand', ['Nainital', 'Badrinath', 'Almora']],
      [['delhi ncr', 'noida', 'gurgaon', 'gurugram'], 'Delhi NCR', ['Agra', 'Jaipur', 'Rishikesh']],
      [['chandigarh', 'kurukshetra'], 'Chandigarh', ['Shimla', 'Amritsar']],
      [['bhubaneswar', 'cuttack', 'chilika'], 'Bhubaneswar', ['Puri']],
    ] as const
  ).flatMap(([keys, name, offer]) => keys.map((k) => [k, { name, offer }])),
);
