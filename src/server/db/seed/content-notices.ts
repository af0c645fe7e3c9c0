/**
 * Demo content: notices and circulars, tenders and advertorials. Dates are days relative to the
 * day the database is seeded, so a fresh demo always has recent notices and open tenders.
 */
export type SeedNotice = { daysAgo: number; letterNo: string; headline: string };
export type SeedTender = {
  tenderNo: string;
  title: string;
  closesInDays: number;
  opensInDays: number;
};
export type SeedAdvertorial = {
  title: string;
  summary: string;
  body: string;
  imageAlt: string;
  daysAgo: number;
};

export const SEED_NOTICES: SeedNotice[] = [
  {
    daysAgo: 3,
    letterNo: 'JTDC/Admn/412/2026',
    headline: 'Revised tariff of JTDC hotels for the winter season',
  },
  {
    daysAgo: 9,
    letterNo: 'JTDC/Hotel/398/2026',
    headline: 'Online booking mandatory for Prabhat Vihar, Netarhat during the New Year week',
  },
  {
    daysAgo: 16,
    letterNo: 'JTDC/Admn/377/2026',
    headline: 'Walk-in interview for the post of Front Office Assistant on contract',
  },
  {
    daysAgo: 24,
    letterNo: 'JTDC/Tour/351/2026',
    headline: 'Registration of tour operators and travel agents for the 2026-27 season',
  },
  {
    daysAgo: 31,
    letterNo: 'JTDC/Accts/329/2026',
    headline: 'Refund of cancelled bookings now credited within 7 working days',
  },
  {
    daysAgo: 40,
    letterNo: 'JTDC/Admn/305/2026',
    headline: 'Holiday list of the Corporation for the calendar year',
  },
  {
    daysAgo: 52,
    letterNo: 'JTDC/Hotel/281/2026',
    headline: 'Temporary closure of the restaurant at Van Vihar, Betla for renovation',
  },
  {
    daysAgo: 63,
    letterNo: 'JTDC/Tour/260/2026',
    headline: 'Special packages for the Shravani Mela at Deoghar',
  },
  {
    daysAgo: 75,
    letterNo: 'JTDC/Admn/238/2026',
    headline: 'Citizen charter of the Corporation: services and time limits',
  },
  {
    daysAgo: 88,
    letterNo: 'JTDC/Admn/214/2026',
    headline: 'Appointment of the Public Information Officer under the RTI Act, 2005',
  },
  {
    daysAgo: 102,
    letterNo: 'JTDC/Hotel/190/2026',
    headline: 'Plastic-free campus drive at all JTDC hotels and wayside amenities',
  },
  {
    daysAgo: 118,
    letterNo: 'JTDC/Tour/166/2026',
    headline: 'Empanelment of local guides for Betla, Netarhat and Parasnath',
  },
];

export const SEED_TENDERS: SeedTender[] = [
  {
    tenderNo: 'JTDC/TND/2026/14',
    title:
      'Operation and maintenance of the restaurant at Patratu Lake Resort on a revenue-sharing basis',
    closesInDays: 18,
    opensInDays: 20,
  },
  {
    tenderNo: 'JTDC/TND/2026/13',
    title: 'Supply and installation of solar water heaters at Prabhat Vihar, Netarhat',
    closesInDays: 11,
    opensInDays: 12,
  },
  {
    tenderNo: 'JTDC/TND/2026/12',
    title: 'Housekeeping and security services at Hotel Birsa Vihar, Ranchi for two years',
    closesInDays: 6,
    opensInDays: 7,
  },
  {
    tenderNo: 'JTDC/TND/2026/11',
    title: 'Hiring of AC vehicles for conducted tours from Ranchi',
    closesInDays: -8,
    opensInDays: -7,
  },
  {
    tenderNo: 'JTDC/TND/2026/10',
    title: 'Renovation of cottages at Van Vihar, Betla',
    closesInDays: -21,
    opensInDays: -20,
  },
  {
    tenderNo: 'JTDC/TND/2026/09',
    title: 'Boating services on Patratu Lake: licence for three years',
    closesInDays: -35,
    opensInDays: -34,
  },
  {
    tenderNo: 'JTDC/TND/2026/08',
    title: 'Design and printing of tourist maps and brochures',
    closesInDays: -49,
    opensInDays: -48,
  },
  {
    tenderNo: 'JTDC/TND/2026/07',
    title: 'Annual maintenance of lifts and DG sets at JTDC hotels',
    closesInDays: -62,
    opensInDays: -61,
  },
  {
    tenderNo: 'JTDC/TND/2026/06',
    title: 'Setting up of a souvenir shop at Natraj Vihar, Deoghar',
    closesInDays: -80,
    opensInDays: -79,
  },
  {
    tenderNo: 'JTDC/TND/2026/05',
    title: 'Supply of linen and furnishings for JTDC hotels',
    closesInDays: -95,
    opensInDays: -94,
  },
  {
    tenderNo: 'JTDC/TND/2026/04',
    title: 'Event management for the Jharkhand tourism festival',
    closesInDays: -110,
    opensInDays: -109,
  },
];

export const SEED_ADVERTORIALS: SeedAdvertorial[] = [
  {
    title: 'Monsoon magic at the waterfalls of Ranchi',
    summary:
      'Hundru, Dassam, Jonha and Hirni are at their fullest from July to October. Here is how to see them safely.',
    body: 'When the monsoon reaches the Chotanagpur plateau, the rivers that cross it turn into a chain of roaring waterfalls within an hour of Ranchi.\n\nHundru Falls drops 98 metres; the best view is from the steps halfway down. Jonha, also called Gautamdhara, is reached by about 700 steps through the forest, and Dassam is a wide curtain of water over black rock.\n\nSwimming is not allowed at any of the falls during the rains. Go early in the day, wear shoes with a good grip and follow the instructions of the local guides and police.\n\nJTDC runs a two-day Ranchi Waterfalls Circuit every weekend of the season, with a night at Hotel Birsa Vihar.',
    imageAlt: 'A wide waterfall in the monsoon',
    daysAgo: 5,
  },
  {
    title: 'A weekend at Patratu: the valley of hairpin bends',
    summary:
      'Forty kilometres from Ranchi, Patratu Valley and its lake make the easiest weekend escape in the state.',
    body: 'The road from Ranchi to Patratu climbs through a series of hairpin bends that have made the valley one of the most photographed places in Jharkhand.\n\nAt the bottom lies Patratu Lake, with boating from the jetty of the Patratu Lake Resort. Lake-view rooms look west, so every evening ends with a sunset over the water.\n\nBook a room on this site, or take the Patratu Lake Weekend package with transfers from Ranchi.',
    imageAlt: 'Hairpin bends of Patratu Valley seen from above',
    daysAgo: 14,
  },
  {
    title: 'Sohrai: the painted walls of Hazaribagh',
    summary:
      'Women artists keep alive one of the oldest mural traditions of India. Visitors can now learn it first-hand.',
    body: 'After the harvest, the women of the villages around Hazaribagh plaster their mud houses and paint them with animals, birds and plants in red, black, yellow and white earth.\n\nSohrai and Khovar painting has a Geographical Indication tag, and the designs echo the rock art of the nearby Isko caves.\n\nJTDC works with the artists to run half-day workshops. The whole fee goes to the artists and their self-help groups.',
    imageAlt: 'A Sohrai mural of animals on a mud wall',
    daysAgo: 27,
  },
  {
    title: 'Shravani Mela: walking to Baba Baidyanath',
    summary:
      'Every Shravan, lakhs of kanwariyas walk 105 km to Deoghar. The state gets ready for them.',
    body: 'The Shravani Mela is one of the largest gatherings of pilgrims in the world. Devotees in saffron carry Ganga water from Sultanganj to Deoghar on foot, chanting "Bol Bam".\n\nDuring the mela the state sets up rest camps, medical posts and drinking water along the route, and JTDC opens extra rooms at Natraj Vihar, Deoghar.\n\nPlan early: rooms in Deoghar are full weeks ahead of every Monday of Shravan.',
    imageAlt: 'Pilgrims in saffron walking along a road',
    daysAgo: 41,
  },
  {
    title: 'Birdwatching at Udhwa Lake',
    summary: "Jharkhand's only bird sanctuary fills with migratory ducks and waders every winter.",
    body: 'Udhwa Lake Bird Sanctuary near Rajmahal in Sahebganj district is a pair of lakes on the Ganga floodplain.\n\nFrom November to February it hosts migratory birds from Central Asia and Siberia: pintails, shovelers, bar-headed geese and many waders, along with resident storks and kingfishers.\n\nMornings are best. Carry binoculars and keep to the bunds.',
    imageAlt: 'Migratory ducks on a lake at dawn',
    daysAgo: 58,
  },
  {
    title: 'Netarhat: the Queen of Chotanagpur',
    summary: 'Sunrise, sunset, pine forests and cool nights on a plateau 1,128 metres high.',
    body: 'Netarhat sits on a plateau in Latehar district, high enough that the nights stay cool even in May.\n\nThe sunrise point is a short walk from Prabhat Vihar; the sunset at Magnolia Point, ten kilometres away, is the reason most people come.\n\nThe pine forest, the Upper and Lower Ghaghri falls and the Netarhat Residential School make the rest of the day.',
    imageAlt: 'Sunset over layered hills at Magnolia Point',
    daysAgo: 73,
  },
  {
    title: 'Dokra: casting brass the old way',
    summary: 'The lost-wax metal craft of the Malhar artisans, and where to buy it.',
    body: 'Dokra figures are made by the lost-wax method: a clay core is covered in wax threads, coated in clay again and filled with molten brass.\n\nEach piece is unique because the mould is broken to release it. Horses, elephants, lamps and tribal figures are the classic subjects.\n\nBuy directly from artisan clusters or from Jharcraft outlets, where the price goes back to the makers.',
    imageAlt: 'Brass Dokra figurines of horses and elephants',
    daysAgo: 90,
  },
];
