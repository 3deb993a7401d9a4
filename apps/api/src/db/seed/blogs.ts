import { slugify } from '@trails/contracts';
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

/** Minutes to read at 200 words a minute, at least one. */
export function readTimeOf(html: string): number {
  const words = html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0).length;
  return Math.max(1, Math.ceil(words / 200));
}

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
