/**
 * What the pre-departure email tells trekkers: the meeting point of each trek (its road head's
 * town) and the packing list, with the winter additions where snow is certain.
 */
const PACKING_LIST = [
  'Trekking shoes with ankle support, worn in before the trek',
  '40-60 litre rucksack with a rain cover, and a small day pack',
  'Three layers of warm clothing: fleece, down or padded jacket, windproof and waterproof outer layer',
  'Two quick-dry trekking trousers and three quick-dry T-shirts (no cotton)',
  'Thermal inner wear, woollen socks (3 pairs), sun cap, woollen cap, fleece gloves',
  'Sunglasses (UV protection), sunscreen SPF 50, lip balm',
  'Two one-litre water bottles, headlamp with spare batteries',
  'Personal medicines, a small first-aid kit, ORS sachets',
  'Photo ID (Aadhaar, passport for foreign nationals) and a medical fitness certificate',
];
const WINTER_EXTRAS = [
  'Waterproof gloves, gaiters and microspikes (we can lend microspikes)',
  'A second down layer: night temperatures fall to −10 °C',
];

const MEETING_POINTS: Record<string, string> = {
  'Hampta Pass Trek': 'Manali, Hotel Rohtang Manalsu taxi stand near the Mall Road, 8:00 am on day 1',
  'Triund Trek': 'McLeod Ganj main square (bus stand), 8:30 am on day 1',
  'Kedarkantha Winter Trek': 'Dehradun railway station, 6:30 am pick-up to Sankri on day 1',
  'Har Ki Dun Valley Trek': 'Dehradun railway station, 6:30 am pick-up to Sankri on day 1',
  'Roopkund Trek': 'Kathgodam railway station, 6:00 am pick-up to Lohajung on day 1',
  'Valley of Flowers and Hemkund Sahib Trek': 'Rishikesh, Natraj Chowk, 6:00 am pick-up to Govindghat on day 1',
  'Kuari Pass Trek': 'Rishikesh, Natraj Chowk, 6:00 am pick-up to Joshimath on day 1',
  'Brahmatal Winter Trek': 'Kathgodam railway station, 6:00 am pick-up to Lohajung on day 1',
  'Chadar Frozen River Trek': 'Leh, our guest house in Changspa (address in your booking), by noon on day 1',
  'Markha Valley Trek': 'Leh, our guest house in Changspa (address in your booking), by noon on day 1',
  'Goecha La Trek': 'New Jalpaiguri (NJP) railway station, 8:00 am pick-up to Yuksom on day 1',
  'Sandakphu Phalut Ridge Trek': 'New Jalpaiguri (NJP) railway station, 8:00 am pick-up to Maneybhanjang on day 1',
  'Kashmir Great Lakes Trek': 'Srinagar, Tourist Reception Centre car park, 8:00 am pick-up to Sonamarg on day 1',
  'Tarsar Marsar Trek': 'Srinagar, Tourist Reception Centre car park, 8:00 am pick-up to Aru on day 1',
  'Bhrigu Lake Trek': 'Manali, Hotel Rohtang Manalsu taxi stand near the Mall Road, 8:00 am on day 1',
  'Beas Kund Trek': 'Manali, Hotel Rohtang Manalsu taxi stand near the Mall Road, 8:00 am on day 1',
  'Pin Parvati Pass Trek': 'Bhuntar bus stand, 8:00 am pick-up to Barsheni on day 1',
  'Buran Ghati Trek': 'Shimla, ISBT Tutikandi, 6:30 am pick-up to Janglik on day 1',
  'Dayara Bugyal Trek': 'Dehradun railway station, 6:30 am pick-up to Raithal on day 1',
  'Nag Tibba Weekend Trek': 'Dehradun railway station, 7:00 am pick-up to Pantwari on day 1',
};

const WINTER = new Set([
  'Kedarkantha Winter Trek',
  'Brahmatal Winter Trek',
  'Chadar Frozen River Trek',
  'Dayara Bugyal Trek',
]);

/** A trek's meeting point and packing list (one item a line), by its title. */
export function trekBriefing(title: string) {
  return {
    meetingPoint: MEETING_POINTS[title] ?? null,
    packingList: [...PACKING_LIST, ...(WINTER.has(title) ? WINTER_EXTRAS : [])].join('\n'),
    // The trek desk until a departure names its leader.
    leaderName: 'Himalaya Trails trek desk',
    leaderPhone: '+91 98160 12345',
  };
}
