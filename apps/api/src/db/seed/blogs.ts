import { slugify } from '@trails/contracts/slug';
import { readTimeOf } from '../../lib/html.ts';
import { sceneUrl } from '../../modules/images/scene.ts';
import type { blogCategories, blogs } from '../schema/index.ts';
import { daysAgo } from './helpers.ts';

export type BlogCategorySeed = Omit<typeof blogCategories.$inferInsert, 'id'> & { slug: string };

export type BlogSeed = Omit<typeof blogs.$inferInsert, 'id' | 'authorId' | 'categoryId'> & {
  slug: string;
  categorySlug: string;
  /** The author's account, when the post was written by a registered user. */
  authorEmail?: string;
};

const category = (name: string, description: string): BlogCategorySeed => ({ name, slug: slugify(name), description });

export const BLOG_CATEGORIES: BlogCategorySeed[] = [
  category('Travel Tips', 'Practical advice for travelling and trekking in the Indian Himalaya.'),
  category('Budget Travel', 'Seeing the mountains well without spending a fortune.'),
  category('Culture', 'Festivals, monasteries, food and the people of the hills.'),
  category('Photography', 'Light, landscapes and night skies at altitude.'),
  category('Solo Travel', 'Stories and advice for travelling on your own.'),
];

interface PostInput {
  title: string;
  category: string;
  excerpt: string;
  content: string;
  tags: string[];
  authorName: string;
  authorEmail?: string;
  status: 'draft' | 'pending' | 'published';
  /** Days before today when it was written (and published, for published posts). */
  ago: number;
}

function post(input: PostInput): BlogSeed {
  const slug = slugify(input.title);
  const createdAt = daysAgo(input.ago + (input.status === 'published' ? 3 : 0), 10);
  return {
    title: input.title,
    slug,
    excerpt: input.excerpt,
    content: input.content.trim(),
    featuredImage: sceneUrl('blog', slug),
    authorName: input.authorName,
    authorEmail: input.authorEmail,
    categorySlug: slugify(input.category),
    tags: input.tags,
    readTime: readTimeOf(input.content),
    status: input.status,
    publishedAt: input.status === 'published' ? daysAgo(input.ago, 6) : null,
    metaTitle: input.title,
    metaDescription: input.excerpt,
    createdAt,
    updatedAt: createdAt,
  };
}

export const BLOGS: BlogSeed[] = [
  post({
    title: 'How to Acclimatise in Ladakh: A Practical Guide',
    category: 'Travel Tips',
    excerpt:
      'Leh sits at 3,500 m and most visitors fly straight in. Here is how to spend your first 48 hours so the rest of the trip goes well.',
    authorName: 'Aarav Sharma',
    authorEmail: 'admin@example.com',
    status: 'published',
    ago: 12,
    tags: ['Ladakh', 'altitude', 'health', 'planning'],
    content: `
<p>Flying into Leh is one of the most dramatic arrivals in the world: one hour you are in the plains, the next you step out at <strong>3,500 metres</strong>. Your body needs time to adjust to air that holds about a third less oxygen, and how you spend the first two days decides how much you enjoy the rest of the trip.</p>
<h2>The first 24 hours: do nothing</h2>
<p>It sounds dull, but complete rest on day one is the single best thing you can do. Check in, drink plenty of water, eat a light lunch and sleep if you feel like it. Resist the temptation to climb to Shanti Stupa on the first evening, however close it looks.</p>
<h2>Day two: walk gently</h2>
<p>On the second day a slow walk through the old town, the market and up to Leh Palace is ideal. Climb high, sleep low: even a gentle 100 m gain during the day helps, as long as you come back down to sleep.</p>
<ul>
<li>Drink 3 to 4 litres of water a day and limit tea and coffee.</li>
<li>Avoid alcohol and smoking for the first three days.</li>
<li>Eat carbohydrates: dal, rice, thukpa and skyu are perfect.</li>
<li>Tell your guide about any headache, nausea or unusual breathlessness.</li>
</ul>
<h2>Before crossing the high passes</h2>
<p>Khardung La and Chang La are both above 5,300 m. We only cross them after at least two nights in Leh, and we never sleep at Pangong on the first night out. If you take acetazolamide, discuss it with your doctor before you travel.</p>
<p>Most importantly, listen to your body. Altitude sickness is common and treatable when caught early; going down is always the cure. A slow start is never wasted in Ladakh.</p>
`,
  }),
  post({
    title: 'Spiti on a Shoestring: Ten Days in the Cold Desert',
    category: 'Budget Travel',
    excerpt:
      'Shared taxis, homestays and a little patience: how to see the cold desert of Spiti without breaking the bank.',
    authorName: 'Meera Negi',
    authorEmail: 'staff@example.com',
    status: 'published',
    ago: 34,
    tags: ['Spiti', 'budget', 'homestays', 'public transport'],
    content: `
<p>Spiti has a reputation for being expensive to reach, but it does not have to be. With state buses, shared taxis and family homestays you can spend ten days in the valley for well under <strong>Rs 25,000</strong>, including the journey from Shimla.</p>
<h2>Getting there</h2>
<p>HRTC buses run daily from Shimla to Reckong Peo and on to Kaza. The journey is long, so break it at Kalpa or Nako. From the Manali side, shared taxis leave early in the morning from June to October once Kunzum La is open.</p>
<h2>Where to stay</h2>
<p>Homestays in Langza, Komic, Demul and Kibber charge around Rs 1,000 to 1,500 per person including dinner and breakfast. You eat with the family, sleep under thick quilts and help the local economy directly.</p>
<ul>
<li>Carry cash: ATMs in Kaza run dry and there are none in the villages.</li>
<li>Buy a BSNL or Jio SIM; other networks rarely work.</li>
<li>Share a taxi for the village circuit from Kaza: split four ways it is cheap.</li>
<li>Refill water bottles at homestays instead of buying plastic.</li>
</ul>
<h2>Where to splurge</h2>
<p>If there is one place to spend a little more, make it a night at the Chandratal camps. The lake at dawn is worth every rupee.</p>
`,
  }),
  post({
    title: 'Masked Dances and Butter Lamps: Festivals of the Himalaya',
    category: 'Culture',
    excerpt: 'From Hemis in Ladakh to Losar in Tawang, a calendar of monastery festivals worth planning a trip around.',
    authorName: 'Aarav Sharma',
    authorEmail: 'admin@example.com',
    status: 'published',
    ago: 58,
    tags: ['festivals', 'monasteries', 'Ladakh', 'Sikkim', 'culture'],
    content: `
<p>Monastery festivals are when the Himalaya comes most alive. Villagers walk for days in their finest clothes, monks perform <strong>cham</strong> masked dances, and courtyards fill with music from long horns and cymbals.</p>
<h2>Hemis Tsechu, Ladakh (June or July)</h2>
<p>The best-known festival in Ladakh celebrates the birth of Guru Padmasambhava. Every twelve years a giant thangka is unrolled on the monastery facade.</p>
<h2>Losar, Tawang and Sikkim (February or March)</h2>
<p>The Tibetan new year is celebrated with butter lamps, family feasts and dances at Tawang and Rumtek. It is cold, but the hospitality is warm.</p>
<h2>Kullu Dussehra (October)</h2>
<p>Not Buddhist but just as spectacular: hundreds of village gods are carried to Kullu on palanquins to pay respects to Raghunath ji.</p>
<ul>
<li>Dates follow the lunar calendar, so check each year.</li>
<li>Dress modestly and ask before photographing monks or dancers.</li>
<li>Arrive early for a good spot in the courtyard.</li>
</ul>
<p>Planning around a festival takes some flexibility, but the memories last a lifetime.</p>
`,
  }),
  post({
    title: 'Photographing the Milky Way at Pangong and Chandratal',
    category: 'Photography',
    excerpt:
      'High altitude, dry air and no light pollution make the Himalayan lakes some of the best places in India for night photography.',
    authorName: 'Meera Negi',
    authorEmail: 'staff@example.com',
    status: 'published',
    ago: 85,
    tags: ['astrophotography', 'Pangong', 'Chandratal', 'night sky'],
    content: `
<p>On a clear, moonless night at Pangong Tso the Milky Way is bright enough to cast a faint shadow. At 4,200 metres, with dry air and no towns for a hundred kilometres, the sky is as dark as anywhere in India.</p>
<h2>When to go</h2>
<p>Plan around the new moon. From May to September the galactic core rises in the south-east in the evening; by August it is high in the sky after dark.</p>
<h2>Settings that work</h2>
<ul>
<li>A wide lens at f/2.8 or faster.</li>
<li>ISO 3200 to 6400 and 15 to 20 seconds on a full-frame camera.</li>
<li>Manual focus on a bright star using live view.</li>
<li>A sturdy tripod: the wind at the lakes is strong.</li>
</ul>
<h2>Look after yourself</h2>
<p>Nights at the lakes drop well below freezing even in summer. Batteries drain fast in the cold, so keep spares in an inside pocket. And remember that you are at altitude: move slowly, and do not stay out alone.</p>
<p>Our camps at Pangong and Chandratal switch off their lights by 10 pm to help guests enjoy the sky.</p>
`,
  }),
  post({
    title: 'Your First Solo Trek in Uttarakhand',
    category: 'Solo Travel',
    excerpt:
      'Kedarkantha, Kuari Pass or Dayara Bugyal? How to choose and prepare for your first Himalayan trek on your own.',
    authorName: 'Meera Negi',
    authorEmail: 'staff@example.com',
    status: 'published',
    ago: 120,
    tags: ['solo', 'trekking', 'Uttarakhand', 'beginners'],
    content: `
<p>Joining a group trek on your own is one of the easiest ways to start in the Himalaya. You walk with a trained leader, share camps with people from across the country and come home with new friends.</p>
<h2>Choosing a trek</h2>
<p>For a first trek, look for one with gradual climbs and maximum altitudes below 4,000 m. <strong>Kedarkantha</strong> is perfect in winter, <strong>Kuari Pass</strong> in spring and autumn, and <strong>Dayara Bugyal</strong> almost all year.</p>
<h2>Getting fit</h2>
<p>Start six weeks before: aim to jog 5 km in under 40 minutes and climb stairs with a loaded backpack. The fitter you are, the more you enjoy the views.</p>
<ul>
<li>Break in your shoes before the trek.</li>
<li>Pack layers, not one thick jacket.</li>
<li>Carry a headlamp, sunglasses and a reusable bottle.</li>
<li>Share your itinerary with someone at home.</li>
</ul>
<p>Women travelling solo often ask about safety. Our groups usually have several solo women, tents are shared only by choice, and trek leaders are trained to make everyone comfortable.</p>
`,
  }),
  post({
    title: 'What to Pack for a Winter Trek',
    category: 'Travel Tips',
    excerpt: 'Layering, gaiters and why cotton is your enemy: the kit list we give every winter trekker.',
    authorName: 'Aarav Sharma',
    authorEmail: 'admin@example.com',
    status: 'published',
    ago: 160,
    tags: ['packing', 'winter', 'gear', 'trekking'],
    content: `
<p>Winter treks such as Kedarkantha and Brahmatal are magical, but nights at camp can fall to <strong>minus 10 °C</strong>. The right kit makes the difference between a miserable night and a wonderful one.</p>
<h2>The layering system</h2>
<ul>
<li>Base layer: thermal top and bottom, synthetic or merino, never cotton.</li>
<li>Mid layer: a fleece jacket and a light down or synthetic padded jacket.</li>
<li>Outer layer: a windproof, waterproof shell.</li>
</ul>
<h2>Extremities</h2>
<p>Most cold comes in through your head, hands and feet. Carry a woollen cap, a buff, liner gloves plus waterproof outer gloves, and two pairs of woollen socks reserved only for sleeping.</p>
<h2>On the trail</h2>
<p>Gaiters keep snow out of your shoes, and microspikes are essential on icy slopes; we provide them on all winter treks. A 40 to 50 litre backpack with a rain cover is enough if a mule carries the rest.</p>
<p>Finally, keep your water bottle inside your sleeping bag at night so it does not freeze, and enjoy the silence of a snowbound camp.</p>
`,
  }),
  post({
    title: 'Himachal by Bus: Shimla to Dharamshala for Under Rs 1,000',
    category: 'Budget Travel',
    excerpt:
      'HRTC buses reach almost every valley in Himachal. A practical guide to timetables, seats and the best stops on the way.',
    authorName: 'Meera Negi',
    authorEmail: 'staff@example.com',
    status: 'published',
    ago: 45,
    tags: ['Himachal', 'budget', 'bus', 'Dharamshala'],
    content: `
<p>Himachal Road Transport Corporation runs one of the best hill bus networks in India. Ordinary buses cost a few rupees a kilometre, the semi-deluxe ones a little more, and the overnight Volvos connect the big towns with Delhi. With a little planning you can cross the state for less than the price of one taxi day.</p>
<h2>Booking and timetables</h2>
<p>Long-distance and Volvo services can be booked online a month ahead; ordinary buses are first come, first served from the bus stand. Timetables are painted on boards at every stand and the enquiry counter is always right, even when the internet is not.</p>
<h2>Shimla to Dharamshala, stop by stop</h2>
<ul>
<li><strong>Shimla to Mandi</strong> (about 5 hours): sit on the left for views of the Sutlej gorge.</li>
<li><strong>Mandi</strong>: stay a night to see the stone temples and the lake at Rewalsar.</li>
<li><strong>Mandi to Dharamshala</strong> (about 6 hours) through Jogindernagar and Palampur's tea gardens.</li>
</ul>
<h2>Small things that help</h2>
<p>Keep change for the conductor, carry a light bag that fits on your lap, and take a tablet for motion sickness before the first bends rather than after. Buses stop for tea every two hours; the dhabas on the Mandi road serve excellent rajma chawal.</p>
<blockquote>The slowest way across Himachal is also the one where you meet the most people who live there.</blockquote>
`,
  }),
  post({
    title: 'Mandua Roti and Bhatt ki Churkani: The Food of Uttarakhand',
    category: 'Culture',
    excerpt:
      'Millet breads, black soybean curries and the Sunday markets of Kumaon: a short guide to eating well in the hills.',
    authorName: 'Aarav Sharma',
    authorEmail: 'admin@example.com',
    status: 'published',
    ago: 70,
    tags: ['Uttarakhand', 'food', 'Kumaon', 'Garhwal'],
    content: `
<p>Hill food is built for cold mornings and long walks. Grains that grow on terraced fields at 2,000 metres, lentils that keep through the winter and greens picked on the way home make up most of the plate in Garhwal and Kumaon.</p>
<h2>Dishes to look for</h2>
<ul>
<li><strong>Mandua roti</strong>: a dark finger-millet bread, best with ghee and jaggery.</li>
<li><strong>Bhatt ki churkani</strong>: black soybeans roasted and cooked in an iron pan until the gravy turns dark.</li>
<li><strong>Kafuli</strong>: spinach and fenugreek simmered with rice paste.</li>
<li><strong>Bal mithai</strong> from Almora: fudge rolled in tiny sugar balls.</li>
</ul>
<h2>Where to eat it</h2>
<p>Homestays cook it every day, while town restaurants often do not. Ask your host a day ahead and you will usually be invited into the kitchen. In Almora and Nainital, the small sweet shops around the bazaar have made bal mithai the same way for generations.</p>
<p>On our Kumaon tours we plan at least one village lunch, because the food is as much a part of the hills as the views.</p>
`,
  }),
  post({
    title: 'Golden Hour on the Dhauladhar: Photographing Triund',
    category: 'Photography',
    excerpt:
      'Sunset on the snow wall, the lights of the Kangra valley and a sky full of stars: how to plan the shots on the Triund ridge.',
    authorName: 'Meera Negi',
    authorEmail: 'staff@example.com',
    status: 'published',
    ago: 100,
    tags: ['Triund', 'Dharamshala', 'landscape', 'sunset'],
    content: `
<p>Triund is a short climb from McLeod Ganj, but few places in Himachal give a photographer so much in one evening: the Dhauladhar rising straight behind the meadow, the plains falling away in front, and, after dark, the lights of the Kangra valley under the stars.</p>
<h2>Timing</h2>
<p>October and November bring the clearest air. Reach the ridge by mid-afternoon so you can scout compositions before the light turns. The snow wall turns pink about ten minutes after the sun has set on the meadow.</p>
<h2>Kit that earns its weight</h2>
<ul>
<li>A mid telephoto (70 to 200 mm) to isolate the peaks of Indrahar and Moon Peak.</li>
<li>A wide lens and a tripod for the valley lights and the night sky.</li>
<li>A graduated filter, or bracketed exposures, for the bright snow above a dark meadow.</li>
</ul>
<h2>Be kind to the ridge</h2>
<p>Triund is busy at weekends. Stay on the paths, carry every wrapper down with you, and keep your headlamp pointed at the ground when others are shooting the stars.</p>
`,
  }),
  post({
    title: 'Sikkim on Your Own: Permits, Shared Jeeps and Monastery Stays',
    category: 'Solo Travel',
    excerpt:
      'Gangtok, the North Sikkim permit, shared jeeps from Lal Bazaar and quiet nights at Pelling: travelling Sikkim alone is easier than it looks.',
    authorName: 'Aarav Sharma',
    authorEmail: 'admin@example.com',
    status: 'published',
    ago: 140,
    tags: ['Sikkim', 'solo', 'permits', 'Gangtok'],
    content: `
<p>Sikkim is one of the safest and best-organised states in India for a solo traveller. Shared jeeps link every town, homestays welcome single guests, and the people are famously kind to visitors who take their time.</p>
<h2>Permits</h2>
<p>Indian citizens need no permit for Gangtok and West Sikkim, but North Sikkim (Lachung, Yumthang, Gurudongmar) and Tsomgo Lake need one arranged through a registered agency, with at least two travellers per permit. Agencies in Gangtok happily pair solo travellers into groups; ask a day ahead.</p>
<h2>Getting around</h2>
<ul>
<li>Shared jeeps leave from the Lal Bazaar and Vajra stands in Gangtok, early in the morning.</li>
<li>Buy a front seat ticket for the views; it costs a little more.</li>
<li>Roads close after landslides in the monsoon: keep a spare day.</li>
</ul>
<h2>Where to stay</h2>
<p>Pelling's guesthouses look straight at Kangchenjunga, and the monasteries of Pemayangtse and Rabdentse are an easy walk away. Near Ravangla, homestays in the cardamom villages give you evenings by the kitchen fire with the family.</p>
`,
  }),
  post({
    title: 'Three Nights on a Dal Lake Houseboat',
    category: 'Solo Travel',
    excerpt:
      'A traveller\u2019s account of dawn markets, kahwa on the deck and the kindness of a Srinagar host family.',
    authorName: 'Priya Traveller',
    authorEmail: 'traveller@example.com',
    status: 'pending',
    ago: 2,
    tags: ['Srinagar', 'houseboat', 'Kashmir', 'travel story'],
    content: `
<p>I had seen pictures of the Dal Lake houseboats all my life, but nothing prepared me for the carved walnut ceilings and the quiet of the lake at dawn.</p>
<h2>The floating market</h2>
<p>On the second morning our host woke us at five for a shikara ride to the floating vegetable market. Farmers trade lotus stems, turnips and collard greens from boat to boat while the mist lifts off the water.</p>
<h2>Slow afternoons</h2>
<p>Afternoons were for the Mughal gardens of Nishat and Shalimar and long cups of <strong>kahwa</strong> on the deck, watching kingfishers dive between the lotus leaves.</p>
<ul>
<li>Choose a boat on the quieter side of Dal or on Nigeen Lake.</li>
<li>Agree on shikara prices before you set off.</li>
<li>Try the wazwan at least once.</li>
</ul>
<p>I left Srinagar with a heavy bag of saffron and walnuts and the feeling that I had been a guest, not a tourist.</p>
`,
  }),
  post({
    title: 'Monsoon Notes from the Valley of Flowers',
    category: 'Photography',
    excerpt: 'Draft: photographing flowers in the rain, and the blue poppy hunt above Ghangaria.',
    authorName: 'Meera Negi',
    authorEmail: 'staff@example.com',
    status: 'draft',
    ago: 6,
    tags: ['Valley of Flowers', 'monsoon', 'macro'],
    content: `
<p>The Valley of Flowers blooms in the middle of the monsoon, which makes it one of the most rewarding and most frustrating places to photograph in India.</p>
<h2>Working with the rain</h2>
<p>Overcast light is perfect for flowers: no harsh shadows, saturated colours. Carry a rain cover for your camera and a small cloth for the lens.</p>
<ul>
<li>A macro lens or close-up filter for primulas and potentillas.</li>
<li>A polariser to cut glare on wet leaves.</li>
</ul>
<p>More notes to follow after this season's trips.</p>
`,
  }),
];
