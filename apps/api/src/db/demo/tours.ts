import type { TourCategory } from '@trails/contracts';

export interface DemoTour {
  title: string;
  destination: string;
  category: TourCategory;
  price: number;
  originalPrice: number | null;
  days: number;
  featured: boolean;
  shortDescription: string;
}

const t = (
  title: string,
  destination: string,
  category: TourCategory,
  price: number,
  originalPrice: number | null,
  days: number,
  featured: boolean,
  shortDescription: string,
): DemoTour => ({ title, destination, category, price, originalPrice, days, featured, shortDescription });

/** Fifty tours, ten per category. Prices in INR per person. */
export const DEMO_TOURS: DemoTour[] = [
  // Adventure
  t('Solang Valley Paragliding and Snow Escape', 'manali', 'Adventure', 18500, 22000, 4, true, 'Tandem paragliding, a snow day at Solang and a drive through the Atal Tunnel.'),
  t('Spiti Circuit Road Expedition', 'spiti-valley', 'Adventure', 42500, 48000, 9, true, 'The full loop from Shimla to Manali via Kinnaur, Kaza and Chandratal.'),
  t('Leh to Khardung La Motorbike Tour', 'leh', 'Adventure', 56000, null, 8, true, 'Ride Royal Enfields over Khardung La, Chang La and along Pangong Tso.'),
  t('Rishikesh White-Water Rafting Weekend', 'rishikesh', 'Adventure', 8900, 10500, 2, false, 'Grade III rapids from Shivpuri and a night in a riverside camp.'),
  t('Gulmarg Ski Week for Beginners', 'gulmarg', 'Adventure', 64000, null, 7, false, 'Five days of ski lessons with certified instructors and Gondola passes.'),
  t('Auli Ski and Snow Camp', 'auli', 'Adventure', 31500, 35000, 6, false, 'Learn to ski on the slopes facing Nanda Devi, with a night in snow tents.'),
  t('Bir Billing and Kangra Adventure', 'dharamshala', 'Adventure', 16800, null, 4, false, 'Paragliding from Billing, the world\u2019s second-highest take-off site, and Kangra walks.'),
  t('Kullu Rafting and Great Himalayan Park Trails', 'kullu', 'Adventure', 21500, null, 5, false, 'Beas rapids, forest walks in a UNESCO park and a night at Naggar.'),
  t('Nubra and Turtuk Jeep Safari', 'nubra-valley', 'Adventure', 38500, 42000, 6, true, 'Dunes, double-humped camels and the Balti village of Turtuk.'),
  t('Tawang and Sela Pass Overland', 'tawang', 'Adventure', 47500, null, 8, false, 'A road journey across Sela Pass to India\u2019s largest monastery.'),
  // Cultural
  t('Little Lhasa Heritage Trail', 'dharamshala', 'Cultural', 14500, 16000, 4, true, 'Tibetan monasteries, a cooking class and the Norbulingka artisans.'),
  t('Monasteries of Ladakh', 'leh', 'Cultural', 36500, null, 7, true, 'Hemis, Thiksey, Alchi and Lamayuru with an evening at Leh Palace.'),
  t('Spiti Monastery Trail', 'spiti-valley', 'Cultural', 39500, 44000, 8, false, 'Key, Tabo and Dhankar monasteries and homestays in Langza.'),
  t('Shimla Colonial Heritage Walks', 'shimla', 'Cultural', 12800, null, 3, false, 'The Viceregal Lodge, Christ Church and a ride on the toy train.'),
  t('Kedarnath Yatra with Guptkashi', 'kedarnath', 'Cultural', 22500, 25000, 5, false, 'The walk to Kedarnath with rest days at Guptkashi and Triyuginarayan.'),
  t('Kullu Dussehra Festival Experience', 'kullu', 'Cultural', 19500, null, 4, false, 'Village deities in procession, shawl weavers and the Naggar castle.'),
  t('Srinagar Old City and Mughal Gardens', 'srinagar', 'Cultural', 24500, 27500, 5, false, 'Wooden mosques, papier-mache workshops and the gardens of Nishat and Shalimar.'),
  t('Sikkim Monasteries and Gangtok', 'gangtok', 'Cultural', 28500, null, 6, false, 'Rumtek, Enchey and Pemayangtse with a day at Tsomgo lake.'),
  t('Tawang Monpa Villages', 'tawang', 'Cultural', 44500, null, 7, false, 'Handmade paper, carpets and the Torgya masked dances of the Monpa people.'),
  t('Rishikesh Yoga and Ganga Aarti Retreat', 'rishikesh', 'Cultural', 17500, 19500, 5, false, 'Daily yoga, meditation and evening aarti on the ghats.'),
  // Beach (lake and riverside stays)
  t('Pangong Tso Lakeside Camp', 'leh', 'Beach', 33500, 37000, 5, true, 'Two nights in camps on the shore of the changing-colour lake.'),
  t('Dal Lake Houseboat Stay', 'srinagar', 'Beach', 21500, null, 4, true, 'Cedar houseboats, shikara rides and the floating vegetable market.'),
  t('Nainital and Bhimtal Lakes', 'nainital', 'Beach', 15500, 17500, 4, false, 'Boating on four Kumaon lakes with a night at Sattal.'),
  t('Rishikesh River Beach Camping', 'rishikesh', 'Beach', 7800, null, 2, false, 'White-sand beach camp on the Ganga with a bonfire and rafting.'),
  t('Chandratal Lake Camping', 'spiti-valley', 'Beach', 24500, null, 4, false, 'Camp beside the moon lake at 4,300 m below Kunzum La.'),
  t('Khajjiar Lake and Dalhousie', 'dalhousie', 'Beach', 13500, 15000, 4, false, 'The lake meadow of Khajjiar and the pine walks of Dalhousie.'),
  t('Tsomgo Lake and Nathu La Escape', 'gangtok', 'Beach', 18500, null, 4, false, 'A glacial lake at 3,750 m and the old trade pass to Tibet.'),
  t('Tso Moriri Wetland Journey', 'leh', 'Beach', 41500, null, 6, false, 'The remote lake of the Changthang plateau and its nomads.'),
  t('Pelling Lakes and Waterfalls', 'pelling', 'Beach', 16500, null, 4, false, 'Khecheopalri lake, Kanchenjunga falls and the Pelling skywalk.'),
  t('Beas Riverside Cottages in Kasol', 'kasol', 'Beach', 9500, 11000, 3, false, 'Slow days in riverside cottages with walks to Chalal and Tosh.'),
  // City
  t('Shimla and Kufri Family Holiday', 'shimla', 'City', 16500, 18500, 4, true, 'Mall Road evenings, Kufri snow and the Jakhu temple for the whole family.'),
  t('Manali Honeymoon Special', 'manali', 'City', 27500, 32000, 5, true, 'Boutique stays in Old Manali, a private Solang day and candlelit dinners.'),
  t('Mussoorie and Landour Getaway', 'mussoorie', 'City', 13800, null, 3, false, 'Bakeries, writers\u2019 cottages and sunset at Gun Hill.'),
  t('Darjeeling Toy Train and Tea', 'darjeeling', 'City', 19500, 21500, 4, false, 'Tiger Hill sunrise, a joy ride on the toy train and a tea tasting.'),
  t('Gangtok City Break', 'gangtok', 'City', 14500, null, 3, false, 'MG Marg, the ropeway, monasteries and momos.'),
  t('Nainital Weekend by the Lake', 'nainital', 'City', 9800, null, 2, false, 'The Mall, the lake and Snow View by ropeway.'),
  t('Leh Town and Around', 'leh', 'City', 23500, null, 5, false, 'An easy Leh with Shanti Stupa, the palace, the markets and Sindhu Ghat.'),
  t('Srinagar Family Holiday', 'srinagar', 'City', 26500, 29500, 5, false, 'Houseboat, gardens and day trips to Gulmarg and Pahalgam.'),
  t('Dharamshala Cafes and Cricket', 'dharamshala', 'City', 11500, null, 3, false, 'McLeod Ganj cafes, the HPCA stadium and the tea gardens.'),
  t('Dalhousie and Chamba Heritage', 'dalhousie', 'City', 15800, null, 4, false, 'Colonial Dalhousie and the temples of old Chamba town.'),
  // Nature
  t('Valley of Lakes and Meadows of Pahalgam', 'pahalgam', 'Nature', 22500, 25000, 5, true, 'Aru, Betaab and Baisaran meadows along the Lidder river.'),
  t('Great Himalayan National Park Walks', 'kullu', 'Nature', 25500, null, 6, false, 'Forest trails, village homestays and birding in a UNESCO park.'),
  t('Sikkim Rhododendron Spring', 'gangtok', 'Nature', 32500, 36000, 6, true, 'Yumthang valley in bloom and the hot springs of Lachung.'),
  t('Kumaon Birding and Forest Trails', 'nainital', 'Nature', 18500, null, 4, false, 'Pangot and Sattal forests with over 200 recorded species.'),
  t('Auli Meadows and Gorson Bugyal', 'auli', 'Nature', 17500, null, 4, false, 'Summer meadows, oak forests and views of Nanda Devi.'),
  t('Parvati Valley Forest Retreat', 'kasol', 'Nature', 14500, 16500, 4, false, 'Pine forests, hot springs and the villages of the Parvati valley.'),
  t('Darjeeling Tea Estates and Singalila', 'darjeeling', 'Nature', 21500, null, 5, false, 'A tea estate stay and walks on the Singalila ridge.'),
  t('Gulmarg Summer Meadows', 'gulmarg', 'Nature', 19500, null, 4, false, 'Wildflowers, Alpather lake and the Khilanmarg meadow.'),
  t('Pelling and Yuksom Nature Trail', 'pelling', 'Nature', 23500, null, 5, false, 'Old royal Yuksom, forest walks and Kanchenjunga at dawn.'),
  t('Uttarkashi Villages and Dodital', 'uttarkashi', 'Nature', 16500, 18000, 5, false, 'Village walks, the Bhagirathi valley and a forest lake.'),
];
