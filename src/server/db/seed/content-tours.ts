/**
 * Demo content: the corporation's own tour packages (the spec's Bali/Rome/Kyoto rows are only
 * samples of the shape). Prices are list prices in rupees per person; `discount` is a percentage
 * taken off the list price. `category` is the title of a destination category (footer links).
 */
export type SeedTour = {
  title: string;
  location: string;
  category: 'Heritage Jharkhand' | 'Eco Tourism' | 'Religious Tourism' | 'Tribal Tourism';
  price: number;
  duration: string;
  guests: string;
  rating: string;
  reviews: number;
  imageAlt: string;
  featured: boolean;
  discount: number | null;
  description: string;
  includes: string[];
};

export const SEED_TOURS: SeedTour[] = [
  {
    title: 'Ranchi Waterfalls Circuit',
    location: 'Hundru, Dassam and Jonha Falls, Ranchi',
    category: 'Eco Tourism',
    price: 5800,
    duration: '2 Days / 1 Night',
    guests: '2-12 guests',
    rating: '4.7',
    reviews: 214,
    imageAlt: 'Hundru Falls dropping into a rocky pool',
    featured: true,
    discount: 10,
    description:
      'Three of the best-known waterfalls of the Chotanagpur plateau in one weekend. Day one takes you to Hundru Falls, where the Subarnarekha drops 98 metres, and to the steps of Jonha Falls; day two visits Dassam Falls and Rock Garden before the drive back into Ranchi. Pick-up and drop at Ranchi railway station or Birsa Munda Airport.',
    includes: [
      'One night at Hotel Birsa Vihar, Ranchi (twin sharing)',
      'Breakfast and dinner',
      'AC car with driver for the whole circuit',
      'Entry fees at all three falls',
      'Local guide at Hundru Falls',
    ],
  },
  {
    title: 'Netarhat Sunrise Escape',
    location: 'Netarhat, Latehar',
    category: 'Eco Tourism',
    price: 12000,
    duration: '3 Days / 2 Nights',
    guests: '2-8 guests',
    rating: '4.8',
    reviews: 167,
    imageAlt: 'Sunrise over layered hills at Netarhat',
    featured: true,
    discount: null,
    description:
      'The Queen of Chotanagpur at its best: a sunrise at the viewpoint, a sunset at Magnolia Point, the pine forest walk and the Upper and Lower Ghaghri falls. The drive from Ranchi climbs through sal forest and tribal villages; the nights on the plateau are cool in every season.',
    includes: [
      'Two nights at Prabhat Vihar, Netarhat',
      'All meals',
      'Return transfer from Ranchi by AC car',
      'Sunrise and sunset point visits',
      'Guided pine forest walk',
    ],
  },
  {
    title: 'Betla Wildlife Safari',
    location: 'Betla National Park, Latehar',
    category: 'Eco Tourism',
    price: 9500,
    duration: '2 Days / 1 Night',
    guests: '2-6 guests',
    rating: '4.6',
    reviews: 98,
    imageAlt: 'A jeep on a forest track in Betla National Park',
    featured: false,
    discount: 15,
    description:
      'Two jeep safaris inside the Palamau Tiger Reserve, at dusk on arrival and at dawn the next morning, with time for the watchtowers, Kamaldah Lake and the ruins of the Palamu forts. Elephants, gaur, sambar and peacocks are seen on most drives.',
    includes: [
      'One night at Van Vihar, Betla',
      'Breakfast, lunch and dinner',
      'Two jeep safaris with a forest guide',
      'Park entry and camera fees',
      'Visit to the Palamu forts',
    ],
  },
  {
    title: 'Baba Baidyanath Darshan',
    location: 'Deoghar and Basukinath',
    category: 'Religious Tourism',
    price: 4500,
    duration: '2 Days / 1 Night',
    guests: '1-10 guests',
    rating: '4.9',
    reviews: 412,
    imageAlt: 'The spires of the Baidyanath temple at dawn',
    featured: true,
    discount: null,
    description:
      'Darshan at Baba Baidyanath Dham, one of the twelve jyotirlingas, with help from a temple guide, followed by Basukinath temple, Naulakha Mandir, Tapovan caves and the ropeway at Trikut Pahar.',
    includes: [
      'One night at Natraj Vihar, Deoghar',
      'Breakfast and dinner (vegetarian)',
      'AC car for local sightseeing',
      'Temple guide at Baidyanath Dham',
      'Trikut Pahar ropeway ticket',
    ],
  },
  {
    title: 'Parasnath Shikharji Yatra',
    location: 'Madhuban, Giridih',
    category: 'Religious Tourism',
    price: 7200,
    duration: '3 Days / 2 Nights',
    guests: '2-15 guests',
    rating: '4.7',
    reviews: 133,
    imageAlt: 'White shrines on the summit of Parasnath Hill',
    featured: false,
    discount: 10,
    description:
      'The 27 km pilgrimage to the summit of Parasnath Hill, where twenty of the twenty-four Jain tirthankaras attained moksha. Start before dawn from Madhuban, visit the tonks on the ridge and return the same evening; a rest day follows for the temples of Madhuban.',
    includes: [
      'Two nights at Parasnath Vihar, Madhuban',
      'Pure vegetarian meals without onion and garlic',
      'Transfer from Parasnath railway station',
      'Trek guide',
      'Doli (palanquin) booking help on request',
    ],
  },
  {
    title: 'Heritage Trail of Palamu and Maluti',
    location: 'Latehar and Dumka',
    category: 'Heritage Jharkhand',
    price: 18000,
    duration: '5 Days / 4 Nights',
    guests: '2-8 guests',
    rating: '4.5',
    reviews: 57,
    imageAlt: 'Terracotta panels on a temple at Maluti',
    featured: true,
    discount: null,
    description:
      "From the forts of the Chero kings inside Betla to the terracotta temples of Maluti: a road journey across the state with an expert guide, the palace of Navratangarh on the way and an evening in Ranchi's old town.",
    includes: [
      'Four nights in JTDC hotels at Betla, Ranchi and Dumka',
      'Breakfast and dinner',
      'AC car with driver for the whole route',
      'Heritage guide at every site',
      'ASI monument entry fees',
    ],
  },
  {
    title: 'Sohrai and Khovar Art Villages',
    location: 'Hazaribagh',
    category: 'Tribal Tourism',
    price: 6500,
    duration: '2 Days / 1 Night',
    guests: '2-10 guests',
    rating: '4.8',
    reviews: 76,
    imageAlt: 'A Sohrai mural of cattle on a mud wall',
    featured: false,
    discount: 20,
    description:
      'Meet the women artists of the villages around Hazaribagh who paint Sohrai and Khovar murals, try the comb-cut technique in a workshop and visit the Hazaribagh Wildlife Sanctuary and Canary Hill. The workshop fee goes to the artists.',
    includes: [
      'One night in Hazaribagh (twin sharing)',
      'Breakfast, lunch and dinner',
      'Transfer from Ranchi by AC car',
      'Painting workshop with materials',
      'Community guide',
    ],
  },
  {
    title: 'Tribal Festivals and Crafts of Ranchi',
    location: 'Ranchi and Khunti',
    category: 'Tribal Tourism',
    price: 8400,
    duration: '3 Days / 2 Nights',
    guests: '2-12 guests',
    rating: '4.6',
    reviews: 64,
    imageAlt: 'Dancers in a circle in traditional dress',
    featured: false,
    discount: null,
    description:
      'The Tribal Research Institute museum, a Munda village in Khunti, Dokra metal casting, a tribal food lunch and, in season, the Sarhul or Karma celebrations. Ulihatu, the birthplace of Birsa Munda, is on the way.',
    includes: [
      'Two nights at Hotel Birsa Vihar, Ranchi',
      'Breakfast and dinner, one tribal food lunch',
      'AC car for all visits',
      'Museum entry fees',
      'Dokra craft demonstration',
    ],
  },
  {
    title: 'Patratu Lake Weekend',
    location: 'Patratu, Ramgarh',
    category: 'Eco Tourism',
    price: 5200,
    duration: '2 Days / 1 Night',
    guests: '2-6 guests',
    rating: '4.4',
    reviews: 189,
    imageAlt: 'Boats on Patratu Lake below forested hills',
    featured: false,
    discount: null,
    description:
      'A slow weekend on the shore of Patratu Lake: the hairpin bends of Patratu Valley at sunset, a boat ride on the lake and breakfast on the lawn. An easy 40 km from Ranchi.',
    includes: [
      'One night at Patratu Lake Resort in a lake-view room',
      'Breakfast and dinner',
      'Boat ride on the lake',
      'Return transfer from Ranchi',
    ],
  },
  {
    title: 'Rajrappa and Ramgarh Day Trip',
    location: 'Rajrappa, Ramgarh',
    category: 'Religious Tourism',
    price: 2400,
    duration: '1 Day',
    guests: '1-12 guests',
    rating: '4.3',
    reviews: 121,
    imageAlt: 'The Chhinnamasta temple above the river confluence',
    featured: false,
    discount: null,
    description:
      'Darshan at the Maa Chhinnamasta temple where the Bhairavi meets the Damodar, a boat ride at the confluence and lunch at Rajrappa Vihar, back in Ranchi by evening.',
    includes: [
      'AC car from and to Ranchi',
      'Vegetarian lunch at Rajrappa Vihar',
      'Boat ride at the confluence',
    ],
  },
];
