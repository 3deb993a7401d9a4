import type { DifficultyLevel } from '@trails/contracts';

/** One day on the trail: where the night is spent, its altitude (m) and the distance walked (km). */
export type TrekDay = [title: string, altitudeM: number, distanceKm: number];

export interface DemoTrek {
  title: string;
  destination: string;
  difficulty: DifficultyLevel;
  grade: string;
  maxAltitudeM: number;
  price: number;
  originalPrice: number | null;
  bestTime: string;
  maxGroupSize: number;
  featured: boolean;
  shortDescription: string;
  description: string;
  highlights: string[];
  days: TrekDay[];
}

export const DEMO_TREKS: DemoTrek[] = [
  {
    title: 'Hampta Pass Trek', destination: 'manali', difficulty: 'moderate', grade: 'Grade II', maxAltitudeM: 4270, price: 14500, originalPrice: 16500,
    bestTime: 'June to September', maxGroupSize: 15, featured: true,
    shortDescription: 'Cross from the green Kullu valley into the barren moonscape of Lahaul.',
    description: 'Few treks change scenery as suddenly as Hampta Pass. You walk through pine and maple forest and flowered meadows on the Kullu side, then cross the pass at 4,270 m into the stark, sun-bleached valleys of Lahaul.\n\nThe trek ends with a drive to Chandratal lake when the road is open. It is an ideal first crossing of a high pass for fit beginners.',
    highlights: ['The sudden change from green Kullu to desert Lahaul', 'Camps at Jwara and Balu ka Ghera meadows', 'Optional visit to Chandratal lake', 'River crossings below the pass'],
    days: [['Drive Manali to Jobra, walk to Chika', 3100, 3], ['Chika to Balu ka Ghera', 3600, 9], ['Cross Hampta Pass to Shea Goru', 3900, 10], ['Shea Goru to Chatru, drive to Chandratal', 4300, 8], ['Drive Chandratal to Manali', 2050, 0]],
  },
  {
    title: 'Triund Trek', destination: 'dharamshala', difficulty: 'easy', grade: 'Grade I', maxAltitudeM: 2875, price: 3500, originalPrice: null,
    bestTime: 'March to June, September to December', maxGroupSize: 20, featured: true,
    shortDescription: 'A short ridge walk above McLeod Ganj with the Dhauladhar wall in front.',
    description: 'Triund is the classic weekend trek of Dharamshala: a 9 km climb through oak and rhododendron forest to a grassy ridge at 2,875 m, with the Dhauladhar range close enough to touch and the Kangra valley spread below.\n\nWe camp on the ridge for sunset and sunrise, with an optional walk to Laka glacier snowline.',
    highlights: ['Sunset over the Kangra valley', 'Night under the Dhauladhar', 'Optional walk to the Laka snowline'],
    days: [['McLeod Ganj to Triund ridge', 2875, 9], ['Sunrise, optional Laka snowline, descend to McLeod Ganj', 2080, 13]],
  },
  {
    title: 'Kedarkantha Winter Trek', destination: 'uttarkashi', difficulty: 'moderate', grade: 'Grade II', maxAltitudeM: 3810, price: 11500, originalPrice: 13500,
    bestTime: 'December to April', maxGroupSize: 18, featured: true,
    shortDescription: 'India\u2019s favourite snow trek, to a summit with a 360-degree view of Garhwal peaks.',
    description: 'Kedarkantha rises from the village of Sankri through pine forests to Juda ka Talab, a frozen lake in winter, and a summit at 3,810 m reached in the dark for sunrise over Swargarohini, Bandarpunch and Black Peak.\n\nSnow from December to March makes it the best winter trek for beginners with good fitness.',
    highlights: ['Summit sunrise over Swargarohini and Bandarpunch', 'Frozen Juda ka Talab', 'Snow camps among pines', 'Village life in Sankri'],
    days: [['Drive Dehradun to Sankri', 1950, 0], ['Sankri to Juda ka Talab', 2775, 4], ['Juda ka Talab to Kedarkantha base', 3430, 4], ['Summit Kedarkantha, descend to Hargaon', 3810, 6], ['Hargaon to Sankri', 1950, 6], ['Drive Sankri to Dehradun', 640, 0]],
  },
  {
    title: 'Har Ki Dun Valley Trek', destination: 'uttarkashi', difficulty: 'moderate', grade: 'Grade II', maxAltitudeM: 3566, price: 13500, originalPrice: null,
    bestTime: 'April to June, September to December', maxGroupSize: 16, featured: false,
    shortDescription: 'A cradle-shaped valley below Swargarohini, through ancient villages of Osla and Seema.',
    description: 'Har Ki Dun, the valley of the gods, is walked through the old wooden villages of Osla and Gangaad along the Tons river, to meadows below Swargarohini and Hata peaks.\n\nThe trail is gentle but long, with seven days in the Govind wildlife sanctuary.',
    highlights: ['Thousand-year-old villages of Osla and Gangaad', 'Meadows below Swargarohini', 'Optional walk to Maninda Tal'],
    days: [['Drive Dehradun to Sankri', 1950, 0], ['Drive to Taluka, walk to Pauni Garaat', 2500, 11], ['Pauni Garaat to Kalkattiyadhaar', 2960, 7], ['Kalkattiyadhaar to Har Ki Dun and back', 3566, 10], ['Kalkattiyadhaar to Pauni Garaat', 2500, 7], ['Pauni Garaat to Taluka, drive to Sankri', 1950, 11], ['Drive Sankri to Dehradun', 640, 0]],
  },
  {
    title: 'Roopkund Trek', destination: 'kedarnath', difficulty: 'difficult', grade: 'Grade III', maxAltitudeM: 5029, price: 21500, originalPrice: 24000,
    bestTime: 'May to June, September to October', maxGroupSize: 14, featured: true,
    shortDescription: 'The mystery lake of skeletons, via the largest high meadows of Garhwal.',
    description: 'Roopkund is a glacial lake at 5,029 m known for the ancient skeletons found around it. The route crosses Ali and Bedni bugyals, among the finest high meadows in the Himalaya, with Trishul and Nanda Ghunti rising above.\n\nSteep final climbs and long days at altitude make it a trek for experienced walkers.',
    highlights: ['Ali and Bedni bugyals', 'Close views of Trishul and Nanda Ghunti', 'The skeleton lake at 5,029 m', 'Junargali ridge'],
    days: [['Drive Kathgodam to Lohajung', 2350, 0], ['Lohajung to Didna', 2450, 7], ['Didna to Ali Bugyal', 3400, 8], ['Ali Bugyal to Ghora Lotani via Bedni', 3800, 8], ['Ghora Lotani to Bhagwabasa', 4350, 5], ['Bhagwabasa to Roopkund and Junargali, back to Patar Nachauni', 5029, 14], ['Patar Nachauni to Lohajung', 2350, 13], ['Drive Lohajung to Kathgodam', 550, 0]],
  },
  {
    title: 'Valley of Flowers and Hemkund Sahib', destination: 'auli', difficulty: 'moderate', grade: 'Grade II', maxAltitudeM: 4329, price: 15500, originalPrice: null,
    bestTime: 'July to September', maxGroupSize: 18, featured: true,
    shortDescription: 'A UNESCO valley of over 500 wildflower species and a glacial lake shrine.',
    description: 'In the monsoon the Valley of Flowers, a UNESCO World Heritage site, blooms with blue poppies, cobra lilies and primulas along the Pushpawati river.\n\nThe trek also climbs to Hemkund Sahib, a Sikh shrine beside a glacial lake at 4,329 m.',
    highlights: ['Over 500 species of wildflowers', 'Hemkund Sahib lake at 4,329 m', 'Village of Mana near Badrinath'],
    days: [['Drive Rishikesh to Govindghat', 1800, 0], ['Govindghat to Ghangaria', 3050, 10], ['Ghangaria to the Valley of Flowers and back', 3658, 10], ['Ghangaria to Hemkund Sahib and back', 4329, 12], ['Ghangaria to Govindghat, drive to Joshimath', 1875, 10], ['Drive Joshimath to Rishikesh', 372, 0]],
  },
  {
    title: 'Kuari Pass Trek', destination: 'auli', difficulty: 'moderate', grade: 'Grade II', maxAltitudeM: 3876, price: 12500, originalPrice: 14000,
    bestTime: 'March to June, September to December', maxGroupSize: 16, featured: false,
    shortDescription: 'Lord Curzon\u2019s trail with views of Nanda Devi, Dronagiri and Kamet.',
    description: 'The Kuari Pass, walked by Lord Curzon in 1905, opens one of the widest panoramas in the Garhwal Himalaya: Nanda Devi, Dronagiri, Hathi Ghoda and Kamet.\n\nThe trail passes oak forests, the meadows of Gorson and Tali, and ends at Auli.',
    highlights: ['Panorama of Nanda Devi and Dronagiri', 'Oak and rhododendron forests', 'Meadows of Gorson and Tali'],
    days: [['Drive Rishikesh to Joshimath', 1875, 0], ['Drive to Dhak, walk to Gulling', 2950, 5], ['Gulling to Tali top', 3380, 6], ['Tali to Kuari Pass and Khullara', 3876, 9], ['Khullara to Auli, drive to Joshimath', 1875, 8], ['Drive Joshimath to Rishikesh', 372, 0]],
  },
  {
    title: 'Brahmatal Winter Trek', destination: 'kedarnath', difficulty: 'moderate', grade: 'Grade II', maxAltitudeM: 3734, price: 12500, originalPrice: null,
    bestTime: 'December to March', maxGroupSize: 16, featured: false,
    shortDescription: 'Frozen lakes and ridge walks facing Trishul and Nanda Ghunti.',
    description: 'Brahmatal is a winter trek through snow-laden oak forest to two frozen lakes, Bekaltal and Brahmatal, and a ridge summit facing Trishul and Nanda Ghunti at close range.',
    highlights: ['Frozen Bekaltal and Brahmatal', 'Ridge summit facing Trishul', 'Snow forest camps'],
    days: [['Drive Kathgodam to Lohajung', 2350, 0], ['Lohajung to Bekaltal', 2700, 6], ['Bekaltal to Tilandi', 3340, 5], ['Tilandi to Brahmatal top and lake', 3734, 6], ['Brahmatal to Daldum', 2700, 8], ['Daldum to Lohajung, drive to Kathgodam', 550, 6]],
  },
  {
    title: 'Chadar Frozen River Trek', destination: 'leh', difficulty: 'difficult', grade: 'Grade III', maxAltitudeM: 3390, price: 32500, originalPrice: 36000,
    bestTime: 'January to February', maxGroupSize: 12, featured: true,
    shortDescription: 'Walk on the frozen Zanskar river through a gorge in Ladakh\u2019s deep winter.',
    description: 'In January the Zanskar river freezes into a sheet of ice, the chadar, that has long been the winter route of the Zanskari people. You walk on it through a sheer gorge, sleeping in caves and riverside camps at minus 20 degrees.\n\nThe trek includes three days in Leh for acclimatisation and the mandatory medical check.',
    highlights: ['Walking on the frozen Zanskar', 'Frozen waterfall at Nerak', 'Caves and camps in the gorge', 'Acclimatisation days in Leh'],
    days: [['Arrive in Leh, rest', 3500, 0], ['Acclimatisation walk in Leh', 3500, 4], ['Medical check, rest in Leh', 3500, 0], ['Drive to Shingra Koma, walk to Somo Paldar', 3170, 4], ['Somo Paldar to Tibb cave', 3225, 14], ['Tibb to Nerak frozen waterfall', 3390, 12], ['Nerak to Tibb', 3225, 12], ['Tibb to Shingra Koma, drive to Leh', 3500, 18]],
  },
  {
    title: 'Markha Valley Trek', destination: 'leh', difficulty: 'moderate', grade: 'Grade II', maxAltitudeM: 5150, price: 24500, originalPrice: null,
    bestTime: 'June to September', maxGroupSize: 14, featured: false,
    shortDescription: 'Ladakhi villages, Hemis National Park and the Kongmaru La at 5,150 m.',
    description: 'The Markha valley is Ladakh\u2019s classic teahouse trek: through Hemis National Park and villages of whitewashed houses and barley fields, to the high pastures of Nimaling below Kang Yatse and over Kongmaru La.',
    highlights: ['Villages of Skiu and Markha', 'Nimaling pastures below Kang Yatse', 'Crossing Kongmaru La at 5,150 m'],
    days: [['Arrive in Leh, rest', 3500, 0], ['Drive to Chilling, walk to Skiu', 3400, 6], ['Skiu to Markha', 3700, 20], ['Markha to Hankar', 4000, 12], ['Hankar to Nimaling', 4700, 10], ['Cross Kongmaru La to Chokdo, drive to Leh', 5150, 14]],
  },
  {
    title: 'Goecha La Trek', destination: 'pelling', difficulty: 'difficult', grade: 'Grade III', maxAltitudeM: 4650, price: 23500, originalPrice: 26000,
    bestTime: 'April to May, October to November', maxGroupSize: 14, featured: true,
    shortDescription: 'Face the east wall of Kanchenjunga from the Goecha La viewpoint.',
    description: 'From the old royal village of Yuksom the trail climbs through rhododendron forest to the yak pastures of Dzongri and the glacial Samiti lake, and at dawn to Goecha La, where Kanchenjunga fills the sky.',
    highlights: ['Sunrise on Kanchenjunga from Goecha La', 'Dzongri top viewpoint', 'Samiti lake', 'Rhododendron forests in spring'],
    days: [['Drive Bagdogra to Yuksom', 1780, 0], ['Yuksom to Sachen', 2200, 8], ['Sachen to Tshoka', 3050, 7], ['Tshoka to Dzongri', 4020, 9], ['Dzongri to Thansing', 3930, 10], ['Thansing to Lamuney', 4180, 4], ['Lamuney to Goecha La and back to Kokchurong', 4650, 18], ['Kokchurong to Tshoka', 3050, 16], ['Tshoka to Yuksom', 1780, 16]],
  },
  {
    title: 'Sandakphu Phalut Trek', destination: 'darjeeling', difficulty: 'moderate', grade: 'Grade II', maxAltitudeM: 3636, price: 16500, originalPrice: null,
    bestTime: 'March to May, October to December', maxGroupSize: 16, featured: false,
    shortDescription: 'The Singalila ridge with four of the five highest peaks on Earth in view.',
    description: 'The Singalila ridge runs along the India-Nepal border. From Sandakphu, the highest point in West Bengal, Everest, Lhotse, Makalu and Kanchenjunga line the horizon, the famous Sleeping Buddha.',
    highlights: ['Everest, Lhotse, Makalu and Kanchenjunga in one view', 'Teahouses along the border', 'Rhododendron bloom in April'],
    days: [['Drive Bagdogra to Maneybhanjang', 2150, 0], ['Maneybhanjang to Tumling', 2970, 11], ['Tumling to Kalipokhri', 3100, 13], ['Kalipokhri to Sandakphu', 3636, 6], ['Sandakphu to Phalut', 3600, 21], ['Phalut to Gorkhey', 2400, 15], ['Gorkhey to Srikhola, drive to Darjeeling', 2040, 12]],
  },
  {
    title: 'Kashmir Great Lakes Trek', destination: 'pahalgam', difficulty: 'difficult', grade: 'Grade III', maxAltitudeM: 4200, price: 19500, originalPrice: 22000,
    bestTime: 'July to September', maxGroupSize: 15, featured: true,
    shortDescription: 'Seven alpine lakes and three passes in the meadows of Kashmir.',
    description: 'Often called the most beautiful trek in India, the Great Lakes route links Vishansar, Kishansar, Gadsar, Satsar and the twin Gangabal lakes over three passes, through meadows grazed by shepherds.',
    highlights: ['Vishansar and Kishansar twin lakes', 'Gadsar pass at 4,200 m', 'Gangabal below Mount Harmukh'],
    days: [['Drive Srinagar to Sonamarg', 2730, 0], ['Sonamarg to Nichnai', 3505, 11], ['Nichnai to Vishansar lake', 3650, 12], ['Vishansar to Gadsar via Gadsar pass', 4200, 16], ['Gadsar to Satsar', 3600, 12], ['Satsar to Gangabal twin lakes', 3570, 11], ['Gangabal to Naranag, drive to Srinagar', 1585, 15]],
  },
  {
    title: 'Tarsar Marsar Trek', destination: 'pahalgam', difficulty: 'moderate', grade: 'Grade II', maxAltitudeM: 4000, price: 17500, originalPrice: null,
    bestTime: 'July to September', maxGroupSize: 15, featured: false,
    shortDescription: 'Twin alpine lakes above the Aru valley in Kashmir.',
    description: 'From the village of Aru the trail follows the Lidder through meadows to Tarsar, an almond-shaped lake under snow slopes, then over a ridge to its twin, Marsar, often wrapped in mist.',
    highlights: ['Tarsar lake camp', 'The Sundersar and Marsar lakes', 'Lidderwat meadows'],
    days: [['Drive Srinagar to Aru', 2400, 0], ['Aru to Lidderwat', 2800, 10], ['Lidderwat to Shekwas', 3350, 7], ['Shekwas to Tarsar lake', 3800, 5], ['Tarsar to Sundersar via Tarsar pass, visit Marsar', 4000, 8], ['Sundersar to Homwas', 3400, 10], ['Homwas to Aru, drive to Srinagar', 1585, 14]],
  },
  {
    title: 'Bhrigu Lake Trek', destination: 'manali', difficulty: 'easy', grade: 'Grade I', maxAltitudeM: 4300, price: 9500, originalPrice: 11000,
    bestTime: 'May to October', maxGroupSize: 18, featured: false,
    shortDescription: 'A short climb from Gulaba to a high lake above the Kullu valley.',
    description: 'Bhrigu Lake sits at 4,300 m above Manali. The trail climbs from Gulaba through meadows to the lake in three days, with views of Hanuman Tibba and the Pir Panjal all the way.',
    highlights: ['High meadows of Rola Kholi', 'Bhrigu lake at 4,300 m', 'Views of Hanuman Tibba and Indrasan'],
    days: [['Drive Manali to Gulaba, walk to Jonker Thatch', 3350, 4], ['Jonker Thatch to Rola Kholi', 3900, 5], ['Rola Kholi to Bhrigu Lake and back', 4300, 6], ['Rola Kholi to Vashisht, drive to Manali', 2050, 9]],
  },
  {
    title: 'Beas Kund Trek', destination: 'manali', difficulty: 'easy', grade: 'Grade I', maxAltitudeM: 3690, price: 8500, originalPrice: null,
    bestTime: 'May to October', maxGroupSize: 18, featured: false,
    shortDescription: 'To the source of the Beas river below Hanuman Tibba.',
    description: 'A short trek from Solang valley to the glacial source of the Beas river, ringed by Hanuman Tibba, Shitidhar and the Seven Sisters peaks. A good introduction to camping in the high Himalaya.',
    highlights: ['Source of the Beas river', 'Bakarthach meadow camp', 'Hanuman Tibba close up'],
    days: [['Drive Manali to Solang, walk to Dhundi', 2900, 6], ['Dhundi to Bakarthach', 3300, 4], ['Bakarthach to Beas Kund and back', 3690, 6], ['Bakarthach to Solang, drive to Manali', 2050, 9]],
  },
  {
    title: 'Pin Parvati Pass Trek', destination: 'kasol', difficulty: 'difficult', grade: 'Grade IV', maxAltitudeM: 5319, price: 38500, originalPrice: 42000,
    bestTime: 'July to September', maxGroupSize: 10, featured: false,
    shortDescription: 'An expedition-style crossing from the Parvati valley into Spiti.',
    description: 'One of the great crossings of the Himalaya: from the hot springs of Kheerganga, up the Parvati valley to Mantalai lake, over glaciers to Pin Parvati Pass at 5,319 m and down into the Pin valley of Spiti.\n\nFor experienced trekkers only: glacier travel, long days and remote camps.',
    highlights: ['Kheerganga hot springs', 'Mantalai lake', 'Glacier crossing at 5,319 m', 'Descent into the Pin valley'],
    days: [['Barshaini to Kheerganga', 2950, 12], ['Kheerganga to Tunda Bhuj', 3285, 10], ['Tunda Bhuj to Thakur Kuan', 3560, 12], ['Thakur Kuan to Odi Thach', 3800, 9], ['Odi Thach to Mantalai lake', 4100, 12], ['Mantalai to base camp', 4800, 8], ['Cross Pin Parvati Pass to Pin valley camp', 5319, 14], ['Pin valley camp to Mud, drive to Kaza', 3800, 16]],
  },
  {
    title: 'Buran Ghati Trek', destination: 'shimla', difficulty: 'moderate', grade: 'Grade III', maxAltitudeM: 4578, price: 16500, originalPrice: null,
    bestTime: 'May to June, September to October', maxGroupSize: 15, featured: false,
    shortDescription: 'Meadows of Dayara and a snow-wall rappel down from the pass.',
    description: 'Buran Ghati begins in the apple country above Rohru and climbs through the vast Dayara meadows to Chandranahan lake and the pass at 4,578 m, where the descent begins with a rappel down a snow wall.',
    highlights: ['Dayara meadows', 'Chandranahan lake', 'Rappelling down the snow wall of the pass'],
    days: [['Drive Shimla to Janglik', 2900, 0], ['Janglik to Dayara', 3400, 5], ['Dayara to Litham', 3600, 5], ['Excursion to Chandranahan lake', 4260, 8], ['Litham to Dhunda', 4100, 4], ['Cross Buran Ghati to River Camp', 4578, 10], ['River Camp to Barua, drive to Shimla', 2200, 8]],
  },
  {
    title: 'Dayara Bugyal Trek', destination: 'uttarkashi', difficulty: 'easy', grade: 'Grade I', maxAltitudeM: 3745, price: 9500, originalPrice: 10500,
    bestTime: 'Year round; snow from December to March', maxGroupSize: 18, featured: false,
    shortDescription: 'One of India\u2019s largest high meadows, with Bandarpunch and Srikanth in view.',
    description: 'From the village of Raithal the trail climbs through oak forest to Dayara Bugyal, a rolling meadow at 3,400 to 3,745 m that looks across to Bandarpunch, Srikanth and the Gangotri peaks. Snow-covered in winter, green in summer.',
    highlights: ['Rolling Dayara meadows', 'Views of Bandarpunch and Srikanth', 'Village stay in Raithal'],
    days: [['Drive Dehradun to Raithal', 2150, 0], ['Raithal to Gui', 2900, 4], ['Gui to Chilapada', 3400, 5], ['Chilapada to Dayara top and back to Gui', 3745, 8], ['Gui to Raithal, drive to Dehradun', 640, 4]],
  },
  {
    title: 'Nag Tibba Weekend Trek', destination: 'mussoorie', difficulty: 'easy', grade: 'Grade I', maxAltitudeM: 3022, price: 4500, originalPrice: null,
    bestTime: 'Year round', maxGroupSize: 20, featured: false,
    shortDescription: 'The highest peak of the lower Garhwal range, an easy weekend from Mussoorie.',
    description: 'Nag Tibba, the serpent\u2019s peak, is the highest summit of the Nag Tibba range at 3,022 m. A weekend climb from Pantwari village through oak forest rewards you with views of Bandarpunch, Kedarnath and the Gangotri group.',
    highlights: ['Summit views of Bandarpunch and Kedarnath peaks', 'Forest camp', 'An easy weekend from Dehradun'],
    days: [['Drive Dehradun to Pantwari, walk to base camp', 2700, 6], ['Summit Nag Tibba, descend to Pantwari, drive to Dehradun', 3022, 11]],
  },
];
