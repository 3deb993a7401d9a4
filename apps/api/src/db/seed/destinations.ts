import type { destinations } from '../schema/index.ts';
import { daysAgo, sceneImages } from './helpers.ts';

export type DestinationSeed = Omit<typeof destinations.$inferInsert, 'id'> & { slug: string };

interface DestinationInput {
  name: string;
  slug: string;
  state: string;
  city: string;
  tagline: string;
  short: string;
  paragraphs: string[];
  best: string;
  lat: number;
  lng: number;
  featured?: boolean;
}

let order = 0;
function destination(input: DestinationInput): DestinationSeed {
  order += 1;
  return {
    name: input.name,
    slug: input.slug,
    country: 'India',
    state: input.state,
    city: input.city,
    tagline: input.tagline,
    shortDescription: input.short,
    description: input.paragraphs.join('\n\n'),
    bestTimeToVisit: input.best,
    latitude: input.lat,
    longitude: input.lng,
    ...sceneImages('destination', input.slug),
    isActive: true,
    isFeatured: input.featured ?? false,
    metaTitle: `${input.name} Tours, Treks and Travel Guide`,
    metaDescription: input.short,
    createdAt: daysAgo(400 - order * 3),
  };
}

export const DESTINATIONS: DestinationSeed[] = [
  destination({
    name: 'Shimla',
    slug: 'shimla',
    state: 'Himachal Pradesh',
    city: 'Shimla',
    tagline: 'The old summer capital on a ridge of deodars',
    short:
      'Colonial arcades, the Ridge and the Kalka-Shimla toy train make Shimla the classic first stop in the hills.',
    paragraphs: [
      'Spread along a 12 km ridge at about 2,200 m, Shimla was the summer capital of British India, and the Mall Road, Christ Church and the Viceregal Lodge still set the tone. Cars are kept off the Mall, so evenings are for strolling, roasted corn and people-watching on the Ridge.',
      'The UNESCO-listed Kalka-Shimla railway climbs 96 km through 102 tunnels, and short drives lead to Kufri, Mashobra and the apple orchards of Narkanda. Winter brings the occasional snowfall that turns the town into a postcard.',
    ],
    best: 'March to June for pleasant days; December to February for snow',
    lat: 31.1048,
    lng: 77.1734,
    featured: true,
  }),
  destination({
    name: 'Manali',
    slug: 'manali',
    state: 'Himachal Pradesh',
    city: 'Manali',
    tagline: 'Apple orchards, old wooden temples and the road to Ladakh',
    short:
      'Manali sits at the head of the Kullu valley, a base for snow days at Solang, the Atal Tunnel and the great treks of the Pir Panjal.',
    paragraphs: [
      'Old Manali keeps its stone-and-timber houses, cafés and the 16th-century Hadimba Devi temple in a cedar forest, while Vashisht has its hot springs a short walk across the Beas.',
      'Solang Valley offers paragliding in summer and skiing in winter, and the Atal Tunnel now puts the Lahaul valley within an hour. Hampta Pass, Bhrigu Lake and Beas Kund all start within a short drive of town.',
      'It is also the traditional start of the Manali-Leh highway, open roughly from June to October.',
    ],
    best: 'March to June and September to November; January for snow',
    lat: 32.2432,
    lng: 77.1892,
    featured: true,
  }),
  destination({
    name: 'Dharamshala (McLeod Ganj)',
    slug: 'dharamshala',
    state: 'Himachal Pradesh',
    city: 'McLeod Ganj',
    tagline: 'Little Lhasa beneath the Dhauladhar',
    short:
      'Home of the Dalai Lama and the Tibetan government in exile, McLeod Ganj mixes monasteries, momos and the Triund ridge.',
    paragraphs: [
      'Upper Dharamshala, known as McLeod Ganj, grew around the Tsuglagkhang complex after 1959 and is the heart of the Tibetan community in India. Prayer wheels, thangka studios and small cafés line its steep lanes.',
      'The Dhauladhar wall rises straight behind town: Triund, Bhagsu waterfall and the villages of Dharamkot and Naddi are all within walking distance, and the Kangra valley tea gardens are an easy day out.',
    ],
    best: 'March to June and September to December',
    lat: 32.2426,
    lng: 76.3213,
    featured: true,
  }),
  destination({
    name: 'Kasol',
    slug: 'kasol',
    state: 'Himachal Pradesh',
    city: 'Kasol',
    tagline: 'Pine forests and cafés on the Parvati river',
    short:
      'A riverside village in the Parvati valley and the gateway to Kheerganga, Tosh, Malana and the Pin Parvati Pass.',
    paragraphs: [
      'Kasol lies at about 1,580 m on the banks of the Parvati, with guesthouses tucked among pines and a relaxed backpacker scene. The gurdwara and hot springs of Manikaran are 5 km downstream.',
      'Walks lead up to Chalal and Rasol, and the road ends at Barshaini, the trailhead for Kheerganga and, for the well prepared, the high crossing of the Pin Parvati Pass into Spiti.',
    ],
    best: 'March to June and September to November',
    lat: 32.01,
    lng: 77.315,
  }),
  destination({
    name: 'Spiti Valley',
    slug: 'spiti-valley',
    state: 'Himachal Pradesh',
    city: 'Kaza',
    tagline: 'A cold desert of monasteries and fossil villages',
    short:
      'High, stark and quiet, Spiti is a trans-Himalayan valley of thousand-year-old monasteries and villages above 4,000 m.',
    paragraphs: [
      'Spiti, "the middle land" between Tibet and India, is a high-altitude desert reached over Kunzum La or through Kinnaur. Kaza, at about 3,800 m, is the main town, with Key monastery, Kibber, Langza and Hikkim close by.',
      'Tabo monastery was founded in 996 and its murals are among the finest in the Himalaya. In winter the valley is snowbound but the Kinnaur road usually stays open, and Kibber becomes a base for snow leopard tracking.',
    ],
    best: 'June to October; January to March for snow leopard trips',
    lat: 32.2276,
    lng: 78.071,
    featured: true,
  }),
  destination({
    name: 'Kullu',
    slug: 'kullu',
    state: 'Himachal Pradesh',
    city: 'Kullu',
    tagline: 'Valley of the gods',
    short:
      'The Kullu valley is known for its Dussehra festival, river rafting on the Beas and the Great Himalayan National Park.',
    paragraphs: [
      'Kullu town sits on the Beas at about 1,280 m and hosts the week-long Dussehra in October, when hundreds of village deities are carried to the Dhalpur maidan.',
      'Naggar castle and the Roerich gallery look over the valley, and to the south the Tirthan and Sainj valleys lead into the Great Himalayan National Park, a UNESCO World Heritage Site.',
    ],
    best: 'March to June and September to November (Dussehra in October)',
    lat: 31.9579,
    lng: 77.1095,
  }),
  destination({
    name: 'Dalhousie',
    slug: 'dalhousie',
    state: 'Himachal Pradesh',
    city: 'Dalhousie',
    tagline: 'Five hills, old churches and Khajjiar meadow',
    short: 'A quiet colonial hill station spread over five hills, with the meadow and lake of Khajjiar 24 km away.',
    paragraphs: [
      'Founded in the 1850s, Dalhousie keeps its Scottish and Victorian churches, the Gandhi Chowk and Subhash Chowk promenades and long walks under pines and oaks.',
      'Khajjiar, often called the mini Switzerland of India, is a saucer-shaped meadow ringed by deodars, and the Chamba valley with its Lakshmi Narayan temples is a short drive beyond.',
    ],
    best: 'March to June and October to November; snow in January',
    lat: 32.5387,
    lng: 75.971,
  }),
  destination({
    name: 'Bir Billing',
    slug: 'bir-billing',
    state: 'Himachal Pradesh',
    city: 'Bir',
    tagline: 'Paragliding capital of India',
    short: 'Tibetan colonies, tea gardens and one of the best paragliding sites in the world above the Kangra valley.',
    paragraphs: [
      'Pilots take off from Billing at about 2,400 m and land in the fields of Bir, 14 km away and 900 m lower. The site has hosted the Paragliding World Cup.',
      'Bir itself is a calm village of monasteries, the Deer Park institute and cafés, with easy walks through tea estates and a trail up to Rajgundha.',
    ],
    best: 'March to May and October to November for flying',
    lat: 32.0418,
    lng: 76.721,
  }),
  destination({
    name: 'Kasauli',
    slug: 'kasauli',
    state: 'Himachal Pradesh',
    city: 'Kasauli',
    tagline: 'A cantonment town of pines and sunsets',
    short:
      'A small, car-light cantonment town above Kalka, with Monkey Point, heritage cottages and sunset views over the plains.',
    paragraphs: [
      'Kasauli was laid out in 1842 and still feels like a village: Christ Church, the Upper and Lower Mall and old bakeries are all you need for a weekend.',
      'Sunset Point looks over the plains to Chandigarh, and the Gilbert nature trail runs through pine forest along the ridge.',
    ],
    best: 'All year; October to March for clear views',
    lat: 30.8986,
    lng: 76.9656,
  }),
  destination({
    name: 'Nainital',
    slug: 'nainital',
    state: 'Uttarakhand',
    city: 'Nainital',
    tagline: 'The lake district of Kumaon',
    short:
      'A crescent of hills around Naini Lake, with boating, the Mall Road and the lakes of Bhimtal and Sattal nearby.',
    paragraphs: [
      'Nainital wraps around an emerald lake at about 2,000 m. Mornings are for rowing on Naini Lake, afternoons for the ropeway to Snow View and evenings on the Mall Road.',
      'Bhimtal, Sattal and Naukuchiatal form a chain of quieter lakes within 25 km, with birding trails and lakeside cottages, and Mukteshwar offers views of Nanda Devi.',
    ],
    best: 'March to June and October to December',
    lat: 29.3803,
    lng: 79.4636,
  }),
  destination({
    name: 'Mussoorie',
    slug: 'mussoorie',
    state: 'Uttarakhand',
    city: 'Mussoorie',
    tagline: 'Queen of the Hills above the Doon valley',
    short:
      'Promenades, bookshops and Landour\u2019s quiet lanes, with views of the Bandarpunch range and the Doon valley.',
    paragraphs: [
      'Mussoorie\u2019s Mall Road and Camel\u2019s Back Road have drawn holidaymakers since the 1820s. Above it, Landour is a cantonment of old cottages, the Char Dukan cafés and walks loved by writers.',
      'Kempty Falls, George Everest\u2019s house and the Nag Tibba trek are all within reach, and on clear winter days the snow peaks of Garhwal line the horizon.',
    ],
    best: 'March to June and September to November',
    lat: 30.4598,
    lng: 78.0644,
  }),
  destination({
    name: 'Rishikesh',
    slug: 'rishikesh',
    state: 'Uttarakhand',
    city: 'Rishikesh',
    tagline: 'Yoga capital on the Ganga',
    short: 'Ashrams, evening aarti and white-water rafting where the Ganga leaves the mountains.',
    paragraphs: [
      'Rishikesh sits at about 340 m where the Ganga emerges from the Garhwal hills. The Parmarth Niketan and Triveni Ghat aartis, the Beatles ashram and the suspension bridges give the town its character.',
      'Upstream, Shivpuri and Marine Drive are the launch points for rafting, and white-sand river beaches host tented camps from September to June.',
    ],
    best: 'September to November and February to May',
    lat: 30.0869,
    lng: 78.2676,
    featured: true,
  }),
  destination({
    name: 'Auli',
    slug: 'auli',
    state: 'Uttarakhand',
    city: 'Joshimath',
    tagline: 'Ski slopes facing Nanda Devi',
    short:
      'Oak-fringed slopes above Joshimath with one of India\u2019s best ski areas and views of Nanda Devi, the gateway to Garhwal\u2019s great treks.',
    paragraphs: [
      'Auli\u2019s slopes run from about 2,500 m to 3,050 m, with a chairlift and the long Joshimath-Auli ropeway. From December to March it is India\u2019s best-known ski resort, with GMVN courses for beginners.',
      'In summer the meadows turn green and the area becomes a base for Kuari Pass, the Valley of Flowers, Brahmatal and Roopkund in the Chamoli district.',
    ],
    best: 'December to March for skiing; April to June and September to November for treks',
    lat: 30.5287,
    lng: 79.5667,
  }),
  destination({
    name: 'Kedarnath',
    slug: 'kedarnath',
    state: 'Uttarakhand',
    city: 'Kedarnath',
    tagline: 'The highest of the twelve jyotirlingas',
    short: 'An ancient Shiva temple at 3,583 m beneath the Kedarnath peak, reached by a 16 km walk from Gaurikund.',
    paragraphs: [
      'The stone temple of Kedarnath, said to have been restored by Adi Shankaracharya, stands at the head of the Mandakini valley. It opens in late April or May and closes after Diwali.',
      'Pilgrims walk or ride the 16 km path from Gaurikund, or fly from Phata and Guptkashi. Nearby Chopta, Tungnath and Chandrashila are among the loveliest short hikes in Garhwal.',
    ],
    best: 'May to June and September to October',
    lat: 30.7346,
    lng: 79.0669,
  }),
  destination({
    name: 'Uttarkashi',
    slug: 'uttarkashi',
    state: 'Uttarakhand',
    city: 'Uttarkashi',
    tagline: 'Gateway to Gangotri and the Govind valley',
    short: 'A temple town on the Bhagirathi and the base for Kedarkantha, Har Ki Dun and Dayara Bugyal.',
    paragraphs: [
      'Uttarkashi is home to the Nehru Institute of Mountaineering and the Kashi Vishwanath temple, and lies on the road to Gangotri.',
      'West of town, the villages of Sankri and Taluka open the Govind Pashu Vihar, with its wooden houses, apple orchards and some of the best beginner treks in India.',
    ],
    best: 'April to June, September to November; December to March for snow treks',
    lat: 30.7268,
    lng: 78.4354,
  }),
  destination({
    name: 'Kausani',
    slug: 'kausani',
    state: 'Uttarakhand',
    city: 'Kausani',
    tagline: 'A 300 km window on the Himalaya',
    short: 'A Kumaon village with a panoramic view from Trishul to Panchachuli, tea gardens and the Anasakti ashram.',
    paragraphs: [
      'Gandhi spent two weeks in Kausani in 1929 and called it the Switzerland of India. From its ridge at about 1,890 m the peaks of Trishul, Nanda Devi and Panchachuli glow at sunrise.',
      'Tea estates, the Baijnath temples and the village walks of the Katyur valley make it a slow, restful stay.',
    ],
    best: 'October to June',
    lat: 29.843,
    lng: 79.604,
  }),
  destination({
    name: 'Srinagar',
    slug: 'srinagar',
    state: 'Jammu and Kashmir',
    city: 'Srinagar',
    tagline: 'Houseboats, shikaras and Mughal gardens',
    short:
      'Dal Lake houseboats, Mughal gardens and the wooden shrines of the old city make Srinagar unlike anywhere else.',
    paragraphs: [
      'Srinagar spreads around Dal and Nigeen lakes at about 1,585 m. A night on a carved cedar houseboat and a dawn shikara ride to the floating vegetable market are the classic experiences.',
      'The Mughal gardens of Nishat, Shalimar and Chashme Shahi step down to the lake, and the old city has the Jamia Masjid, the Shah-e-Hamadan shrine and papier-mâché workshops.',
    ],
    best: 'April to October; tulips in early April',
    lat: 34.0837,
    lng: 74.7973,
    featured: true,
  }),
  destination({
    name: 'Gulmarg',
    slug: 'gulmarg',
    state: 'Jammu and Kashmir',
    city: 'Gulmarg',
    tagline: 'Meadow of flowers, slope of powder',
    short: 'A high meadow with one of the world\u2019s highest gondolas and Asia\u2019s best powder skiing.',
    paragraphs: [
      'Gulmarg\u2019s bowl of meadows at about 2,650 m is ringed by the Pir Panjal. The two-stage Gondola climbs to Kongdori and then near the summit of Apharwat at around 3,950 m.',
      'From December to March it is a ski resort with deep powder; in summer the meadows fill with flowers, golfers and walkers heading to Alpather lake.',
    ],
    best: 'December to March for snow; May to September for meadows',
    lat: 34.0484,
    lng: 74.3805,
  }),
  destination({
    name: 'Pahalgam',
    slug: 'pahalgam',
    state: 'Jammu and Kashmir',
    city: 'Pahalgam',
    tagline: 'Valley of shepherds on the Lidder',
    short:
      'Pine forests, the Lidder river and side valleys of Aru, Betaab and Chandanwari, starting point of Tarsar Marsar.',
    paragraphs: [
      'Pahalgam sits at about 2,740 m where the East and West Lidder rivers meet. Pony trails lead to Baisaran meadow and the villages of Aru, while Betaab valley and Chandanwari follow the river east.',
      'It is the base camp of the Amarnath yatra in July and August and the start of the Tarsar Marsar trek.',
    ],
    best: 'April to October',
    lat: 34.0161,
    lng: 75.315,
  }),
  destination({
    name: 'Sonamarg',
    slug: 'sonamarg',
    state: 'Jammu and Kashmir',
    city: 'Sonamarg',
    tagline: 'Meadow of gold below the Zoji La',
    short:
      'A glacier-fed meadow on the Sindh river, the last stop before the Zoji La and the start of the Kashmir Great Lakes trek.',
    paragraphs: [
      'Sonamarg lies at about 2,740 m on the Srinagar-Leh highway. Ponies carry visitors to the Thajiwas glacier, and the Sindh river runs fast and clear through the valley.',
      'The Kashmir Great Lakes trek begins at Shitkadi near Sonamarg and crosses into a world of alpine lakes before finishing at Naranag.',
    ],
    best: 'May to October',
    lat: 34.3032,
    lng: 75.2915,
  }),
  destination({
    name: 'Leh',
    slug: 'leh',
    state: 'Ladakh',
    city: 'Leh',
    tagline: 'The high capital of Ladakh',
    short:
      'A mud-brick palace, whitewashed stupas and some of the highest motorable passes on Earth around a town at 3,500 m.',
    paragraphs: [
      'Leh grew as a stop on the caravan routes between Tibet, Kashmir and Central Asia. The nine-storey Leh Palace and the Namgyal Tsemo gompa look over the old town and the Indus valley.',
      'Thiksey, Hemis and Shey monasteries line the Indus, and the roads to Khardung La, Pangong Tso and Tso Moriri make Leh the base for every Ladakh journey. Two days of rest at altitude are essential on arrival.',
    ],
    best: 'May to September; January and February for the Chadar',
    lat: 34.1526,
    lng: 77.5771,
    featured: true,
  }),
  destination({
    name: 'Nubra Valley',
    slug: 'nubra-valley',
    state: 'Ladakh',
    city: 'Diskit',
    tagline: 'Sand dunes and Bactrian camels beyond Khardung La',
    short:
      'Across Khardung La, the Shyok and Nubra rivers open into a valley of dunes, orchards and the Maitreya of Diskit.',
    paragraphs: [
      'Nubra lies at about 3,100 m, lower and warmer than Leh. Diskit monastery and its 32 m Maitreya Buddha overlook the valley, and Hunder has white sand dunes and double-humped Bactrian camels.',
      'Turtuk, a Balti village opened to visitors in 2010, is known for apricots and stone-walled lanes a few kilometres from the Line of Control.',
    ],
    best: 'May to September',
    lat: 34.5514,
    lng: 77.5532,
  }),
  destination({
    name: 'Darjeeling',
    slug: 'darjeeling',
    state: 'West Bengal',
    city: 'Darjeeling',
    tagline: 'Tea, toy trains and Kanchenjunga',
    short: 'Tea gardens, the Darjeeling Himalayan Railway and sunrise on Kanchenjunga from Tiger Hill.',
    paragraphs: [
      'Darjeeling sits on a ridge at about 2,040 m facing Kanchenjunga, the third-highest mountain in the world. Dawn at Tiger Hill and a ride on the UNESCO-listed toy train to Ghum are the classics.',
      'Tea estates such as Happy Valley offer tastings, and the Singalila ridge and Sandakphu trek give views of four of the five highest peaks on Earth.',
    ],
    best: 'March to May and October to December',
    lat: 27.041,
    lng: 88.2663,
    featured: true,
  }),
  destination({
    name: 'Gangtok',
    slug: 'gangtok',
    state: 'Sikkim',
    city: 'Gangtok',
    tagline: 'Clean streets, monasteries and the road to North Sikkim',
    short:
      'Sikkim\u2019s tidy capital, with MG Marg, Rumtek and Enchey monasteries and permits for Tsomgo Lake and North Sikkim.',
    paragraphs: [
      'Gangtok spreads along a ridge at about 1,650 m. MG Marg is a pedestrian boulevard of cafés, and the ropeway gives a view over the town to Kanchenjunga.',
      'Tsomgo Lake and Nathu La lie to the east; to the north, Lachung, Yumthang valley and Gurudongmar Lake need permits that local operators arrange.',
    ],
    best: 'March to June and October to December',
    lat: 27.3314,
    lng: 88.6138,
  }),
  destination({
    name: 'Pelling',
    slug: 'pelling',
    state: 'Sikkim',
    city: 'Pelling',
    tagline: 'Kanchenjunga at arm\u2019s length',
    short:
      'A West Sikkim village facing Kanchenjunga, with Pemayangtse monastery, the Rabdentse ruins and the Yuksom trailhead.',
    paragraphs: [
      'Pelling, at about 2,100 m, has some of the closest views of Kanchenjunga. Pemayangtse monastery and the ruins of Rabdentse, Sikkim\u2019s second capital, are a short walk away.',
      'Khecheopalri Lake is sacred to Buddhists and Hindus, and Yuksom, the first capital, is the start of the Goecha La trek into Kanchenjunga National Park.',
    ],
    best: 'March to May and October to December',
    lat: 27.3167,
    lng: 88.24,
  }),
  destination({
    name: 'Tawang',
    slug: 'tawang',
    state: 'Arunachal Pradesh',
    city: 'Tawang',
    tagline: 'Monpa country beyond Sela Pass',
    short: 'India\u2019s largest monastery, the 4,170 m Sela Pass and high lakes in the far west of Arunachal Pradesh.',
    paragraphs: [
      'Tawang monastery was founded in 1680-81 and is the largest in India. The town, at about 3,050 m, is the home of the Monpa people and the birthplace of the sixth Dalai Lama.',
      'The road from Bhalukpong crosses Bomdila, Dirang and the Sela Pass with its frozen lake. Inner Line Permits are required for Indian visitors and a Protected Area Permit for foreigners.',
    ],
    best: 'March to June and September to November',
    lat: 27.5861,
    lng: 91.8594,
  }),
];
