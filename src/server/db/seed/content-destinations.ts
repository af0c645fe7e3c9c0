import type { DestinationLocation } from '../schema/index';

/**
 * Demo content: the four destination categories of the home carousel, the Head
 * of Department officials and the 'Experience in Motion' videos. Facts are about real places of
 * Jharkhand; the officials are fictional demo people.
 */
export type SeedDestination = {
  id: number;
  title: string;
  image: string;
  imageAlt: string;
  desc1: string;
  desc2: string;
  data: DestinationLocation[];
};

const img = (id: number, k: number, alt: string) => ({
  url: `/media/destinations/${id}-${k}.svg`,
  alt,
});

export const SEED_DESTINATIONS: SeedDestination[] = [
  {
    id: 1,
    title: 'Heritage Jharkhand',
    image: '/media/destinations/1.svg',
    imageAlt: 'The ruined ramparts of the Palamu forts above the forest',
    desc1:
      'Forts of the Chero kings, terracotta temples of the Baj Basanta rulers and Mughal-era monuments along the Ganga: Jharkhand keeps centuries of history in its hills and river valleys.',
    desc2:
      'The state’s heritage trail runs from the twin Palamu forts inside Betla National Park to the 72 surviving temples of Maluti in Dumka, the palace of Navratangarh near Gumla and the Jama Masjid of Rajmahal built under Raja Man Singh. Most sites are a comfortable day trip from a JTDC hotel, and local guides at each site explain their stories in Hindi and English.',
    data: [
      {
        title: 'Palamu Forts, Latehar',
        items: [
          'Old Fort and New Fort of the Chero dynasty, built in the 16th and 17th centuries',
          'Inside Betla National Park, 25 km from Daltonganj',
          'Best seen between October and March, with a forest safari the same day',
          'Stay at Van Vihar, Betla',
        ],
        images: [
          img(1, 1, 'Gateway of the New Fort at Palamu'),
          img(1, 2, 'Old Fort walls among sal trees'),
        ],
      },
      {
        title: 'Maluti Temples, Dumka',
        items: [
          'A village of 72 terracotta temples from the 17th to 19th centuries',
          'Panels show scenes of the Ramayana, the Mahabharata and village life',
          'On the World Monuments Fund watch list; restoration under way',
          'Stay at Maluti Vihar, Dumka',
        ],
        images: [
          img(1, 3, 'Terracotta panels of a Maluti temple'),
          img(1, 4, 'A row of Maluti temples'),
        ],
      },
      {
        title: 'Navratangarh, Gumla',
        items: [
          'Four-storey palace of the Nagvanshi kings, built around 1600',
          'Protected monument of the Archaeological Survey of India',
          'A two-hour drive from Ranchi',
        ],
        images: [img(1, 5, 'Facade of the Navratangarh palace')],
      },
    ],
  },
  {
    id: 2,
    title: 'Eco Tourism',
    image: '/media/destinations/2.svg',
    imageAlt: 'A waterfall dropping over rocks into a green gorge',
    desc1:
      'Nearly a third of Jharkhand is forest. Waterfalls, plateaus, lakes and wildlife sanctuaries make it one of the greenest holiday states in eastern India.',
    desc2:
      'Watch the sunrise from Magnolia Point at Netarhat, count elephants and gaur from the watchtowers of Betla, take a boat on Patratu Lake or walk down the 745 steps to the pool of Hundru Falls. JTDC runs eco-friendly hotels near each of these places, and forest departments offer guided safaris and nature trails from October to June.',
    data: [
      {
        title: 'Netarhat, Latehar',
        items: [
          'The “Queen of Chotanagpur” at 1,128 m, famous for sunrise and sunset points',
          'Magnolia Point, Upper Ghaghri and Lower Ghaghri falls nearby',
          'Pleasant all year; cool nights even in summer',
          'Stay at Prabhat Vihar, Netarhat',
        ],
        images: [
          img(2, 1, 'Sunset over the hills at Magnolia Point'),
          img(2, 2, 'Pine forest on the Netarhat plateau'),
        ],
      },
      {
        title: 'Betla National Park',
        items: [
          'Part of the Palamau Tiger Reserve, one of India’s first nine tiger reserves',
          'Elephants, gaur, sambar, langurs and over 170 bird species',
          'Jeep safaris at dawn and dusk; elephant rides on some days',
          'Stay at Van Vihar, Betla',
        ],
        images: [
          img(2, 3, 'Elephants crossing a forest track in Betla'),
          img(2, 4, 'A watchtower above the grassland'),
        ],
      },
      {
        title: 'Patratu Valley and Hundru Falls',
        items: [
          'Hairpin bends of Patratu Valley and boating on Patratu Lake',
          'Hundru Falls, where the Subarnarekha drops 98 m',
          'Dassam and Jonha falls within an hour of Ranchi',
          'Stay at Patratu Lake Resort or Hundru Falls Retreat',
        ],
        images: [
          img(2, 5, 'Winding road of Patratu Valley'),
          img(2, 6, 'Hundru Falls in the monsoon'),
        ],
      },
    ],
  },
  {
    id: 3,
    title: 'Religious Tourism',
    image: '/media/destinations/3.svg',
    imageAlt: 'Temple spires against an evening sky',
    desc1:
      'From the jyotirlinga of Baba Baidyanath to the Jain tirthas of Parasnath, Jharkhand is a land of pilgrimage for millions every year.',
    desc2:
      'Every Shravan, lakhs of kanwariyas walk 105 km from Sultanganj to Deoghar carrying Ganga water for Baba Baidyanath. Parasnath Hill, the highest peak of the state, is where twenty of the twenty-four Jain tirthankaras attained moksha. The Chhinnamasta temple at Rajrappa stands where the Bhairavi meets the Damodar, and the Jagannath temple of Ranchi holds its own Rath Yatra. JTDC hotels at Deoghar, Madhuban and Rajrappa put pilgrims close to each shrine.',
    data: [
      {
        title: 'Baba Baidyanath Dham, Deoghar',
        items: [
          'One of the twelve jyotirlingas of Lord Shiva',
          'Shravani Mela in July and August draws lakhs of kanwariyas',
          'Basukinath temple 43 km away',
          'Stay at Natraj Vihar, Deoghar',
        ],
        images: [
          img(3, 1, 'Spires of the Baidyanath temple'),
          img(3, 2, 'Pilgrims in saffron at the Shravani Mela'),
        ],
      },
      {
        title: 'Parasnath Hill (Shikharji), Giridih',
        items: [
          'Highest peak of Jharkhand at 1,350 m',
          'Sacred to Jains: 20 of the 24 tirthankaras attained moksha here',
          'A 27 km round trek from Madhuban past shrines and tonks',
          'Stay at Parasnath Vihar, Madhuban',
        ],
        images: [img(3, 3, 'Shrines on the summit of Parasnath Hill')],
      },
      {
        title: 'Maa Chhinnamasta Temple, Rajrappa',
        items: [
          'A Shakti peeth at the meeting of the Bhairavi and Damodar rivers',
          'Boating on the river below the temple',
          'Stay at Rajrappa Vihar',
        ],
        images: [img(3, 4, 'The Chhinnamasta temple above the river confluence')],
      },
    ],
  },
  {
    id: 4,
    title: 'Tribal Tourism',
    image: '/media/destinations/4.svg',
    imageAlt: 'Sohrai wall painting of animals and flowers on a village house',
    desc1:
      'Thirty-two tribal communities, among them the Santhal, Munda, Oraon and Ho, give Jharkhand its music, dance, crafts and festivals.',
    desc2:
      'See Sohrai and Khovar murals painted by women on mud walls in the villages around Hazaribagh, watch Dokra metal casting in Dumka and Jamshedpur, join the Sarhul and Karma festivals and learn the history of the Ulgulan of Birsa Munda at the Tribal Research Institute museum in Ranchi. Visits to villages are arranged with local community guides, and the income goes to the artisans.',
    data: [
      {
        title: 'Sohrai and Khovar villages, Hazaribagh',
        items: [
          'Wall art with a Geographical Indication tag, painted at harvest and weddings',
          'Natural earth colours and comb-cut designs',
          'Workshops with women artists on request',
        ],
        images: [
          img(4, 1, 'A Sohrai mural of cattle and peacocks'),
          img(4, 2, 'Khovar comb-cut designs in black and white'),
        ],
      },
      {
        title: 'Tribal Research Institute museum, Ranchi',
        items: [
          'Dwellings, tools, ornaments and instruments of the state’s tribes',
          'Galleries on the Ulgulan of Birsa Munda',
          'Open Tuesday to Sunday',
          'Stay at Hotel Birsa Vihar, Ranchi',
        ],
        images: [img(4, 3, 'Traditional drums in a museum gallery')],
      },
      {
        title: 'Festivals: Sarhul, Karma and Sohrai',
        items: [
          'Sarhul in spring honours the sal tree and marks the new year',
          'Karma in August and September: night-long songs and dances',
          'Sohrai after Diwali celebrates cattle and the harvest',
        ],
        images: [
          img(4, 4, 'Dancers in a circle at the Sarhul festival'),
          img(4, 5, 'Dokra brass figurines'),
        ],
      },
    ],
  },
];

/** The Head of Department section of the home page: six officials (fictional demo people). */
export const SEED_OFFICIALS = [
  {
    name: 'Shri Arvind Kumar Mahto',
    title: "Hon'ble Minister",
    department: 'Department of Tourism, Art, Culture, Sports and Youth Affairs',
  },
  {
    name: 'Smt. Nandini Oraon, IAS',
    title: 'Secretary',
    department: 'Department of Tourism, Art, Culture, Sports and Youth Affairs',
  },
  {
    name: 'Shri Rakesh Ranjan Sinha, IAS',
    title: 'Director',
    department: 'Directorate of Tourism, Jharkhand',
  },
  {
    name: 'Dr. Sunita Hembrom',
    title: 'Managing Director',
    department: 'Jharkhand Tourism Development Corporation Ltd.',
  },
  {
    name: 'Shri Prakash Chandra Munda',
    title: 'General Manager (Hotels)',
    department: 'Jharkhand Tourism Development Corporation Ltd.',
  },
  {
    name: 'Smt. Ritu Kachhap',
    title: 'Deputy Director',
    department: 'Directorate of Tourism, Jharkhand',
  },
].map((o, i) => ({ ...o, photo: `/media/officials/${i + 1}.svg`, sortOrder: i + 1 }));

/** Extension of the generated demo clips (scripts of part B write /media/videos/<slug>.<ext>). */
export const VIDEO_EXT = 'mp4';

/** 'Experience in Motion', the home page's video row: url and poster per clip. */
export const SEED_VIDEOS = [
  { title: 'Magical Blues', slug: 'magical-blues' },
  { title: 'SKY Diving', slug: 'sky-diving' },
  { title: 'Maa Deori', slug: 'maa-deori' },
  { title: 'Johar Jharkhand', slug: 'johar-jharkhand' },
].map((v, i) => ({
  title: v.title,
  url: `/media/videos/${v.slug}.${VIDEO_EXT}`,
  poster: `/media/videos/${v.slug}.svg`,
  sortOrder: i + 1,
}));
