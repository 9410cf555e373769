// Blog articles, part 2: wildlife, friends, religious and water activities.
import type { BlogSource } from './blogs';

export const postsPart2: BlogSource[] = [
  {
    name: 'Tiger Safari in Corbett',
    nameTitle: 'Tiger Safari in Corbett: Zones, Seasons, Permits and Tips for Your First Jungle Trip',
    category: 6,
    destination: 'corbett',
    author: 'Vikram Singh Rathore',
    date: '2025-01-24',
    meta: 'How to plan a tiger safari in Jim Corbett National Park: the Bijrani, Jhirna, Dhela, Dhikala and Garjiya zones, when they open, booking permits and what to wear.',
    body: `
Jim Corbett National Park, India’s first national park, is just five to six hours from Delhi, which makes it the most accessible tiger reserve for much of North India. Its mix of sal forest, riverine grassland and the wide Ramganga valley supports tigers, leopards, Asian elephants, sloth bears, gharials and more than 600 species of birds.
## How the safari zones work
Corbett is divided into tourism zones, each with its own gate and its own daily limit of vehicles. You book a specific zone and a morning or afternoon slot.
- Bijrani: sal forest and open grassland, very popular and good for tigers; usually open from mid-October to June.
- Jhirna and Dhela: open all year, with good chances of elephants and sloth bears.
- Dhikala: the heart of the park, with vast grasslands on the Ramganga reservoir; open from mid-November to mid-June. Day visitors go in on the forest-department canter; staying overnight in the Dhikala forest lodges is the classic Corbett experience but must be booked early.
- Durga Devi and Garjiya: quieter zones, good for birds and landscape.
## When to go
From November to February the weather is cool and misty, which is beautiful but means cold open-jeep mornings. From March to mid-June the forest dries out and animals gather at water, so tiger sightings improve even as the heat rises. Most core zones close from mid-June to mid-October for the monsoon.
## Booking permits
Safari permits are sold online on the official Corbett Tiger Reserve booking website. You need the name and ID of every traveller, and the same ID must be carried to the gate. Weekends and holidays sell out quickly, so book as early as you can; a tour package usually includes permits, a gypsy and a guide.
## Tips for a good safari
- Do at least three safaris in two or more zones; sightings are never guaranteed.
- Wear earth-coloured clothes, and carry a warm jacket and cap in winter.
- Keep quiet, stay seated and never ask the driver to chase an animal.
- Binoculars make a huge difference, especially for birds.
- Listen for alarm calls of chital and langurs, which often give away a tiger or leopard.
## Beyond the safaris
Visit the Garjiya Devi temple, perched on a rock in the Kosi river, the Corbett Falls near Kaladhungi, and the Corbett Museum in Jim Corbett’s former home. Read his book Man-Eaters of Kumaon before you go; it brings the forest alive.
## Where to stay
The resort belt along the Kosi at Dhikuli and Garjiya is convenient for most zones and has options for every budget. Two or three nights is ideal, and Corbett combines easily with Nainital, about two hours away.
`,
  },
  {
    name: 'Kaziranga Rhino Safari Guide',
    nameTitle: 'Kaziranga Rhino Safari Guide: Ranges, Elephant and Jeep Safaris and the Best Season',
    category: 6,
    destination: 'kaziranga',
    author: 'Nandini Bose',
    date: '2025-10-28',
    meta: 'Plan a Kaziranga National Park trip in Assam to see the one-horned rhinoceros: safari ranges, jeep and elephant safaris, season dates, how to get there and where to stay.',
    body: `
Kaziranga National Park, on the south bank of the Brahmaputra in Assam, is one of the great conservation success stories of Asia. From a few dozen animals a century ago, its population of greater one-horned rhinoceroses has grown to more than 2,600, about two-thirds of the world’s total. The park, a UNESCO World Heritage Site, also has one of the highest densities of tigers in India, along with wild water buffalo, swamp deer, elephants and hundreds of bird species.
## The four ranges
- Central Range (Kohora): the most visited, with a mix of grassland, wetland and forest, and very reliable rhino sightings.
- Western Range (Bagori): short grass and many water bodies, with the highest density of rhinos.
- Eastern Range (Agaratoli): excellent for birds, including pelicans, storks and migratory ducks in winter.
- Burapahar: a quieter range in the far west, with hillier forest.
## Jeep and elephant safaris
Jeep safaris run in the morning and afternoon in each range. Elephant safaris start at dawn in the Central and Western ranges and take you into the tall grass, often within a few metres of grazing rhinos. Both need permits booked through the forest department, and elephant safari slots are limited, so book early.
## When to go
The park usually opens in November and closes at the end of April, because the Brahmaputra floods it during the monsoon. From February to April, when the grass is burnt to encourage fresh growth, visibility is best. December and January bring misty mornings and plenty of migratory birds.
## Getting there
Jorhat airport is about 97 km away and Guwahati about 195 km, a drive of around five hours on the highway that runs along the park’s southern edge. Keep an eye out from the road: rhinos and deer often graze within sight of it.
## Tips
- Do at least one safari in each of two ranges; they feel very different.
- Carry binoculars and a zoom lens; rhinos are easy, but birds are distant.
- Wear muted colours and a warm layer for early mornings.
- Respect speed limits on the highway; animal corridors cross it.
## Beyond the park
Visit a tea garden near Kohora, the Kaziranga Orchid Park with its cultural show, and try an Assamese thali with masor tenga, a tangy fish curry, and duck with ash gourd. In February, the Kaziranga Elephant Festival celebrates the animals and their keepers.
## Combine it
Kaziranga fits neatly into a week with Shillong and Sohra in Meghalaya, or with Majuli, the river island of monasteries, further east.
`,
  },
  {
    name: 'Ranthambore Tiger Safari Planner',
    nameTitle: 'Ranthambore Tiger Safari Planner: Zones, Gypsy or Canter, and When to Go',
    category: 6,
    destination: 'ranthambore',
    author: 'Rohan Mehta',
    date: '2026-04-14',
    meta: 'A practical planner for Ranthambore National Park: how the ten zones work, gypsy versus canter safaris, booking, the best months for tigers and the fort inside the park.',
    body: `
Ranthambore, where the Aravalli and Vindhya hills meet in eastern Rajasthan, is famous for tigers that hunt and stroll in daylight, often in front of the ruined palaces and pavilions of the 10th-century Ranthambore Fort. For many wildlife lovers, it is where they saw their first wild tiger.
## Understanding the zones
The park is divided into ten safari zones. Zones 1 to 5 cover the lakes of Padam Talao, Rajbagh and Malik Talao, and the old hunting lodges, and are the most sought after. Zones 6 to 10 are larger and more rugged, with some excellent tiger territories of their own. Zones are allotted to vehicles when you book; sightings can be excellent in any of them.
## Gypsy or canter?
- Gypsy: a six-seat open jeep. Quieter, more flexible and better for photography. Worth it if you can book early.
- Canter: a 20-seat open bus. Cheaper and easier to get at short notice, but noisier and slower.
Each safari lasts about three hours, in the morning and afternoon. Book online on the Rajasthan forest department’s portal with the ID of every traveller, or let your tour operator arrange it.
## When to go
The park is open from October to June. The core zones close from July to September for the monsoon. October to February is pleasant, with cold mornings; March to June is hot, but the forest thins out and tigers come to the water, making it the best time for sightings.
## Inside the fort
Ranthambore Fort, part of the UNESCO Hill Forts of Rajasthan, sits on a ridge inside the park. Pilgrims climb to the Trinetra Ganesh temple within its walls, and the ramparts give a wonderful view over the lakes. It is visited separately from the safaris and can be done between them.
## Tips for better sightings
- Book at least three safaris over two days.
- Be patient at water holes; tigers often appear after a long wait.
- Watch for pugmarks on the tracks and listen for the sambar’s alarm call.
- Keep voices low and never ask your driver to go off-track.
## Getting there
Sawai Madhopur station, about 11 km from the park, is on the main Delhi–Mumbai line with fast trains from Delhi, Jaipur and Kota. Jaipur airport is about 180 km away, a drive of about three and a half hours.
## Where to stay
Resorts along Ranthambore Road are close to the park gates, from simple lodges to luxury tented camps. Two or three nights is ideal, and Ranthambore fits naturally into a Jaipur or Golden Triangle trip.
`,
  },
  {
    name: 'Kasol and Kheerganga Friends Trip',
    nameTitle: 'Kasol and Kheerganga: A Friends’ Trip to the Parvati Valley',
    category: 7,
    destination: 'kasol',
    author: 'Harpreet Kaur',
    date: '2025-04-21',
    meta: 'Plan a four-day friends’ trip to Kasol and the Kheerganga trek in Himachal’s Parvati Valley: getting there, the trek route, hot springs, cafés, budget and safety.',
    body: `
Kasol is where many friend groups from Delhi and Chandigarh take their first mountain trip together: a riverside village in the Parvati Valley with pine forest, a roaring blue-green river, cheerful cafés and the Kheerganga trek to a hot spring on a high meadow. Here is a four-day plan.
## Getting there
Overnight Volvo buses from Delhi reach Bhuntar, near Kullu, in about 12 hours; from there, local buses and taxis cover the last 31 km up the valley. Bhuntar airport has a few flights from Delhi and Chandigarh if you are short of time.
## Day 1: settle in at Kasol
Check into a riverside cottage or guest house, sleep off the bus journey and spend the afternoon in Kasol’s cafés. Walk across the footbridge to Chalal village, about 30 minutes along the river through pine forest, and sit by the water as the sun goes down.
## Day 2: Manikaran and Tosh
- Manikaran Sahib, 5 km away, is a gurdwara and Shiva temple built around boiling hot springs; rice is cooked in the springs for the langar, which is open to all.
- Continue to Barshaini and walk up to Tosh, a village at the head of the valley with views of snow peaks.
## Day 3: Kheerganga trek
Start early from Barshaini. The trail of about 12 km climbs through Nakthan village, forest and waterfalls to Kheerganga at about 2,950 metres, in five to six hours. At the top, soak in the hot spring pool (separate areas for men and women) and enjoy the view of the peaks. Overnight options near the top change with forest-department rules, so check the current position with your guide.
## Day 4: trek down and head home
Walk down in the morning, drive back to Bhuntar and catch the evening bus to Delhi.
## Budget tips
- Share taxis and rooms: Kasol is affordable for groups.
- Cafés are reasonably priced; try shakshuka, falafel, Himachali trout and siddu.
- Carry cash: ATMs in the valley are few and often empty.
## Stay safe
- Trek only in daylight, with a guide or in a group, and tell your guest house your plans. Trekkers have gone missing in the upper Parvati Valley.
- Drugs are illegal under the NDPS Act, and police checks are frequent.
- The Parvati is cold and fast; do not swim in it.
- Carry warm layers: nights are cold even in summer.
## When to go
March to June and September to November are best. Winter brings snow at Tosh and Kheerganga, and the monsoon can cause landslides on the valley road.
## Leave no trace
The Parvati Valley is struggling with litter. Carry your waste back down, avoid single-use plastic and support homestays and local cafés.
`,
  },
  {
    name: 'Goa with Friends',
    nameTitle: 'Goa with Friends: A Five-Day Plan for North and South Goa',
    category: 7,
    destination: 'goa',
    author: 'Rohan Mehta',
    date: '2025-09-09',
    meta: 'A five-day Goa itinerary for friends: North Goa beaches and nightlife, Old Goa, Fontainhas, Dudhsagar, South Goa’s quiet coves, budget tips and safety advice.',
    body: `
Goa is the friends’ trip that every group plans at least once. Beaches, shacks, music, scooters, Portuguese lanes and seafood make it easy to love, and with a little planning you can mix the party of the north with the calm of the south.
## Days 1–2: North Goa
Base yourselves around Calangute, Baga, Anjuna or Vagator.
- Spend the first afternoon at Baga and Calangute for water sports: parasailing, jet-ski and banana-boat rides.
- Watch the sunset from Chapora Fort above Vagator beach.
- Go to the Anjuna flea market on a Wednesday, or the Saturday night market at Arpora in season.
- Evenings: beach shacks for seafood and music, and the clubs of Baga for the night owls.
## Day 3: Old Goa, Panaji and the Mandovi
See the Basilica of Bom Jesus, with the relics of St Francis Xavier, and the Se Cathedral in Old Goa, both part of a UNESCO World Heritage Site. Walk the colourful lanes of Fontainhas, Panaji’s Latin quarter, then take an evening cruise on the Mandovi.
## Day 4: Dudhsagar or a spice farm
Dudhsagar Falls, a four-tiered waterfall in the Bhagwan Mahavir sanctuary, is reached by forest-department jeep from Collem; it is at its best just after the monsoon, from October. Alternatively, visit a spice plantation near Ponda for a buffet lunch of Goan food.
## Day 5: South Goa
Drive south to Palolem, a crescent bay of calm water, and take a boat to Butterfly Beach, or relax at Agonda. South Goa is quieter, cleaner and perfect for the last day.
## Budget tips
- Share a self-drive car or rent scooters, but only with a valid licence and helmets.
- Eat at local restaurants for fish curry rice, prawn balchão and bebinca.
- Travel in November or February to avoid the Christmas and New Year price peak.
## Stay safe
- Swim only where lifeguards are posted, never at night, after drinking or in the monsoon.
- Do not drink and drive; police checks are common.
- Keep an eye on your drinks and belongings at crowded parties.
- Respect local residents; Goa is home to many families.
## When to go
November to February is peak season, with sunny days. March to May is hot and quieter. In the monsoon, from June to September, water sports stop and many shacks close, but Goa turns green and beautiful for a different kind of trip.
## Getting there
Goa has two airports, Dabolim and the newer Manohar International Airport at Mopa in North Goa, with flights from every major city. Madgaon and Thivim stations on the Konkan Railway have direct trains from Mumbai, Delhi and Bengaluru, and overnight sleeper buses are the budget favourite.
`,
  },
  {
    name: 'Gokarna Beach Trek Weekend',
    nameTitle: 'Gokarna Beach Trek Weekend: Kudle, Om, Half Moon and Paradise Beaches',
    category: 7,
    destination: 'gokarna',
    author: 'Siddharth Menon',
    date: '2026-06-02',
    meta: 'Plan a friends’ weekend in Gokarna: the coastal beach trek from Kudle to Paradise, the Mahabaleshwar temple, sunsets, getting there by Konkan Railway and staying safe.',
    body: `
Gokarna, on the coast of Karnataka, is where friends go for Goa’s beaches without Goa’s crowds. A temple town at heart, it sits beside a chain of beautiful beaches linked by a trail over the headlands, which makes for one of India’s best coastal treks.
## Getting there
Gokarna Road station on the Konkan Railway, about 10 km from town, has trains from Mumbai, Goa and Mangaluru. The nearest airports are Dabolim in Goa, about 145 km away, and Hubballi. From Bengaluru, overnight buses take about 10 to 11 hours.
## Day 1: the town and Kudle Beach
Start at the Mahabaleshwar temple, home to Shiva’s Atmalinga; men must wear a dhoti or traditional dress to enter the inner shrine. Walk through the temple street of wooden houses, then cross the headland to Kudle Beach, a crescent of cafés and guest houses. Watch the sunset from the rocks at the end.
## Day 2: the beach trek
Set off early from Kudle with plenty of water. The trail climbs over the headland to Om Beach, shaped like the Om symbol, then continues through grass and rock to Half Moon Beach and finally Paradise Beach, the most secluded of all. With swims and breaks it takes four to five hours one way. Boats from Om Beach can bring you back in season if you do not want to walk again.
### Trek tips
- Wear sturdy sandals or shoes; some stretches are rocky and steep.
- Start before 8 am to avoid the midday heat.
- Carry snacks, sunscreen and a hat; shacks on the way open only in season.
## Day 3: a day trip or a lazy morning
Drive to Mirjan Fort, a 16th-century laterite fort with moats, or to the tall black rocks of Yana in the forest. If you want the sea again, Murudeshwar, with its giant Shiva statue, is 75 km away; from there, boats go to Netrani island for snorkelling and diving.
## Stay safe in the water
The sea at Gokarna has strong currents and rip tides, and drownings happen every year at Om and Kudle. Swim only in calm water in front of lifeguards, never after dark and never in the monsoon. Trek the headlands in daylight.
## When to go
October to March is the season. The monsoon, from June to September, makes the sea dangerous and many shacks close.
## Budget tips
- Beach huts at Kudle and Om are affordable for groups.
- Eat Udupi meals in town and fresh fish thalis at the beach shacks.
- Carry cash for the smaller beaches.
Gokarna is laid-back and friendly; keep it that way by carrying your litter back and respecting the temple town’s customs.
`,
  },
  {
    name: 'Char Dham Yatra Planning Guide',
    nameTitle: 'Char Dham Yatra Planning Guide: Registration, Route, Season and Health Tips',
    category: 8,
    destination: 'char-dham',
    author: 'Aditya Kulkarni',
    date: '2026-02-25',
    meta: 'A complete planning guide to the Char Dham yatra of Uttarakhand: Yamunotri, Gangotri, Kedarnath and Badrinath, registration, the 10–12 day route, helicopters and health checks.',
    body: `
The Char Dham yatra takes pilgrims to four Himalayan shrines in Uttarakhand: Yamunotri, the source of the Yamuna; Gangotri, the seat of the goddess Ganga; Kedarnath, the Jyotirlinga of Shiva; and Badrinath, the abode of Lord Vishnu. Tradition has pilgrims travel from west to east, beginning at Yamunotri and ending at Badrinath.
## When do the shrines open?
The temples open around Akshaya Tritiya, in late April or May, and close around Diwali and Bhai Dooj in October or November, when the deities move to their winter seats. The best windows are May to June and mid-September to October. July and August bring the monsoon and frequent landslides on the mountain roads.
## Registration is mandatory
Every pilgrim must register with Uttarakhand Tourism before the yatra, online on the official registration portal, on the mobile app or at counters in Haridwar and Rishikesh. The registration is checked at the shrines, so carry it with your photo ID. Tour operators usually complete it for you.
## The classic route
- Haridwar: Ganga aarti at Har Ki Pauri on the first evening.
- Barkot, for Yamunotri: drive to Janki Chatti and climb about 6 km to the shrine; bathe in the hot springs and cook rice in Surya Kund as prasad.
- Harsil or Uttarkashi, for Gangotri: the white granite temple beside the Bhagirathi.
- Guptkashi or Sitapur, for Kedarnath: a 16 km trek from Gaurikund to the temple, with a night at Kedarnath for the evening aarti and an early darshan.
- Badrinath: darshan after a dip in Tapt Kund, and a visit to Mana village, Vyas Gufa and Bhim Pul.
- Rishikesh: the journey ends by the Ganga.
A comfortable road yatra takes 10 to 12 days. Helicopter yatras from Dehradun cover the four shrines in five to six days.
## Ponies, palkis and helicopters
Ponies, palkis and dolis are available on the Yamunotri and Kedarnath trails; use only registered ones and agree charges at the official counters. Helicopters fly to Kedarnath from Phata, Sersi and Guptkashi; book only on the official IRCTC heli-yatra website, as fake booking sites are common.
## Health first
The shrines are between 3,000 and 3,600 metres. If you are over 50 or have heart, lung or blood-pressure problems, see your doctor before the trip; the government screens pilgrims at some trailheads. Walk slowly, drink plenty of water, and keep warm: nights are cold even in June.
## What to pack
- Thermal wear, a warm jacket, gloves, woollen cap and rain poncho.
- Trekking shoes with grip and a walking stick.
- A torch, personal medicines, ID copies and your registration.
## Buffer days
Landslides can block the highway for hours or days. Keep at least one or two buffer days, and do not book tight onward flights or trains.
Above all, travel with patience: the yatra is as much about the journey through the Himalaya as the darshan at its end.
`,
  },
  {
    name: 'Kedarnath Yatra Guide',
    nameTitle: 'Kedarnath Yatra Guide: The Trek from Gaurikund, Helicopters and Darshan Tips',
    category: 8,
    destination: 'kedarnath',
    author: 'Arjun Rawat',
    date: '2025-03-28',
    meta: 'Everything for the Kedarnath yatra: opening dates, the 16 km trek from Gaurikund, ponies and helicopters, registration, where to stay, weather and health precautions.',
    body: `
Kedarnath, one of the twelve Jyotirlingas of Shiva, stands at 3,583 metres at the head of the Mandakini valley, beneath the snow peak of the same name. The grey stone temple, believed to have been built by the Pandavas and restored by Adi Shankaracharya, survived the floods of 2013 sheltered by a great boulder now worshipped as Bhim Shila.
## When is the temple open?
The doors open on Akshaya Tritiya, in late April or May, and close on Bhai Dooj, after Diwali. In winter the deity is worshipped at the Omkareshwar temple in Ukhimath. May, June, September and October are the best months; the monsoon months bring rain and landslides.
## Reaching the trailhead
Haridwar and Rishikesh are the starting points, about 210 to 235 km from Sonprayag. Most pilgrims spend the first night at Guptkashi, Sitapur or Sonprayag. From Sonprayag, shared jeeps run the last 5 km to Gaurikund, where the trek begins.
## The trek
The paved trail from Gaurikund is about 16 km long and climbs steadily through Jungle Chatti and Bheembali, then up the rebuilt path through Lincholi to the temple town. Fit walkers take six to eight hours. Start early, walk slowly and rest often. Ponies, palkis and pithus (porters with baskets) are available; use only registered ones and pay at the official counters.
## By helicopter
Helicopters fly to Kedarnath from helipads at Phata, Sersi and Guptkashi, a flight of about ten minutes. Tickets are sold only on the official IRCTC heli-yatra website; beware of fake sites and agents promising guaranteed seats. Weather often delays flights, so keep time in hand.
## Darshan tips
- Attend the evening aarti, then join the queue early the next morning.
- Visit the Bhairavnath temple above the town and the samadhi of Adi Shankaracharya behind the temple.
- Keep your registration and ID with you for checks at Sonprayag and the temple.
## Registration and health
Char Dham registration with Uttarakhand Tourism is mandatory for Kedarnath. At this altitude, breathlessness and headaches are common: walk slowly, drink plenty of water, and stop if you feel unwell. People with heart or lung conditions should consult a doctor, and the government may screen elderly pilgrims.
## Where to stay
Basic cottages, tents and lodges run by the government and private operators are available in Kedarnath; book in advance. Guptkashi and Sitapur have more comfortable hotels for the nights before and after.
## What to carry
- Rain poncho, warm jacket, thermals, gloves and cap.
- Good trekking shoes and a walking stick.
- Dry fruits, glucose and a refillable water bottle.
- A torch and personal medicines.
Plan four to five days from Haridwar, or combine Kedarnath with Badrinath for a Do Dham yatra of about a week.
`,
  },
  {
    name: 'Vaishno Devi Yatra Tips',
    nameTitle: 'Vaishno Devi Yatra Tips: Registration, the Trek from Katra, Helicopter and Bhairon Baba',
    category: 8,
    destination: 'vaishno-devi',
    author: 'Harpreet Kaur',
    date: '2025-08-19',
    meta: 'Plan your Vaishno Devi yatra: RFID registration, the 12 km track from Katra, battery cars, ponies, helicopter to Sanjichhat, the Bhairon ropeway, best season and darshan tips.',
    body: `
Every year millions of pilgrims climb the Trikuta hills above Katra in Jammu to the holy cave of Mata Vaishno Devi, where the goddess is worshipped as three natural rock pindis. The yatra runs day and night all year, and the well-lit, paved track makes it possible for pilgrims of all ages.
## Getting to Katra
Shri Mata Vaishno Devi Katra station has direct trains, including the Vande Bharat, from Delhi and other cities, and trains onward to Srinagar. Jammu airport is about 50 km from Katra, a drive of about an hour and a half.
## Registration first
Every pilgrim needs a yatra registration RFID card, issued after online registration on the Shri Mata Vaishno Devi Shrine Board website or at counters in Katra and Jammu, with photo ID. The card is checked at the start of the track at Banganga.
## The track
The path from Katra to the Bhawan is about 12 km and climbs steadily.
- Banganga: the start of the climb, where pilgrims wash their feet in the stream.
- Charan Paduka: the shrine of the goddess’s footprints.
- Ardhkuwari: the halfway cave, where the goddess is said to have meditated for nine months.
- From Ardhkuwari, the newer track via Himkoti is gentler and served by battery cars.
Fit walkers take five to seven hours to climb. Ponies and palkis are available at regulated rates.
## By helicopter
Helicopters fly from Katra to Sanjichhat in about eight minutes, leaving a walk of about 2.5 km to the Bhawan. Tickets are booked on the Shrine Board website and are in great demand, so book as soon as your dates are fixed.
## Darshan and Bhairon Baba
Phones, cameras and bags are not allowed near the cave, so use the free lockers. After darshan, take the ropeway from the Bhawan up to the Bhairon Baba temple; tradition says the yatra is complete only after visiting it.
## When to go
March to June and September to October are pleasant. Navratri, in March–April and September–October, is especially auspicious but very crowded. December and January are cold, with snow on the upper slopes.
## Tips for a comfortable yatra
- Start the climb in the evening in summer to avoid the heat, or early morning in winter.
- Wear comfortable shoes and carry a light jacket; the Bhawan is much cooler than Katra.
- The Shrine Board’s bhojanalayas along the track serve hot vegetarian meals.
- Rest at the shelters if you have heart or breathing problems.
## Where to stay
Katra has hotels of every category near the Banganga gate and the bus stand. The Shrine Board also runs rest houses at the Bhawan and Ardhkuwari, bookable online. Many families add two nights in Patnitop, or take the train on to Srinagar.
`,
  },
  {
    name: 'Ayodhya Ram Mandir Darshan Guide',
    nameTitle: 'Ayodhya Ram Mandir Darshan Guide: How to Plan Your Visit to the City of Lord Ram',
    category: 8,
    destination: 'ayodhya',
    author: 'Ananya Sharma',
    date: '2026-08-30',
    meta: 'Plan a visit to Ayodhya: darshan at the Shri Ram Janmabhoomi Mandir, Hanuman Garhi, Kanak Bhawan, the Saryu aarti, how to reach, what is not allowed inside and where to stay.',
    body: `
Ayodhya, on the banks of the Saryu in Uttar Pradesh, is revered as the birthplace of Lord Ram and one of the seven holy cities of Hinduism. Since the consecration of the Shri Ram Janmabhoomi Mandir in January 2024, the city has been transformed, with a new international airport, a rebuilt railway station and broad pilgrim paths.
## How to reach
- By air: Maharishi Valmiki International Airport has flights from Delhi, Mumbai, Bengaluru and other cities.
- By rail: Ayodhya Dham Junction has the Vande Bharat and direct trains from Delhi, Lucknow, Varanasi and beyond.
- By road: Lucknow is about 135 km away and Varanasi about 200 km.
## The Ram Mandir
The new temple, built in the Nagara style from pink sandstone, enshrines the idol of Ram Lalla, the child Ram. Darshan is free; the temple trust publishes the current timings and any passes for special aartis on its website.
### What you cannot take inside
Mobile phones, cameras, bags, electronic items and footwear are not allowed. Free lockers and shoe counters are provided near the entrance, so carry as little as possible and keep your locker token safe.
## Other temples to visit
- Hanuman Garhi: a fortress-like temple of Hanuman, reached by 76 steps; many pilgrims visit it first, before Ram Lalla.
- Kanak Bhawan: the temple said to have been gifted to Sita by Kaikeyi, with golden-crowned idols of Ram and Sita.
- Dashrath Mahal: on the site of King Dashrath’s palace.
- Nageshwarnath Temple: an ancient Shiva temple said to have been founded by Kush, Ram’s son.
## The Saryu aarti
In the evening, join the Saryu aarti at the ghats near Ram ki Paidi and Naya Ghat. Guptar Ghat, where Lord Ram is believed to have taken jal samadhi, is quieter and peaceful at sunset.
## When to go
October to March is the most comfortable. The Deepotsav on the eve of Diwali, when millions of diyas light the Saryu, and Ram Navami in March or April are spectacular but very crowded; book hotels months ahead. Summers are very hot.
## Tips
- Dress modestly and be ready for security checks.
- Go early in the morning for shorter queues.
- Try the laddu prasad of Hanuman Garhi and the kachori and rabri of the old town.
## Combine your trip
Ayodhya fits beautifully into a spiritual circuit with Varanasi and Prayagraj, where the Triveni Sangam of the Ganga, Yamuna and Saraswati is visited by boat. Five or six days cover all three.
`,
  },
  {
    name: 'Scuba Diving in Andaman',
    nameTitle: 'Scuba Diving in Andaman: A Beginner’s Guide to Havelock’s Reefs',
    category: 9,
    destination: 'andaman-and-nicobar',
    author: 'Tenzin Dolma',
    date: '2025-11-18',
    meta: 'Everything a first-timer needs to know about scuba diving in the Andamans: discover dives and open-water courses on Havelock, dive sites, the season, safety and costs.',
    body: `
The Andaman Islands have the best diving in India: warm, clear water, healthy coral reefs and an astonishing variety of fish, turtles and rays. Havelock (Swaraj Dweep) is the diving capital, with certified dive centres that take complete beginners underwater within a day.
## Discover scuba: no experience needed
A discover-scuba dive is a supervised introduction for non-swimmers and beginners. After a short briefing and practice in shallow water, an instructor takes you down to about 10 to 12 metres, holding your hand if you like. Most centres accept children from about ten years old. It is the best way to find out whether diving is for you.
## Getting certified
If you love it, an open-water course of about three to four days teaches you to dive independently to 18 metres with a buddy and gives you an internationally recognised certification. Havelock is one of the most affordable and beautiful places in Asia to learn. Advanced courses add deeper dives, navigation and night dives.
## Dive sites around Havelock
- Nemo Reef and the Aquarium: shallow, colourful reefs ideal for beginners, full of clownfish and parrotfish.
- Turtle Bay: gentle slopes where turtles are often seen.
- The Lighthouse: a reef for easy training dives near the jetty.
- Dixon’s Pinnacle and Jackson’s Bar: deeper sites for certified divers, with big schools of fish and, sometimes, reef sharks and rays.
## The season
October to May is the diving season, with calm seas and visibility that can exceed 20 metres. The monsoon, from June to September, brings rough seas, and many dive centres close or dive only on sheltered sites.
## Safety rules
- Dive only with centres certified by recognised agencies such as PADI or SSI, and check the instructor’s credentials.
- Be honest on the medical form: asthma, heart conditions, recent surgery and ear problems can make diving unsafe.
- Do not fly for at least 18 to 24 hours after your last dive, so plan diving early in your trip.
- Never touch, stand on or collect coral, shells or marine life.
## Other water activities
Snorkelling at Elephant Beach, sea walks at North Bay and Elephant Beach, glass-bottom boat rides at Neil and kayaking through mangroves at Havelock are great for non-divers in the group.
## Planning tips
Spend at least three nights on Havelock if you want to dive, book ferries from Sri Vijaya Puram in advance, and carry sunscreen that is reef-safe. A dive package that bundles ferries, a beach-side stay and two dives is the easiest way to plan.
`,
  },
  {
    name: 'Goa Water Sports Guide',
    nameTitle: 'Goa Water Sports Guide: Parasailing, Jet Ski, Scuba and Kayaking by Beach',
    category: 9,
    destination: 'goa',
    author: 'Priya Nair',
    date: '2026-10-12',
    meta: 'Where to try water sports in Goa: parasailing and jet-skis at Calangute and Baga, scuba at Grand Island, dolphin trips, kayaking in the south, the season and safety tips.',
    body: `
Goa is India’s most popular place to try water sports, from a first parasailing flight to a beginner’s scuba dive. Here is what to do, where and when, and how to stay safe.
## Calangute, Baga and Candolim: the classics
The busiest beaches of North Goa are lined with operators offering:
- Parasailing: a tow behind a speedboat that lifts you high above the sea; most flights last a few minutes.
- Jet-ski rides: short solo or tandem rides with an instructor.
- Banana-boat and bumper rides: great fun for groups of friends.
- Speedboat rides along the coast.
Operators usually sell combination packages; compare prices and check that life jackets are provided for every activity.
## Scuba and snorkelling at Grand Island
Boats leave from Sinquerim and the Mandovi jetties for Grand Island, off the mouth of the river, for snorkelling and beginners’ scuba dives. Goa’s water is not as clear as the Andamans, but you will see reef fish, corals and sometimes turtles. Many trips combine the dive with a dolphin-spotting stop.
## Dolphin trips
Early-morning boat trips from Sinquerim, Coco beach and Palolem often spot humpback dolphins. Choose operators who keep a respectful distance and do not chase the animals.
## Kayaking and paddle-boarding in the south
South Goa’s calm bays are ideal for kayaking and stand-up paddle-boarding. Paddle across Palolem bay to the rocks or to Butterfly Beach, or kayak through the mangroves of the backwaters inland.
## River and backwater trips
Sunset cruises on the Mandovi, crab-catching trips in the backwaters and bird-watching boats on the Zuari show a quieter side of Goa’s waters.
## When to go
Water sports run from October to May. During the monsoon, from June to September, they are suspended because the sea is rough and dangerous. November to February has the best weather.
## Safety checklist
- Use operators licensed by Goa Tourism, and look for their registration at the counter.
- Wear the life jacket for every activity, and ask for a safety briefing.
- Do not take part after drinking alcohol.
- Children and older travellers should check age and weight limits.
- Swim only where lifeguards are posted and flags allow.
## Plan it
Spend a morning on water sports at Calangute or Baga, a day on a Grand Island boat trip, and an evening kayaking at Palolem. A water-sports package with transfers and a beach hotel makes it easy, and leaves time for Goa’s forts, churches and fish curry rice.
## What to bring
Wear a swimsuit or quick-dry clothes, carry a towel, sunscreen and a change of clothes, and leave valuables at the hotel. A waterproof pouch keeps your phone safe on boat trips, and a cap and sunglasses help on the long sunny mornings at sea.
`,
  },
  {
    name: 'Kerala Houseboat Guide Alappuzha',
    nameTitle: 'Kerala Houseboat Guide: How to Choose and Enjoy a Backwater Cruise in Alappuzha',
    category: 9,
    destination: 'alappuzha',
    author: 'Siddharth Menon',
    date: '2026-07-15',
    meta: 'How to book a Kerala houseboat in Alappuzha: types of kettuvallam, what a typical cruise includes, timings and rules, Alappuzha versus Kumarakom, season and tips.',
    body: `
A night on a kettuvallam, the traditional rice barge of Kerala rebuilt as a houseboat, is one of the great Indian travel experiences. Alappuzha, known to generations of travellers as Alleppey, is the capital of the backwaters, with hundreds of houseboats cruising Vembanad Lake and the canals of Kuttanad.
## What is a houseboat like?
Houseboats are built of wood and bamboo, with a thatched roof of coir and palm. Inside are one or more bedrooms with attached bathrooms, a sitting deck at the front and a kitchen at the back. A crew of two or three, usually a captain, a cook and a helper, looks after you.
## Choosing a boat
- Deluxe: clean and comfortable, often with air-conditioning only at night.
- Premium: better furnishings, full-time air-conditioning and an upper deck.
- Luxury: glass-fronted lounges, larger bedrooms and more elaborate meals.
Boats range from one bedroom, ideal for couples, to four or more for families and groups. Ask for photographs of the actual boat and check that it is certified by Kerala Tourism.
## A typical cruise
- Check in around noon at the Alappuzha jetty or Punnamada.
- Lunch on board as you cruise out onto Vembanad Lake: rice, fish curry, karimeen fry, thoran and pickle.
- An afternoon drifting through canals past paddy fields, churches, temples, duck farms and village homes.
- Tea with banana fritters as the light softens.
- The boat anchors for the night around 5:30 pm, as cruising after dark is not allowed by government rule.
- Dinner on board, a quiet night, and breakfast before checking out the next morning around 9 am.
## Day cruises and shikaras
If you are short of time, take a day cruise from late morning to evening, or hire a smaller shikara boat for two or three hours through the narrow canals that big houseboats cannot enter. A country canoe ride at dawn is wonderful for bird-watching.
## Alappuzha or Kumarakom?
Alappuzha has the most boats and the widest choice. Kumarakom, across Vembanad Lake, is quieter and has a bird sanctuary and more upmarket lakeside resorts. Both give a beautiful experience.
## When to go
September to March has the most pleasant weather. The monsoon, from June to August, is lush and romantic with lower prices, and on the second Saturday of August the Nehru Trophy Boat Race fills Punnamada Lake with snake boats.
## Tips
- Book early for December and January, and for the boat race weekend.
- Carry mosquito repellent and a light layer for the breeze.
- Tell the cook about food preferences in advance; vegetarian meals are easy.
- Keep noise low and avoid single-use plastic; the backwaters are fragile.
`,
  },
];
