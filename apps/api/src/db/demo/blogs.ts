import type { BlogStatus } from '@trails/contracts';

export const DEMO_BLOG_CATEGORIES = ['Travel Tips', 'Budget Travel', 'Culture', 'Photography', 'Solo Travel'] as const;

export interface DemoBlog {
  title: string;
  category: (typeof DEMO_BLOG_CATEGORIES)[number];
  authorName: string;
  /** The account that wrote it, for traveller submissions. */
  authorEmail?: string;
  status: BlogStatus;
  publishedDaysAgo?: number;
  excerpt: string;
  tags: string[];
  /** Simple HTML: paragraphs, headings, lists. */
  content: string;
}

export const DEMO_BLOGS: DemoBlog[] = [
  {
    title: 'How to Acclimatise for Your First High-Altitude Trek',
    category: 'Travel Tips', authorName: 'Meera Negi', status: 'published', publishedDaysAgo: 12,
    excerpt: 'Climb high, sleep low, drink water and listen to your body: the habits that keep you well above 3,000 m.',
    tags: ['trekking', 'altitude', 'health', 'safety'],
    content: '<p>Most people feel the altitude somewhere above 2,500 m: a light headache, a poor night, less appetite. That is normal. What matters is giving your body time to adapt.</p><h2>The golden rules</h2><ul><li><strong>Go slowly.</strong> Above 3,000 m, sleep no more than 300 to 500 m higher each night.</li><li><strong>Climb high, sleep low.</strong> An afternoon walk above camp helps you adapt.</li><li><strong>Drink three to four litres a day</strong> and avoid alcohol for the first days.</li></ul><h2>When to turn back</h2><p>A headache that does not ease with rest and water, vomiting, confusion or breathlessness at rest are signs of altitude sickness. The cure is to descend. Our leaders carry oximeters and check everyone twice a day.</p>',
  },
  {
    title: 'Spiti on a Budget: Buses, Homestays and Shared Taxis',
    category: 'Budget Travel', authorName: 'Aarav Sharma', status: 'published', publishedDaysAgo: 30,
    excerpt: 'You can see Key, Langza and Chandratal for well under INR 20,000 if you travel the way locals do.',
    tags: ['spiti', 'budget', 'homestays', 'road trip'],
    content: '<p>The HRTC bus from Reckong Peo to Kaza is one of the great road journeys of India, and it costs less than a cafe lunch in Delhi. In Spiti itself, shared taxis link the villages every morning.</p><h2>Where to stay</h2><p>Homestays in Langza, Komic and Demul charge around INR 1,200 a night with dinner and breakfast, and the food is the best you will eat in the valley.</p><h2>What to budget</h2><ul><li>Transport from Shimla and back: about INR 3,000</li><li>Ten nights of homestays: about INR 12,000</li><li>Monastery donations, permits and snacks: about INR 2,500</li></ul>',
  },
  {
    title: 'Losar in Ladakh: Celebrating the Tibetan New Year',
    category: 'Culture', authorName: 'Tenzin Dorje', status: 'published', publishedDaysAgo: 55,
    excerpt: 'Butter lamps, masked dances and family feasts: what to expect if you visit Leh during Losar.',
    tags: ['ladakh', 'festivals', 'culture', 'winter'],
    content: '<p>Losar falls in December or January in Ladakh, when the fields are frozen and families have time to celebrate. Houses are cleaned and whitewashed, and every room gets a butter lamp.</p><p>On the eve of Losar, young men carry flaming torches through the villages to chase away bad luck. Monasteries hold masked dances, and visitors are welcome to watch from the courtyards.</p><h2>Visiting respectfully</h2><ul><li>Walk clockwise around stupas and prayer wheels.</li><li>Ask before photographing people, especially monks.</li><li>Accept butter tea when offered: a sip is polite.</li></ul>',
  },
  {
    title: 'Photographing Kanchenjunga at Sunrise',
    category: 'Photography', authorName: 'Emma Collins', status: 'published', publishedDaysAgo: 75,
    excerpt: 'Where to stand, which lens to bring and how to handle the cold at Tiger Hill, Pelling and Goecha La.',
    tags: ['photography', 'sikkim', 'darjeeling', 'sunrise'],
    content: '<p>Kanchenjunga catches first light a good twenty minutes before the valleys below. Be in place early: the best colour lasts only a few minutes.</p><h2>Gear</h2><ul><li>A 70-200 mm lens isolates the summit; a wide lens shows the whole range.</li><li>Batteries drain fast in the cold: keep spares in an inner pocket.</li><li>A small tripod helps in the blue hour before sunrise.</li></ul><p>At Tiger Hill the viewing gallery is crowded; the slope below the car park is quieter. In Pelling, the rooftop of almost any hotel facing north works.</p>',
  },
  {
    title: 'Travelling Solo in Himachal as a Woman',
    category: 'Solo Travel', authorName: 'Isha Bhatt', status: 'published', publishedDaysAgo: 95,
    excerpt: 'Practical advice from five solo trips: where to stay, how to get around and which treks suit a first solo outing.',
    tags: ['solo travel', 'himachal', 'women', 'safety'],
    content: '<p>Himachal is one of the most welcoming places in India to travel alone. Homestays, hostels and small guesthouses make it easy to meet other travellers.</p><h2>What worked for me</h2><ul><li>Arrive before dark, especially on long bus days.</li><li>Share your plan with your homestay host every morning.</li><li>Join a group departure for treks above 3,500 m.</li></ul><p>Triund, Bhrigu Lake and Beas Kund are good first treks with a group; Kasol and Old Manali are easy bases with plenty of company.</p>',
  },
  {
    title: 'What to Pack for a Winter Trek',
    category: 'Travel Tips', authorName: 'Meera Negi', status: 'published', publishedDaysAgo: 140,
    excerpt: 'Layers, not bulk: the kit list we give everyone before Kedarkantha, Brahmatal and Chadar.',
    tags: ['packing', 'winter', 'trekking', 'kit'],
    content: '<p>Night temperatures on winter treks drop to minus 10 degrees or lower. Warmth comes from layers you can add and remove, not from one heavy jacket.</p><ul><li>Thermal base layer, top and bottom</li><li>Two fleece or wool mid-layers</li><li>A down jacket and a waterproof shell</li><li>Waterproof trekking shoes with good grip, and gaiters</li><li>Woollen socks, gloves with liners, a warm cap and a neck gaiter</li><li>Sunglasses: snow glare is harsh even in winter</li></ul><p>We provide microspikes, sleeping bags rated to minus 10 and tents.</p>',
  },
  {
    title: 'My First Monsoon in the Valley of Flowers',
    category: 'Photography', authorName: 'Priya Traveller', authorEmail: 'traveller@example.com', status: 'pending',
    excerpt: 'Rain, mist and a carpet of blue poppies: notes from a week in Ghangaria.',
    tags: ['valley of flowers', 'monsoon', 'uttarakhand'],
    content: '<p>I expected rain, and it rained. But between the showers the clouds lifted and the whole valley glowed with flowers I had only seen in books.</p><p>The Himalayan blue poppy grows along the upper trail, usually in the last week of July. Bring a rain cover for your camera and patience.</p>',
  },
  {
    title: 'A Slow Week on the Houseboats of Dal Lake',
    category: 'Culture', authorName: 'Aarav Sharma', status: 'draft',
    excerpt: 'Shikara mornings, saffron kahwa and the floating market: Srinagar at its own pace.',
    tags: ['kashmir', 'srinagar', 'houseboat'],
    content: '<p>The floating vegetable market on Dal lake begins before dawn, when farmers bring lotus stems, turnips and flowers by shikara from the floating gardens.</p><p>This article is still being written.</p>',
  },
];
