// Blog articles, part 1: seasonal, adventure, family, nature and honeymoon.
// Bodies use a tiny markup rendered to HTML by blogs.ts: "## " h2, "### " h3, "- " list item, other lines paragraphs.
import type { BlogSource } from './blogs';

export const postsPart1: BlogSource[] = [
  {
    name: 'Kashmir Tulip Festival Guide',
    nameTitle: 'Kashmir Tulip Festival Guide: When to Go, Where to Stay and What to See in Srinagar',
    category: 1,
    destination: 'kashmir',
    author: 'Zoya Qureshi',
    date: '2025-02-18',
    meta: 'Plan a spring trip to Srinagar for the tulip season: bloom timing, the Indira Gandhi Memorial Tulip Garden, Mughal gardens, houseboats and a five-night itinerary.',
    body: `
For a few weeks every spring, the slopes below the Zabarwan hills in Srinagar turn into stripes of red, yellow, pink, purple and white. The Indira Gandhi Memorial Tulip Garden, Asia’s largest, plants well over a million bulbs of several dozen varieties in terraces that look down to Dal Lake, and Jammu & Kashmir Tourism celebrates the bloom with a Tulip Festival of music, crafts and Kashmiri food.
## When do the tulips bloom?
The garden usually opens to visitors in the second half of March and stays open for three to five weeks, depending on the weather. Early varieties open first; the peak, when almost every bed is in flower, tends to fall in the first half of April. A warm spell shortens the season and a cold one delays it, so keep your dates a little flexible and check the opening announcement before you book flights.
- Late March: early varieties, fewer crowds, cold mornings.
- First half of April: peak bloom and the Tulip Festival events.
- Late April: the last beds fade, but the Mughal gardens are in full leaf.
## Make the most of the garden
Arrive soon after opening. The light is soft, the mountains behind are clearer and the terraces are quiet enough for photographs. Walk up to the highest terrace for the view of the lake, and give yourself at least two hours. Weekends and Kashmiri holidays are busiest; a weekday morning is ideal.
### Gardens next door
The tulip garden sits beside a cluster of spring sights, so plan a full day on the Boulevard side of the lake. Chashme Shahi, built around a freshwater spring, is a short drive away, and the Pari Mahal terraces above it look across the whole city. Nishat Bagh and Shalimar Bagh, the great Mughal gardens, have their fountains running and their chinar trees in fresh leaf in April.
## A five-night spring itinerary
- Nights 1–2, Srinagar: tulip garden, Chashme Shahi and Pari Mahal; a sunset shikara ride on Dal Lake.
- Night 3, Gulmarg: the gondola to Kongdoori, where snow often lingers into April.
- Nights 4–5, Pahalgam: Betaab and Aru valleys, with the Lidder running high with snowmelt.
Spend at least one night on a houseboat. Waking up to kahwa on the deck, with the Zabarwan range in the morning light, is half the magic of Kashmir.
## What to pack and what to eat
April days are mild, around 15 to 20 °C, but nights can fall close to freezing, so pack a warm jacket and layers. In Gulmarg you may still need boots for the snow. Try nadru (lotus stem) dishes, a wazwan dinner of rista and rogan josh, and the old-city bakeries’ girda bread with noon chai.
## Good to know
Prepaid mobile connections from outside Jammu & Kashmir do not work in the valley, so carry a postpaid SIM. Book houseboats and hotels well ahead for the peak fortnight, and keep ID handy for routine security checks.
`,
  },
  {
    name: 'Diwali in Jaipur and Ayodhya',
    nameTitle: 'Diwali in Jaipur and Ayodhya: Where to See the Festival of Lights at Its Brightest',
    category: 1,
    destination: 'jaipur',
    author: 'Meera Joshi',
    date: '2025-09-22',
    meta: 'Two of India’s most spectacular Diwali celebrations: Jaipur’s lit bazaars and Ayodhya’s Deepotsav on the Saryu. How to plan, where to stay and what to expect.',
    body: `
Diwali is celebrated everywhere in India, but two cities put on a show that travellers plan for months ahead. In Jaipur, the walled city’s bazaars are strung with lights from end to end; in Ayodhya, the Deepotsav lines the ghats of the Saryu with millions of earthen lamps. Diwali falls in October or November, on the new-moon night of the month of Kartik, so check the date for your year and book early.
## Jaipur: a pink city dressed in lights
In the week before Diwali, traders of Johari Bazaar, Bapu Bazaar, Chandpole and MI Road compete to decorate their streets, and the whole old city glows after dark. The best way to see it is on foot or by cycle rickshaw in the evening, starting near the Hawa Mahal and walking through Johari Bazaar towards Badi Chaupar.
- Evening walk: Hawa Mahal, Johari Bazaar and Bapu Bazaar when the lights come on.
- Rooftop view: Nahargarh Fort for the city lights and fireworks on Diwali night.
- Shopping: sweets such as ghewar and mawa kachori, lac bangles and block-printed textiles for gifts.
Days are pleasant at this time of year, around 28 to 32 °C, with cool nights, so it is also a fine season for Amber Fort, the City Palace and Jantar Mantar.
## Ayodhya: the Deepotsav on the Saryu
On the eve of Diwali, Ayodhya lights the steps of Ram ki Paidi and the riverfront with diyas in numbers that have set world records, followed by a laser show and fireworks over the river. Since the consecration of the Shri Ram Janmabhoomi Mandir in 2024, the festival has grown even larger, with cultural processions depicting Lord Ram’s return from exile.
### Planning tips for Ayodhya
- Book hotels three to four months ahead; rooms sell out quickly for Deepotsav.
- Reach the riverfront early and expect security checks and closed roads near the ghats.
- Visit the Ram Mandir on a different morning; phones and bags are not allowed inside, and lockers are provided.
- Combine the trip with Varanasi, four hours away, where Dev Deepawali follows fifteen days later.
## Staying safe in the festive crowds
Both cities are crowded over Diwali. Keep valuables in a zipped bag, agree auto fares before the ride, and carry a mask if you are sensitive to smoke from fireworks. Traffic slows to a crawl around markets in the evening, so walking is often faster.
## Which one should you choose?
Choose Jaipur if you want a holiday with forts, palaces, shopping and festive evenings in one place. Choose Ayodhya if the pilgrimage and the spectacle of the lamps matter most. With five or six days, you can do both: fly from Jaipur to Lucknow or Ayodhya and reach the Saryu in time for the Deepotsav.
`,
  },
  {
    name: 'Dev Deepawali in Varanasi',
    nameTitle: 'Dev Deepawali in Varanasi: A First Timer’s Guide to the Festival of the Gods',
    category: 1,
    destination: 'varanasi',
    author: 'Aditya Kulkarni',
    date: '2025-10-09',
    meta: 'How to experience Dev Deepawali on the ghats of Varanasi: the date, booking a boat, where to watch the aarti, and how to plan two or three days in Kashi.',
    body: `
Fifteen days after Diwali, on the full moon of Kartik, Varanasi celebrates the day the gods are believed to descend to bathe in the Ganga. At dusk on Dev Deepawali, more than eighty ghats, from Assi in the south to Raj Ghat in the north, are lit with lakhs of diyas, and the river carries thousands more floating lamps. It is one of the most beautiful nights in India.
## When is it?
Dev Deepawali falls on Kartik Purnima, usually in November. The main lighting begins around sunset and the ghats stay lit for a couple of hours. The special Ganga aarti at Dashashwamedh Ghat, performed by a larger group of priests than usual, is the centrepiece of the evening.
## The best ways to watch
### From a boat
A boat on the river gives you the whole sweep of lit ghats. Boats are booked out weeks in advance and prices rise sharply on the day, so reserve a seat on a shared boat or a private rowing or motor boat through your hotel or tour operator early. Ask for a fixed time and a drop point, since river traffic is heavy.
### From the ghats
If you prefer to walk, settle on the steps of a quieter ghat such as Kedar or Chet Singh in the afternoon, or walk from Assi towards Dashashwamedh as the lamps are lit. Crowds are very heavy near Dashashwamedh and the police close some lanes, so keep your group together and agree a meeting point.
## A two- or three-day plan
- Day 1: arrive, walk the ghats in the afternoon and watch the regular evening aarti.
- Day 2, Dev Deepawali: sunrise boat ride, darshan at Kashi Vishwanath through the Vishwanath Dham corridor, rest in the afternoon and spend the evening on the river.
- Day 3: Sarnath, where the Buddha gave his first sermon, and an old-city food walk for kachori, tamatar chaat and malaiyyo, the winter milk foam that appears in the cooler months.
## Where to stay
Ghat-side guest houses and heritage hotels between Assi and Dashashwamedh put you within walking distance of everything, but book them months ahead for this week. Hotels in Cantonment are more spacious but the drive to the river can take long on festival evenings.
## Tips for a calm festival
- Carry little and keep valuables close; pickpockets work the crowds.
- Keep a torch for the dark lanes after the lamps go out.
- Do not photograph cremations at Manikarnika Ghat.
- November evenings are pleasant, around 15 to 20 °C, so a light layer is enough.
Varanasi at Dev Deepawali is crowded, noisy and unforgettable. Go with patience and a flexible plan, and the city will reward you.
`,
  },
  {
    name: 'Manali to Leh Road Trip Guide',
    nameTitle: 'Manali to Leh Road Trip Guide: Route, Passes, Stops and Acclimatisation',
    category: 2,
    destination: 'ladakh',
    author: 'Arjun Rawat',
    date: '2025-04-03',
    meta: 'Plan the Manali–Leh highway: when it opens, the high passes, night halts at Jispa and Sarchu, acclimatisation, fuel, permits and what to carry.',
    body: `
The Manali–Leh highway is one of the great road journeys of the world: around 430 km from the pine forests of the Kullu valley to the high desert of Ladakh, over passes above 4,800 metres, past turquoise rivers, plains of wild grass and the spectacular gorges of the Zanskar range. It is usually driven over two days, with a night halt on the way.
## When is the road open?
The highway normally opens between late May and mid-June once the Border Roads Organisation clears the snow, and stays open until October. June and September give the clearest skies; July and August bring occasional landslides and water crossings swollen with snowmelt. Always check the opening status before you start.
## The route at a glance
- Manali to the Atal Tunnel: the 9 km tunnel under the Rohtang ridge takes you into Lahaul without needing the Rohtang Pass permit.
- Sissu, Keylong and Jispa: green Lahauli villages along the Chandra and Bhaga rivers. Jispa is a popular night halt.
- Baralacha La (about 4,890 m): the first high pass, with Suraj Tal lake just below it.
- Sarchu: the high plateau on the Himachal–Ladakh border, with summer camps.
- The Gata Loops: 21 hairpin bends climbing towards Nakee La and Lachulung La.
- The More Plains: a vast, flat high-altitude plain.
- Tanglang La (about 5,300 m): the highest pass on the route, before the descent into the Indus valley.
## Acclimatisation comes first
The biggest risk on this road is altitude sickness. Sarchu sits above 4,200 metres, and a night there can be hard on the body. Sleeping lower, at Jispa or Keylong (around 3,200–3,300 m), and driving through to Leh in one long day is kinder. Once in Leh, rest completely for a day, drink plenty of water and avoid alcohol. Speak to your doctor about medication before the trip.
### Warning signs
Headache, nausea, breathlessness at rest and confusion are signs to stop climbing and descend. Do not push on to a higher pass if symptoms are getting worse.
## Practical tips
- Fuel up in Manali or Tandi, near Keylong; there is no reliable fuel for about 365 km after that until Karu, near Leh.
- Carry cash: ATMs and card machines are scarce between Keylong and Leh.
- Mobile signal disappears for long stretches; only postpaid connections work in Ladakh.
- Start early each day: water crossings rise in the afternoon as snow melts.
- Pack layers, a down jacket, sunglasses, sunscreen, lip balm and a basic medical kit.
## Going on from Leh
Indian travellers no longer need an Inner Line Permit for Nubra, Pangong or Tso Moriri, but must pay the environment fee online; foreign nationals need a Protected Area Permit. Many travellers complete the circle by returning through Kargil and the Zoji La to Srinagar, a route with a gentler climb that also works well as the way in.
`,
  },
  {
    name: 'Spiti Valley Road Trip Plan',
    nameTitle: 'Spiti Valley Road Trip Plan: A Nine-Day Circuit from Shimla to Manali',
    category: 2,
    destination: 'spiti-valley',
    author: 'Tenzin Dolma',
    date: '2025-05-27',
    meta: 'A day-by-day Spiti Valley circuit through Kinnaur, Kaza, Key, Langza and Chandratal, with road conditions, permits, acclimatisation and homestay tips.',
    body: `
Spiti is a cold mountain desert between Tibet and the rest of Himachal, with villages clinging to bare slopes, monasteries older than a thousand years and roads that feel like the edge of the world. The classic circuit enters through Kinnaur from Shimla and leaves over the Kunzum La to Manali, so that you gain height slowly.
## When to go
The full circuit is possible from about June to early October, when the Kunzum La and the Manali side are open. In winter, only the Kinnaur road stays open and temperatures fall far below zero; winter trips are for experienced travellers with the right gear and a local driver.
## A nine-day circuit
- Day 1: Shimla, the start of the trip.
- Days 2–3: Sangla and Chitkul in the Baspa valley, the last village before the Tibet border, with apple orchards and wooden temples.
- Day 4: drive past Kalpa, facing the Kinnaur Kailash range, and on through Nako and Tabo to Kaza. Tabo monastery, founded in 996, has mud-walled temples and murals worth an unhurried visit.
- Days 5–6: Kaza base. Key Monastery on its conical hill, Kibber and the Chicham bridge, Langza with its fossils and giant Buddha, Hikkim with one of the world’s highest post offices, and Komic at about 4,500 metres.
- Day 7: over the Kunzum La to Chandratal, the crescent lake below the pass, for a night in a camp.
- Day 8: Batal and the rough road to the Atal Tunnel, then Manali.
- Day 9: depart from Manali.
## Altitude and health
Kaza is at about 3,800 metres and some villages are above 4,400 metres. The Kinnaur route lets you climb gradually; still, take it easy on the first day in Kaza, drink plenty of water and avoid alcohol. Nights at Chandratal are very cold even in summer.
## Roads and vehicles
Expect narrow roads cut into cliffs, landslide zones in Kinnaur, and water crossings between Batal and Gramphu. A sturdy vehicle with good ground clearance and an experienced local driver makes a big difference. Start early to cross streams before the afternoon melt.
## Permits
Indian citizens do not need a permit for Spiti. Foreign nationals need a Protected Area Permit for the stretch between Jangi in Kinnaur and Sumdo, issued at Shimla, Rampur, Reckong Peo or Kaza.
## Staying in homestays
Homestays in Langza, Kibber and Tabo are simple and warm, with home-cooked thukpa, momos and butter tea. They are the best way to meet Spitian families, and your money goes straight to the village.
## Pack list
- Down jacket, thermal layers, woollen cap and gloves, even in July.
- Sunglasses, high-SPF sunscreen and lip balm.
- Cash (ATMs are few beyond Reckong Peo and Kaza) and a power bank.
- Reusable water bottle: Spiti is working hard to keep plastic out.
Remember that fossils are protected: take photographs, never stones, home.
`,
  },
  {
    name: 'River Rafting in Rishikesh',
    nameTitle: 'River Rafting in Rishikesh: Stretches, Rapids, Season and Safety',
    category: 2,
    destination: 'rishikesh',
    author: 'Rohan Mehta',
    date: '2026-02-11',
    meta: 'Everything to know before rafting the Ganga in Rishikesh: the Brahmpuri, Shivpuri, Marine Drive and Kaudiyala stretches, rapid grades, season, age limits and safety.',
    body: `
The Ganga leaves the Himalaya at Rishikesh, and the stretch upstream of the town is India’s most popular white-water run. Clear green water, white-sand beaches and forested gorges make it a beautiful river as well as a thrilling one, and trips run for beginners and experienced rafters alike.
## The four main stretches
- Brahmpuri to Rishikesh, about 9 km: gentle grade I–II water, good for families and first-timers.
- Shivpuri to Rishikesh, about 16 km: the most popular run, with grade II–III rapids such as Roller Coaster and Golf Course, and a chance to body-surf in calm stretches.
- Marine Drive to Rishikesh, about 24–26 km: a longer half-day trip that adds more rapids.
- Kaudiyala to Rishikesh, about 36 km: the full day, with the toughest grade III–IV rapids, for fit rafters with some experience.
## When can you raft?
Rafting runs from mid-September to June. It is stopped during the monsoon, roughly July to mid-September, when the river is in flood. March to May brings warm weather and warmer water; October and November offer clear skies and cooler days.
## Who can go?
Operators usually set a minimum age of about 14 for the Shivpuri run and accept younger children on the gentle Brahmpuri stretch. You do not need to be able to swim, as everyone wears a life jacket and helmet, but you must be reasonably fit and follow your guide’s instructions. Pregnant women and people with heart or back problems should not raft.
## Staying safe
- Raft only with operators licensed by the Uttarakhand tourism and river authorities; ask to see their permit.
- Check that each raft has a trained guide, and that life jackets and helmets fit properly.
- Listen to the safety briefing: how to hold the paddle, what to do if you fall in, and the commands “forward”, “back” and “get down”.
- Keep valuables at the hotel; a dry bag is useful for a phone.
- Wear quick-dry clothes and sandals with straps, never loose flip-flops.
## Make a weekend of it
Stay at a riverside camp near Shivpuri for a night of bonfires and starry skies, then raft back into Rishikesh the next morning. In the evening, join the Ganga aarti at Parmarth Niketan or Triveni Ghat, walk across Ram Jhula and have dinner in the Tapovan cafés. Remember that Rishikesh is a vegetarian, alcohol-free town.
## What it costs
Prices depend on the stretch and season; the Shivpuri run is the best value for most travellers. Package trips with transfers, a camp stay and meals make planning easy and usually include the rafting permit.
`,
  },
  {
    name: 'Nainital with Kids',
    nameTitle: 'Nainital with Kids: A Relaxed Three-Day Family Plan in the Lake District',
    category: 3,
    destination: 'nainital',
    author: 'Priya Nair',
    date: '2025-03-15',
    meta: 'A child-friendly three-day Nainital itinerary with boating, the cable car, Eco Cave Gardens, Bhimtal and Sattal, plus tips on weather, food and getting there.',
    body: `
Nainital is one of the easiest hill stations for a family holiday. Kathgodam station is just over an hour away, the town is compact, and almost everything children enjoy, from boating to caves to a cable car, is within a short walk or drive. Here is a relaxed three-day plan.
## Getting there with children
The Kathgodam Shatabdi from Delhi arrives around lunchtime, and the drive up takes about an hour and a quarter. If your children get carsick on winding roads, keep them in the front rows, open the windows and avoid a heavy meal just before the drive. Pantnagar airport, about two hours away, is the nearest for flights.
## Day 1: the lake and Mall Road
- Check in near Mall Road so you can walk everywhere.
- Take a rowing or pedal boat on Naini Lake; life jackets are provided.
- Visit the Naina Devi Temple on the northern shore.
- Walk Mall Road in the evening for corn on the cob, momos and the famous hand-made candles.
## Day 2: caves, cable car and views
Start at the Eco Cave Gardens, a network of small rock caves named after animals, which children love to crawl through. Then ride the cable car from Mall Road up to Snow View Point for views of Nanda Devi on a clear day. In the afternoon, older children can ride ponies up to Tiffin Top; younger ones will enjoy the swings and shops at the top.
### A quieter option
If the crowds on Mall Road get too much, the Bara Bazaar and Flats area near the lake is a good spot for a picnic and a game of catch.
## Day 3: Bhimtal and Sattal
Drive 22 km to Bhimtal, a larger lake with a small island aquarium in the middle, then continue to Sattal, where seven lakes sit in oak forest. Sattal has gentle kayaking, a butterfly museum and plenty of birds. Return via Naukuchiatal if you have time for one more boat ride.
## Food children will eat
Mall Road has plenty of simple North Indian, Chinese and South Indian restaurants. Try Kumaoni treats like bal mithai, and pack snacks for the drives. Bottled water is easily available.
## Weather and clothing
- March to June: pleasant days, cool evenings; pack light woollens.
- July to September: rainy and misty; carry raincoats and expect road delays.
- October to February: cold, especially at night; warm jackets, caps and gloves for everyone.
## A few practical tips
- Weekends in May and June are crowded; weekdays are calmer.
- Mall Road involves walking on slopes, so a light stroller or a baby carrier helps with toddlers.
- Keep a small first-aid kit with motion-sickness medicine.
Nainital works beautifully as a short break, and with two extra nights it combines easily with Corbett for a safari, which older children never forget.
`,
  },
  {
    name: 'Golden Triangle Family Holiday',
    nameTitle: 'Golden Triangle Family Holiday: Delhi, Agra and Jaipur in Six Days',
    category: 3,
    destination: 'agra',
    author: 'Vikram Singh Rathore',
    date: '2025-11-04',
    meta: 'A family-paced six-day Golden Triangle itinerary covering Delhi, the Taj Mahal and Agra Fort, Fatehpur Sikri and Jaipur, with timing tips and travel distances.',
    body: `
The Golden Triangle of Delhi, Agra and Jaipur is India’s classic first trip, and it works very well for families: the distances are short on modern expressways, and every day has a fort, a palace or a monument that feels like a storybook. Here is a six-day plan with time to rest.
## Days 1–2: Delhi
Start with Old Delhi: the Red Fort, the Jama Masjid and a cycle-rickshaw ride through Chandni Chowk, with a stop for jalebis. On the second day, see the Qutub Minar, Humayun’s Tomb (the garden tomb that inspired the Taj Mahal) and India Gate in the evening, when families gather for ice cream.
- Keep afternoons free for a rest at the hotel; Delhi is tiring.
- Carry water and hats; even winter sun can be strong.
## Day 3: Delhi to Agra
The Yamuna Expressway brings you to Agra, about 230 km away, in around three and a half hours. Visit Agra Fort in the afternoon, then Mehtab Bagh across the river at sunset for a view of the Taj Mahal without the crowds.
## Day 4: the Taj Mahal
Go at sunrise. The marble turns from grey to pink to white, and the queues are shortest. Remember that the Taj Mahal is closed on Fridays and that food, tripods and large bags are not allowed inside. Later, visit Itimad-ud-Daulah, the “Baby Taj”, and shop for marble inlay souvenirs and petha.
### A tip for children
Hire a licensed guide: the stories of Shah Jahan, Mumtaz Mahal and the craftsmen make the visit come alive for children.
## Day 5: Fatehpur Sikri and on to Jaipur
On the way to Jaipur, about 240 km, stop at Fatehpur Sikri, Akbar’s abandoned red sandstone city with its giant Buland Darwaza. Reach Jaipur by late afternoon and enjoy a Rajasthani dinner with folk dances and puppet shows.
## Day 6: Jaipur
Climb to Amber Fort early and explore the Sheesh Mahal, the hall of mirrors. Then see the Hawa Mahal, the City Palace and the giant instruments of Jantar Mantar, which children enjoy testing. End with shopping for block prints and lac bangles before your flight or train.
## When to go
October to March is best, with pleasant days. December and January mornings are foggy in Delhi and Agra, which can delay trains, so keep buffer time. April to June is very hot.
## Making it easy
- A private car with the same driver for the whole trip is the most comfortable option.
- Stay near the Taj Mahal’s east gate in Agra and in a heritage haveli in Jaipur for atmosphere.
- Build in a swimming-pool afternoon; children will thank you.
With two more days, add Ranthambore for a tiger safari, three and a half hours from Jaipur.
`,
  },
  {
    name: 'Ooty Toy Train Holiday for Families',
    nameTitle: 'Ooty Toy Train Holiday for Families: The Nilgiri Mountain Railway, Coonoor and More',
    category: 3,
    destination: 'ooty',
    author: 'Kavya Iyer',
    date: '2026-01-20',
    meta: 'How to ride the Nilgiri Mountain Railway to Ooty with children, what to see in Ooty and Coonoor, booking tips, the e-pass rule and the best season.',
    body: `
Few journeys delight children as much as the Nilgiri Mountain Railway. The little blue-and-cream train climbs from Mettupalayam on the plains to Ooty in the Nilgiris, through 16 tunnels and over more than 200 bridges, with the steepest section hauled on a rack-and-pinion track. It is a UNESCO World Heritage railway and a wonderful start to a family holiday in the hills.
## How the toy train works
- Mettupalayam to Coonoor: the steep rack section, worked by a steam locomotive on many services, climbing through forest and past waterfalls.
- Coonoor to Ooty: the gentler upper section through tea gardens and eucalyptus.
- The full uphill journey takes about five hours; the downhill journey is shorter.
Seats are limited and sell out weeks ahead in summer and on holidays. Book on the Indian Railways website as soon as your dates are fixed, and if you miss out, ride the shorter Ooty–Coonoor section, which has more services.
## What to see in Ooty
- The Government Botanical Garden, with its lawns, glasshouse and a fossil tree trunk.
- Ooty Lake, for pedal boats and a mini train around the shore.
- Doddabetta Peak, the highest point of the Nilgiris at 2,637 metres, with a telescope house.
- The Rose Garden, one of the largest in India.
- A tea factory, where children can watch tea being rolled and dried, and taste homemade chocolates.
## A day in Coonoor
Coonoor is quieter and prettier than Ooty. Visit Sim’s Park, look out over the plains from Dolphin’s Nose and Lamb’s Rock, and walk through the tea estates. It is also a good place to stay if you prefer calm evenings.
## When to go
April to June is the main season, with the flower show in the Botanical Garden in May; expect crowds. September to November is greener and quieter. Winter mornings (December to February) can be frosty, so pack warm clothes for children.
## The e-pass rule
Since 2024, on the orders of the Madras High Court, every vehicle entering the Nilgiris district needs an e-pass registered online in advance. Tour operators handle this for their cabs; if you are driving yourself, apply before the trip.
## Tips for families
- The ghat roads are steep and winding; keep motion-sickness remedies handy.
- Carry jackets even in May; evenings are cool.
- Book a hotel with heating in winter.
- Keep one afternoon free for the children to simply play on the lawns.
With two more nights, continue to Mudumalai for a forest drive, or to Mysuru for its palace and zoo.
`,
  },
  {
    name: 'Munnar Tea Gardens Slow Travel Guide',
    nameTitle: 'Munnar Tea Gardens: A Slow Travel Guide to Kerala’s Hill Country',
    category: 4,
    destination: 'munnar',
    author: 'Siddharth Menon',
    date: '2025-06-12',
    meta: 'How to spend three unhurried days in Munnar: tea estate walks, Eravikulam National Park and the Nilgiri tahr, Top Station, Kolukkumalai sunrise and where to stay.',
    body: `
Munnar is best seen slowly. The hills of the Western Ghats are covered in tea bushes clipped into neat green waves, and the mist that rolls over them every afternoon makes the landscape change by the hour. Rather than rushing through a checklist of viewpoints, spend a few days walking, tasting and watching.
## Getting there
Munnar is about 110 km from Kochi airport, a drive of around four hours that climbs through spice gardens and past the Cheeyappara and Valara waterfalls. From Madurai it is about 160 km through the Bodi ghat.
## Day 1: into the estates
Check into a tea-estate bungalow or resort and walk the estate paths in the evening. Ask your host about a guided walk with a planter: you will learn how pickers select two leaves and a bud, and how leaf becomes tea in the factory. Later, visit the Tea Museum near the town, which tells the history of the estates.
## Day 2: Eravikulam and the Nilgiri tahr
Eravikulam National Park protects the endangered Nilgiri tahr, a mountain goat that now grazes calmly beside the visitor road on the Rajamalai slopes. Forest-department buses take visitors up from the entrance. The park usually closes in February and March for the calving season, so check before you plan. From the park, Anamudi, the highest peak south of the Himalaya at 2,695 metres, rises to the north.
### Afternoon by the water
Drive out to Mattupetty Dam and Kundala Lake, stopping at Echo Point, with tea estates on every slope. Stop at a roadside stall for a cup of strong, sweet Munnar tea.
## Day 3: sunrise and the edge of the Ghats
If you can face an early start, take a jeep up to Kolukkumalai, one of the world’s highest tea estates, for sunrise over the clouds. Otherwise, drive to Top Station on the Tamil Nadu border, where the Ghats drop away to the plains below.
## When to go
- September to November: green and fresh after the monsoon.
- December to February: cool and clear, with cold nights.
- March to May: warm days, a good escape from the plains.
- June to August: heavy monsoon rain and mist; beautiful but wet.
Once every twelve years, the Neelakurinji shrub covers the slopes in blue flowers; the last bloom was in 2018, so the next is expected around 2030.
## Where to stay
Stay outside the town, among the estates around Chithirapuram, Pallivasal or Chinnakanal, for quiet and views.
## Slow travel tips
- Walk at least one estate trail each day.
- Buy tea, cardamom and homemade chocolates from estate shops.
- Avoid driving the ghat roads after dark, when fog settles in.
Combine Munnar with Thekkady’s spice gardens and a night on an Alappuzha houseboat for the classic Kerala circuit.
`,
  },
  {
    name: 'Meghalaya Living Root Bridges and Waterfalls',
    nameTitle: 'Meghalaya Living Root Bridges and Waterfalls: A Five-Day Nature Itinerary',
    category: 4,
    destination: 'meghalaya',
    author: 'Nandini Bose',
    date: '2025-08-05',
    meta: 'Plan five days in Meghalaya: Shillong, Sohra’s waterfalls, the double-decker living root bridge at Nongriat, Mawlynnong and the clear Umngot river at Dawki.',
    body: `
Meghalaya, the abode of clouds, is one of India’s greenest states. Its plateau catches the monsoon winds from the Bay of Bengal, and the rain pours off its edges in hundreds of waterfalls. In the forests of the south, Khasi villagers have spent generations guiding the roots of rubber fig trees across streams until they grow into bridges strong enough to carry dozens of people.
## Day 1: Guwahati to Shillong
The drive from Guwahati airport takes about three hours. Stop at Umiam Lake, a reservoir ringed by pine hills, on the way. In Shillong, walk around Ward’s Lake and Police Bazaar, and visit the Don Bosco Museum, seven floors devoted to the cultures of the North-East.
## Day 2: Sohra and the waterfalls
Drive 55 km to Sohra, better known as Cherrapunji, via the Mawkdok dympep valley viewpoint. Nohkalikai, India’s tallest plunge waterfall, drops about 340 metres into a turquoise pool. The Seven Sisters Falls at Mawsmai and the Mawsmai cave are nearby. Stay in Sohra for an early start the next day.
## Day 3: the double-decker root bridge
From Tyrna village, about 3,500 steps lead down through forest and over suspension bridges to Nongriat and its two-tiered living root bridge. Continue to the natural pools of Rainbow Falls if you have the energy. The climb back is tough, so start early, carry water and take your time. Some travellers stay a night in Nongriat’s simple guest houses.
### Respect the bridges
Living root bridges are still used by villagers. Walk gently, do not jump or scratch names on the roots, and pay the small village fees, which go to their upkeep.
## Day 4: Mawlynnong and Dawki
Mawlynnong is often described as one of the cleanest villages in Asia, with flower-lined paths, bamboo dustbins and a small root bridge at Riwai. Carry on to Dawki, where the Umngot river is so clear in the dry season that boats seem to float in air. Take a country boat ride and look down at the pebbles below.
## Day 5: back to Guwahati
Stop at the sacred forest of Mawphlang on the way back, walked with a local guide, and buy Lakadong turmeric and local honey for home.
## When to go
October to May is best for sightseeing and for clear water at Dawki. The monsoon, from June to September, makes the waterfalls thunder but brings very heavy rain, slippery trails and cloud that hides the views.
## Food to try
Jadoh (rice cooked with pork), dohneiiong (pork with black sesame) and tungrymbai (fermented soybean) are Khasi favourites, and Shillong’s cafés and bakeries are excellent.
## Packing
- Good walking shoes with grip for wet steps and stones.
- A rain jacket or poncho in any season.
- A light warm layer for Shillong evenings.
- A small day-pack with water and snacks for the root bridge trek.
`,
  },
  {
    name: 'Valley of Flowers Trek Guide',
    nameTitle: 'Valley of Flowers Trek Guide: When to Go, How to Reach and What to Expect',
    category: 4,
    destination: 'badrinath',
    author: 'Arjun Rawat',
    date: '2026-05-06',
    meta: 'A practical guide to the Valley of Flowers National Park in Uttarakhand: bloom season, the trek from Govindghat to Ghangaria, Hemkund Sahib and combining it with Badrinath.',
    body: `
The Valley of Flowers is a high glacial valley in the Chamoli district of Uttarakhand, carpeted in summer with hundreds of species of alpine flowers against a backdrop of snow peaks and waterfalls. Made famous by the mountaineer Frank Smythe in the 1930s, it is now a national park and, together with Nanda Devi, a UNESCO World Heritage Site.
## When to go
The park opens in June and closes at the end of October. The flowers peak from mid-July to mid-August, when the valley is a riot of colour, though this is also the monsoon and trails can be wet. Late August and early September bring fewer people, clearer skies and still plenty of blooms. June is green, with snow patches and the first flowers.
## How to reach
- Drive from Rishikesh to Joshimath or Govindghat, a long mountain day of about 270 km.
- From Govindghat, a short drive takes you to the roadhead at Pulna, and a trek of about 10 km leads up to Ghangaria, the base village.
- From Ghangaria, the valley entrance is about 3 to 4 km away; the valley itself stretches for several more.
You cannot stay overnight inside the park; visitors walk in from Ghangaria each morning and return by evening, after buying an entry permit at the gate.
## A six-day plan with Badrinath
- Day 1: Rishikesh to Joshimath or Badrinath.
- Day 2: Badrinath Temple, Tapt Kund and Mana village.
- Day 3: Govindghat to Ghangaria trek.
- Day 4: Valley of Flowers.
- Day 5: Hemkund Sahib, a steep 6 km climb to the Sikh gurdwara beside a glacial lake at over 4,000 metres, then back to Ghangaria.
- Day 6: trek down and drive to Rishikesh.
## Flowers to look for
Blue poppies, cobra lilies, primulas, geraniums, marsh marigolds, anemones and the Brahma Kamal at higher altitudes are among the highlights. Walk slowly and look closely; many flowers are small.
## Fitness and safety
The trek is moderate, but the altitude and the wet trails make it tiring. Good shoes with grip, a rain jacket and trekking poles help. Landslides can block the highway to Govindghat in the monsoon, so keep a buffer day. Ponies and porters are available for the trek to Ghangaria.
## Rules of the park
- Do not pick flowers or leave the marked trail.
- Carry all plastic back out with you.
- Entry closes in the early afternoon, so start early from Ghangaria.
## Where to stay
Ghangaria has simple lodges and guest houses; book ahead for July and August. Badrinath and Joshimath have more comfortable hotels for the rest of the trip.
`,
  },
  {
    name: 'Kerala Honeymoon Guide',
    nameTitle: 'Kerala Honeymoon Guide: Houseboats, Tea Hills and Beaches in Seven Days',
    category: 5,
    destination: 'kerala',
    author: 'Ananya Sharma',
    date: '2025-07-08',
    meta: 'A seven-day Kerala honeymoon through Munnar’s tea hills, Thekkady’s spice gardens, an Alappuzha houseboat and Kovalam’s beaches, with the best season and romantic extras.',
    body: `
Kerala is one of India’s most romantic honeymoon destinations: misty tea hills for cosy evenings, spice gardens and forests, a private houseboat drifting through the backwaters, and palm-fringed beaches to end the trip. Distances are short, the food is wonderful and the pace is gentle. Here is a seven-day plan.
## Days 1–2: Munnar
Fly into Kochi and drive about four hours into the hills. Stay at a resort with a view over the tea estates and a fireplace for the cool evenings. Spend a day at Eravikulam National Park, Mattupetty Dam and Kundala Lake, and take an early jeep up for sunrise if you are feeling adventurous.
## Day 3: Thekkady
Drive about three hours to Thekkady, home of the Periyar Tiger Reserve. Take a boat safari on Periyar Lake, walk through a cardamom and pepper plantation, and book a couple’s Ayurvedic massage. In the evening, a Kalaripayattu martial-arts show is spectacular.
## Day 4: the houseboat
Drive to Alappuzha and board a private kettuvallam at noon. Lunch, tea and dinner are cooked on board with fresh fish from the backwaters, and the boat cruises through canals and paddy fields until evening, when it anchors for the night. Ask for a premium or luxury boat with an air-conditioned bedroom and an upper deck.
### Make it special
Many houseboats can arrange a candlelit dinner on deck or flower decorations for honeymooners; ask when booking.
## Days 5–6: Kovalam
Drive about four hours south to Kovalam, with its crescent beaches below a red-and-white lighthouse. Relax, swim where lifeguards are posted and enjoy seafood by the sea. Visit Poovar, where the backwaters meet a golden sand bar, by boat.
## Day 7: departure
Fly home from Thiruvananthapuram airport, about 30 minutes away.
## When to go
- September to March: the best weather for the whole circuit.
- June to August: monsoon romance, lush landscapes and the best season for Ayurveda, with lower prices; beaches are rough.
## Budget and upgrades
A comfortable honeymoon package with good hotels, a private car and a deluxe houseboat fits a mid-range budget; upgrade to tea-estate villas, a luxury houseboat and a cliff-top beach resort for a splurge. Varkala’s red cliffs make a lovely extension for two more nights.
## Tips
- Book houseboats early for December and January.
- Pack light cottons, a warm layer for Munnar and modest clothes for temples.
- Try appam with stew, karimeen pollichathu and a sadya on a banana leaf.
## Getting around
A private car with one driver for the whole week is the most relaxed way to travel: the driver knows the ghat roads, waits while you sightsee and can suggest tea stalls and viewpoints along the way. Drives between stops are three to four hours, so you always arrive in time for a sunset.
`,
  },
  {
    name: 'Udaipur for Couples',
    nameTitle: 'Udaipur for Couples: Lakes, Palaces and Sunsets in India’s Most Romantic City',
    category: 5,
    destination: 'udaipur',
    author: 'Meera Joshi',
    date: '2025-12-02',
    meta: 'A romantic three-day Udaipur itinerary for couples: Lake Pichola sunset boat rides, the City Palace, rooftop dinners, Sajjangarh and a day trip to Kumbhalgarh.',
    body: `
Udaipur, the City of Lakes, was made for couples. White palaces rise from the water, the Aravalli hills turn gold at sunset, and every other rooftop has a candlelit table facing Lake Pichola. Here is how to spend three romantic days.
## Day 1: the old city and Lake Pichola
Check in to a lake-facing haveli near Lal Ghat or Gangaur Ghat. In the afternoon, explore the City Palace, the largest palace complex in Rajasthan, with its courtyards, mirror work and views over the lake. Walk down to the Jagdish Temple and through the old-city lanes.
As the sun sets, take a boat ride on Lake Pichola past the bathing ghats to Jag Mandir, the island palace. Then climb to a rooftop restaurant for dinner facing the lit City Palace.
## Day 2: gardens, lakes and the Monsoon Palace
- Morning: Saheliyon ki Bari, the Garden of the Maidens, with fountains and lotus pools.
- Midday: Fateh Sagar Lake, with a boat to its island garden or a stroll along the promenade.
- Late afternoon: Sajjangarh, the Monsoon Palace on its hilltop, for a sweeping sunset over the lakes and hills.
- Evening: the Dharohar folk-dance show at Bagore ki Haveli on Gangaur Ghat.
## Day 3: Kumbhalgarh and Ranakpur
Take a day trip to Kumbhalgarh Fort, about 84 km away, whose 36 km wall is one of the longest in the world. Continue to Ranakpur’s marble Jain temple, with its 1,444 carved pillars, none of them alike. Return to Udaipur for a last evening by the lake.
## Romantic extras
- A private sunset boat with a glass of fresh lime soda on Lake Pichola.
- A couple’s spa afternoon at a palace hotel.
- A cooking class to learn dal baati churma together.
- A photo walk at Ambrai Ghat at dusk, facing the City Palace.
## When to go
September to March is ideal. After the monsoon the lakes are at their fullest, and winter days are pleasant at 20 to 28 °C. April to June is hot.
## Where to stay
Lake-facing havelis in the old city are intimate and atmospheric; palace hotels on the water are a once-in-a-lifetime splurge; resorts near Fateh Sagar are quieter and more spacious.
## Combine it
Udaipur pairs beautifully with Mount Abu, about three and a half hours away, for two cool nights in the hills, or with Jodhpur and Jaisalmer for a desert extension.
## Getting there
Maharana Pratap Airport is about 22 km from the city, with flights from Delhi, Mumbai, Bengaluru and other cities, and Udaipur City station has direct trains from Delhi, Jaipur and Mumbai. Inside the old city, lanes are narrow, so walking and autos are the easiest way to get around.
`,
  },
  {
    name: 'Andaman Honeymoon Guide',
    nameTitle: 'Andaman Honeymoon Guide: Havelock, Neil and the Best Beaches for Couples',
    category: 5,
    destination: 'andaman-and-nicobar',
    author: 'Kavya Iyer',
    date: '2026-03-10',
    meta: 'Plan a six-night Andaman honeymoon: Sri Vijaya Puram, Radhanagar and Elephant beaches on Havelock, Neil’s natural bridge, ferries, water sports and the best season.',
    body: `
With turquoise water, white sand and rainforest that runs down to the beach, the Andaman Islands are India’s answer to a tropical island honeymoon. Here is a six-night plan that balances beaches, water activities and a little history.
## Nights 1–2: Sri Vijaya Puram
Fly into Veer Savarkar International Airport at Sri Vijaya Puram, formerly Port Blair. Spend the first evening at the Cellular Jail, where the light-and-sound show tells the story of freedom fighters imprisoned there. The next day, take a boat to Ross Island, the ruined British headquarters now overrun by deer and peacocks, and North Bay for a glass-bottom boat ride or a sea walk among corals.
## Nights 3–4: Swaraj Dweep (Havelock)
Take a morning ferry, about two hours, to Havelock. Radhanagar Beach, often ranked among Asia’s finest, is the place for sunset: a long curve of white sand backed by tall trees. On the second day, take a boat to Elephant Beach for snorkelling, or try a discover-scuba dive with a certified centre; no experience is needed.
### A honeymoon upgrade
Book a beach-facing cottage on Havelock and ask your resort about a private candlelit dinner on the sand.
## Night 5: Shaheed Dweep (Neil)
A short ferry takes you to Neil, the quietest of the three islands. Cycle between its beaches: Sitapur for sunrise, Bharatpur for shallow water and glass-bottom boats, and Laxmanpur for the natural rock bridge at low tide and a sunset walk.
## Night 6: back to Sri Vijaya Puram
Return by ferry, shop for pearls and spices, and enjoy a seafood dinner before flying home the next day.
## When to go
October to May is the season, with calm seas and clear water for diving. December and January are the busiest months. The monsoon, from June to September, brings rough seas and cancelled ferries.
## Practical tips
- Book inter-island ferries in advance, especially in peak season.
- Do not fly within 18 to 24 hours after scuba diving.
- Swim only where lifeguards are posted; crocodiles live in some creeks and mangroves.
- Never touch or stand on coral.
- Indian citizens need no permit for the main tourist islands.
## Budget
A comfortable honeymoon with good resorts, private transfers and ferries fits a mid-range budget; luxury villas on Havelock push it up. Flights from Chennai and Kolkata are usually the cheapest gateways.
## What to pack
Pack light cottons, swimwear, a sun hat, sunglasses and reef-safe sunscreen, plus a waterproof bag for ferries and phones. Carry some cash for the smaller islands, where card machines and ATMs can be unreliable, and any personal medicines you need.
`,
  },
];
