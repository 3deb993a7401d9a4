export interface DemoDestination {
  name: string;
  slug: string;
  state: string;
  city: string;
  latitude: number;
  longitude: number;
  bestTimeToVisit: string;
  tagline: string;
  shortDescription: string;
  /** Two paragraphs specific to the place. */
  story: [string, string];
  isFeatured: boolean;
  /** What visitors do there: used for itineraries and highlights. */
  activities: string[];
}

export const DEMO_DESTINATIONS: DemoDestination[] = [
  {
    name: 'Shimla', slug: 'shimla', state: 'Himachal Pradesh', city: 'Shimla', latitude: 31.1048, longitude: 77.1734,
    bestTimeToVisit: 'March to June, December to February for snow', tagline: 'Queen of the Hills', isFeatured: true,
    shortDescription: 'The old summer capital of British India, strung along a ridge of deodar forest.',
    story: [
      'Shimla spreads across seven hills at 2,200 m, its Mall Road and Ridge lined with neo-Gothic churches, Tudor facades and busy tea houses. The Kalka-Shimla toy train, a UNESCO World Heritage line, climbs here through 102 tunnels.',
      'Beyond the town lie apple orchards, the forests of Mashobra and Naldehra, and the snow slopes of Kufri, making Shimla an easy base for families and first-time visitors to the Himalaya.',
    ],
    activities: ['Walk the Mall Road and the Ridge', 'Ride the Kalka-Shimla toy train', 'Hike to Jakhu Temple', 'Day trip to Kufri and Mashobra', 'Visit the Viceregal Lodge', 'Apple orchard walk in Kotgarh'],
  },
  {
    name: 'Manali', slug: 'manali', state: 'Himachal Pradesh', city: 'Manali', latitude: 32.2432, longitude: 77.1892,
    bestTimeToVisit: 'March to June, September to November', tagline: 'Gateway to the high passes', isFeatured: true,
    shortDescription: 'A valley town on the Beas river, between cedar forests and the road to Ladakh.',
    story: [
      'Manali sits at 2,050 m at the head of the Kullu valley, where the Beas river rushes past apple orchards, old wooden temples and the cafes of Old Manali. The Hadimba temple stands in a grove of giant deodars.',
      'It is the starting point for Solang Valley, the Atal Tunnel to Lahaul, Rohtang Pass and many of the best treks in Himachal, from Hampta Pass to Bhrigu Lake.',
    ],
    activities: ['Visit Hadimba Temple and Old Manali', 'Paragliding in Solang Valley', 'Drive through the Atal Tunnel to Sissu', 'Rafting on the Beas at Kullu', 'Soak in the Vashisht hot springs', 'Snow day at Rohtang Pass'],
  },
  {
    name: 'Dharamshala', slug: 'dharamshala', state: 'Himachal Pradesh', city: 'McLeod Ganj', latitude: 32.219, longitude: 76.3234,
    bestTimeToVisit: 'March to June, September to December', tagline: 'Little Lhasa under the Dhauladhar', isFeatured: true,
    shortDescription: 'Home of the Dalai Lama and the Tibetan community in exile, below a wall of snow peaks.',
    story: [
      'McLeod Ganj, above Dharamshala at 2,080 m, is the seat of the Tibetan government in exile. Prayer flags, monasteries and momo stalls line its lanes, and the Tsuglagkhang complex draws pilgrims from around the world.',
      'The Dhauladhar range rises straight behind the town: Triund ridge is a day hike away, and the Kangra valley below holds tea gardens, the cricket stadium and the Norbulingka institute.',
    ],
    activities: ['Visit the Tsuglagkhang complex', 'Hike to Triund ridge', 'Walk to Bhagsu waterfall', 'Tour the Norbulingka Institute', 'Tea garden walk in Kangra', 'Tibetan cooking class'],
  },
  {
    name: 'Kasol', slug: 'kasol', state: 'Himachal Pradesh', city: 'Kasol', latitude: 32.01, longitude: 77.315,
    bestTimeToVisit: 'March to June, September to November', tagline: 'Riverside village of the Parvati valley', isFeatured: false,
    shortDescription: 'Pine forests, a roaring river and the villages of the Parvati valley.',
    story: [
      'Kasol lies at 1,580 m on the banks of the Parvati river, a small village of guesthouses and cafes under tall pines. It is the base for walks to Chalal, Tosh and the hot springs of Manikaran.',
      'Further up the valley, the trail to Kheerganga climbs to a meadow with a hot spring pool at 2,950 m, a favourite first trek for many travellers.',
    ],
    activities: ['Riverside walk to Chalal', 'Visit the Manikaran gurudwara and hot springs', 'Day hike to Tosh village', 'Trek to Kheerganga', 'Cafe hopping in Kasol'],
  },
  {
    name: 'Spiti Valley', slug: 'spiti-valley', state: 'Himachal Pradesh', city: 'Kaza', latitude: 32.2276, longitude: 78.0713,
    bestTimeToVisit: 'June to October', tagline: 'The middle land between Tibet and India', isFeatured: true,
    shortDescription: 'A cold desert of thousand-year-old monasteries and villages at 4,000 m.',
    story: [
      'Spiti is a high-altitude desert valley where whitewashed villages cling to cliffs above the Spiti river. Key and Tabo monasteries have watched over it for a thousand years; Tabo was founded in 996.',
      'Kaza, the main town at 3,800 m, is the base for Langza fossil village, Hikkim and its post office, Komic and the turquoise lake of Chandratal across Kunzum La.',
    ],
    activities: ['Visit Key Monastery', 'Fossil hunting in Langza', 'Send a postcard from Hikkim', 'Camp at Chandratal lake', 'Explore the thousand-year-old Tabo Monastery', 'Stargazing in Komic'],
  },
  {
    name: 'Kullu', slug: 'kullu', state: 'Himachal Pradesh', city: 'Kullu', latitude: 31.9592, longitude: 77.1089,
    bestTimeToVisit: 'March to June, October for Dussehra', tagline: 'Valley of the gods', isFeatured: false,
    shortDescription: 'The wide Beas valley of shawl weavers, apple orchards and river rafting.',
    story: [
      'Kullu is famous for its hand-woven shawls, its apple orchards and its Dussehra festival, when village deities are carried into town in procession. The Beas river here is the best rafting stretch in Himachal.',
      'Naggar castle, once the seat of the Kullu kings, looks over the valley, and the Great Himalayan National Park, a UNESCO site, begins just to the south.',
    ],
    activities: ['Rafting on the Beas', 'Visit Naggar Castle and the Roerich estate', 'Shawl weaving workshop', 'Walk in the Great Himalayan National Park', 'Apple orchard stay'],
  },
  {
    name: 'Dalhousie', slug: 'dalhousie', state: 'Himachal Pradesh', city: 'Dalhousie', latitude: 32.5387, longitude: 75.9711,
    bestTimeToVisit: 'March to June, October to November', tagline: 'Colonial calm on five hills', isFeatured: false,
    shortDescription: 'A quiet hill station of churches and pine walks, near the meadows of Khajjiar.',
    story: [
      'Dalhousie was built in the 1850s across five hills, and keeps its Scottish churches, long pine walks and views of the Pir Panjal range.',
      'Twenty kilometres away, the saucer-shaped meadow of Khajjiar, ringed by deodars around a small lake, is often called the Switzerland of India.',
    ],
    activities: ['Walk the Gandhi Chowk loops', 'Day trip to Khajjiar meadow', 'Visit Kalatop wildlife sanctuary', 'Panchpula waterfalls walk'],
  },
  {
    name: 'Nainital', slug: 'nainital', state: 'Uttarakhand', city: 'Nainital', latitude: 29.3919, longitude: 79.4542,
    bestTimeToVisit: 'March to June, September to November', tagline: 'Lake town of Kumaon', isFeatured: true,
    shortDescription: 'An emerald lake ringed by hills, boathouses and the Mall Road.',
    story: [
      'Nainital wraps around the pear-shaped Naini lake at 2,080 m. Rowing and yachting on the lake, the Naina Devi temple and the ropeway to Snow View are its classic pleasures.',
      'The Kumaon lake district around it includes Bhimtal, Sattal and Naukuchiatal, quieter waters surrounded by oak forest and birdlife.',
    ],
    activities: ['Boating on Naini lake', 'Ropeway to Snow View point', 'Visit Bhimtal and Sattal lakes', 'Sunrise at Tiffin Top', 'Birdwatching at Pangot'],
  },
  {
    name: 'Mussoorie', slug: 'mussoorie', state: 'Uttarakhand', city: 'Mussoorie', latitude: 30.4598, longitude: 78.0644,
    bestTimeToVisit: 'March to June, September to November', tagline: 'Queen of the Hills of Garhwal', isFeatured: false,
    shortDescription: 'A ridge-top town above Dehradun with views to the Bandarpunch peaks.',
    story: [
      'Mussoorie stretches along a ridge at 2,000 m, with Landour, its quiet cantonment, at the eastern end. Writers, bakeries and old cottages give Landour a charm of its own.',
      'On clear winter days the Gangotri and Bandarpunch peaks line the northern horizon, and Kempty Falls and Dhanaulti are short drives away.',
    ],
    activities: ['Walk the Landour loop', 'Visit Kempty Falls', 'Gun Hill ropeway at sunset', 'Day trip to Dhanaulti'],
  },
  {
    name: 'Rishikesh', slug: 'rishikesh', state: 'Uttarakhand', city: 'Rishikesh', latitude: 30.0869, longitude: 78.2676,
    bestTimeToVisit: 'September to November, February to May', tagline: 'Yoga capital on the Ganga', isFeatured: true,
    shortDescription: 'Ashrams, river beaches and white-water rafting where the Ganga leaves the mountains.',
    story: [
      'Rishikesh sits where the Ganga emerges from the Himalayan foothills. Its suspension bridges, ashrams and evening aarti at Triveni Ghat draw pilgrims and yoga students year round.',
      'Upstream, the river runs through rapids with names like Roller Coaster and Golf Course, and white sand beaches at Shivpuri make perfect riverside camps.',
    ],
    activities: ['White-water rafting from Shivpuri', 'Evening Ganga aarti at Triveni Ghat', 'Morning yoga session', 'Riverside beach camping', 'Walk across Ram Jhula and Lakshman Jhula'],
  },
  {
    name: 'Auli', slug: 'auli', state: 'Uttarakhand', city: 'Joshimath', latitude: 30.5281, longitude: 79.5697,
    bestTimeToVisit: 'December to March for skiing, April to June for meadows', tagline: 'Ski slopes facing Nanda Devi', isFeatured: false,
    shortDescription: 'Oak-fringed slopes and India\u2019s longest cable car, facing Nanda Devi.',
    story: [
      'Auli is a ski resort at 2,800 m above Joshimath, reached by one of the longest cable cars in Asia. In winter its slopes host ski courses; in summer they turn into green meadows.',
      'The view across to Nanda Devi, Kamet and Dronagiri is among the finest in the Garhwal Himalaya, and the Kuari Pass trail begins nearby.',
    ],
    activities: ['Ski course on the Auli slopes', 'Ride the Joshimath-Auli cable car', 'Walk to Gorson Bugyal', 'Visit the artificial lake and Chattrakund'],
  },
  {
    name: 'Kedarnath', slug: 'kedarnath', state: 'Uttarakhand', city: 'Kedarnath', latitude: 30.7352, longitude: 79.0669,
    bestTimeToVisit: 'May to June, September to October', tagline: 'Shrine in the high Mandakini valley', isFeatured: false,
    shortDescription: 'One of the twelve jyotirlingas, reached on foot from Gaurikund.',
    story: [
      'The stone temple of Kedarnath stands at 3,583 m below the Kedarnath peak, reached by a 16 km trail from Gaurikund. It opens only from late April to November.',
      'The pilgrimage is part of the Char Dham circuit, and the walk up the Mandakini valley passes waterfalls, meadows and the Bhairavnath temple above the shrine.',
    ],
    activities: ['Walk from Gaurikund to Kedarnath', 'Evening aarti at the temple', 'Hike to Bhairavnath temple', 'Visit Guptkashi and Triyuginarayan'],
  },
  {
    name: 'Gulmarg', slug: 'gulmarg', state: 'Jammu and Kashmir', city: 'Gulmarg', latitude: 34.0484, longitude: 74.3805,
    bestTimeToVisit: 'December to March for snow, May to September for meadows', tagline: 'Meadow of flowers, slopes of snow', isFeatured: true,
    shortDescription: 'A high meadow with the Gulmarg Gondola, one of the world\u2019s highest cable cars.',
    story: [
      'Gulmarg is a cup-shaped meadow at 2,650 m in the Pir Panjal range. Its gondola rises in two stages to Apharwat at 3,980 m, serving some of Asia\u2019s best powder skiing.',
      'In summer the meadow fills with wildflowers, golfers and pony riders, and walks lead to Alpather lake and the Khilanmarg meadow.',
    ],
    activities: ['Ride the Gulmarg Gondola to Apharwat', 'Skiing or snowboarding lesson', 'Pony ride to Khilanmarg', 'Walk to Alpather lake'],
  },
  {
    name: 'Pahalgam', slug: 'pahalgam', state: 'Jammu and Kashmir', city: 'Pahalgam', latitude: 34.0161, longitude: 75.315,
    bestTimeToVisit: 'April to October', tagline: 'Valley of shepherds', isFeatured: false,
    shortDescription: 'Pine valleys along the Lidder river, base for Aru, Betaab and Chandanwari.',
    story: [
      'Pahalgam lies at 2,740 m where the East and West Lidder rivers meet. Aru, Betaab and Baisaran valleys open off it, meadows of pine and pasture grazed by Gujjar and Bakarwal shepherds.',
      'It is also the starting point of the Amarnath Yatra and of the Kolahoi glacier and Tarsar Marsar treks.',
    ],
    activities: ['Day trip to Aru and Betaab valleys', 'Pony ride to Baisaran', 'Trout fishing on the Lidder', 'Walk to Chandanwari'],
  },
  {
    name: 'Srinagar', slug: 'srinagar', state: 'Jammu and Kashmir', city: 'Srinagar', latitude: 34.0837, longitude: 74.7973,
    bestTimeToVisit: 'April to October', tagline: 'Houseboats on Dal lake', isFeatured: false,
    shortDescription: 'Houseboats, shikaras and Mughal gardens on the lakes of the Kashmir valley.',
    story: [
      'Srinagar is built around Dal and Nigeen lakes, where carved cedar houseboats and floating vegetable markets have been part of life for over a century.',
      'The Mughal gardens of Nishat, Shalimar and Chashme Shahi climb the hillsides in terraces, and the old city keeps its wooden mosques and papier-mache workshops.',
    ],
    activities: ['Stay on a Dal lake houseboat', 'Sunrise shikara ride to the floating market', 'Visit the Mughal gardens', 'Walk the old city and Jamia Masjid'],
  },
  {
    name: 'Leh', slug: 'leh', state: 'Ladakh', city: 'Leh', latitude: 34.1526, longitude: 77.5771,
    bestTimeToVisit: 'May to September; January to February for Chadar', tagline: 'Land of high passes', isFeatured: true,
    shortDescription: 'A high desert capital of monasteries, at 3,500 m beside the Indus.',
    story: [
      'Leh, at 3,500 m, is the capital of Ladakh, with a nine-storey palace above the old town and monasteries such as Thiksey, Hemis and Shey in the Indus valley around it.',
      'From here roads climb to Khardung La, Chang La and the lakes of Pangong and Tso Moriri, and trails lead into the Markha valley and the frozen Zanskar river.',
    ],
    activities: ['Acclimatise with a walk to Shanti Stupa', 'Visit Thiksey and Hemis monasteries', 'Drive over Chang La to Pangong Tso', 'Cross Khardung La', 'Rafting on the Indus at Nimmu'],
  },
  {
    name: 'Nubra Valley', slug: 'nubra-valley', state: 'Ladakh', city: 'Diskit', latitude: 34.6863, longitude: 77.5673,
    bestTimeToVisit: 'June to September', tagline: 'Sand dunes beyond Khardung La', isFeatured: false,
    shortDescription: 'Sand dunes, double-humped camels and the Diskit monastery on the Shyok river.',
    story: [
      'Nubra lies north of Leh over Khardung La, where the Shyok and Nubra rivers meet in a wide valley of sand dunes and apricot orchards.',
      'At Hunder, double-humped Bactrian camels descended from Silk Road caravans graze the dunes, and the giant Maitreya Buddha of Diskit monastery looks down the valley.',
    ],
    activities: ['Camel safari on the Hunder dunes', 'Visit the Diskit monastery', 'Drive to Turtuk village', 'Hot springs at Panamik'],
  },
  {
    name: 'Darjeeling', slug: 'darjeeling', state: 'West Bengal', city: 'Darjeeling', latitude: 27.041, longitude: 88.2663,
    bestTimeToVisit: 'March to May, October to December', tagline: 'Tea gardens facing Kanchenjunga', isFeatured: true,
    shortDescription: 'Tea estates, the toy train and sunrise over Kanchenjunga from Tiger Hill.',
    story: [
      'Darjeeling spreads along a ridge at 2,040 m among the tea estates that made its name. The Darjeeling Himalayan Railway, a UNESCO site, still loops through Batasia.',
      'From Tiger Hill at dawn, Kanchenjunga turns pink and, on clear days, Everest shows on the horizon. The Singalila ridge and Sandakphu trek begin nearby.',
    ],
    activities: ['Sunrise at Tiger Hill', 'Ride the Darjeeling toy train', 'Tea estate tour and tasting', 'Visit the Himalayan Mountaineering Institute', 'Walk the Chowrasta and Mall'],
  },
  {
    name: 'Gangtok', slug: 'gangtok', state: 'Sikkim', city: 'Gangtok', latitude: 27.3389, longitude: 88.6065,
    bestTimeToVisit: 'March to May, October to December', tagline: 'Clean capital of the monasteries', isFeatured: false,
    shortDescription: 'Sikkim\u2019s tidy capital, base for Tsomgo lake and Nathu La.',
    story: [
      'Gangtok climbs a ridge at 1,650 m, its pedestrian MG Marg lined with cafes and its hills dotted with monasteries such as Rumtek and Enchey.',
      'High-altitude excursions lead to the glacial Tsomgo lake, Baba Mandir and the Nathu La pass on the old trade route to Tibet, and north to Lachung and the Yumthang valley.',
    ],
    activities: ['Visit Rumtek Monastery', 'Day trip to Tsomgo lake and Nathu La', 'Ropeway over Gangtok', 'Drive to Lachung and Yumthang valley'],
  },
  {
    name: 'Pelling', slug: 'pelling', state: 'Sikkim', city: 'Pelling', latitude: 27.3003, longitude: 88.2365,
    bestTimeToVisit: 'March to May, October to December', tagline: 'Front-row seat to Kanchenjunga', isFeatured: false,
    shortDescription: 'Monasteries, waterfalls and close views of Kanchenjunga in West Sikkim.',
    story: [
      'Pelling, at 2,150 m in West Sikkim, looks straight across at Kanchenjunga. The Pemayangtse monastery and the ruins of Rabdentse, the old royal capital, are close by.',
      'The new skywalk at Chenrezig statue, Khecheopalri lake and Kanchenjunga falls make easy excursions, and Yuksom, start of the Goecha La trek, is two hours away.',
    ],
    activities: ['Visit Pemayangtse Monastery', 'Walk the Pelling skywalk', 'Visit Khecheopalri lake', 'Explore the Rabdentse ruins'],
  },
  {
    name: 'Tawang', slug: 'tawang', state: 'Arunachal Pradesh', city: 'Tawang', latitude: 27.5859, longitude: 91.8594,
    bestTimeToVisit: 'March to June, September to October', tagline: 'Monastery town of the eastern Himalaya', isFeatured: false,
    shortDescription: 'India\u2019s largest monastery above a valley reached over Sela Pass.',
    story: [
      'Tawang, at 3,050 m, is home to the seventeenth-century Tawang monastery, the largest in India. The drive in crosses Sela Pass at 4,170 m and its frozen lake.',
      'Around the town lie the Madhuri (Sangetsar) lake, the Bumla pass on the border and Monpa villages known for handmade paper and carpets.',
    ],
    activities: ['Visit Tawang Monastery', 'Cross Sela Pass and its lake', 'Day trip to Madhuri lake', 'Visit a Monpa paper-making village'],
  },
  {
    name: 'Uttarkashi', slug: 'uttarkashi', state: 'Uttarakhand', city: 'Uttarkashi', latitude: 30.7268, longitude: 78.4354,
    bestTimeToVisit: 'April to June, September to November; December to March for snow treks', tagline: 'Trailhead of the Garhwal treks', isFeatured: false,
    shortDescription: 'Temple town on the Bhagirathi and base for Dayara, Kedarkantha and Har Ki Dun.',
    story: [
      'Uttarkashi lies on the Bhagirathi river on the road to Gangotri. The Vishwanath temple and the Nehru Institute of Mountaineering make it a place of pilgrims and climbers alike.',
      'Villages like Raithal, Sankri and Sari are the starting points of the best beginner and winter treks in the Garhwal Himalaya.',
    ],
    activities: ['Visit the Kashi Vishwanath temple', 'Drive to Gangotri', 'Village walk in Raithal', 'Visit the Nehru Institute of Mountaineering'],
  },
];
