import type { Facility } from '../../../shared/contracts/staff-hotels';

/** Demo content: the corporation's 11 hotels. Tariffs are realistic rupee figures (in paise). */
export type SeedRoomType = {
  name: string;
  category: 'Single' | 'Double' | 'Suite';
  maxAdults: number;
  maxChildren: number;
  allowedExtraPerson: number;
  extraPersonRate: number;
  price: number;
  rooms: number;
};

export type SeedHotel = {
  unitName: string;
  locationName: string;
  mobileNo: string;
  email: string;
  address: string;
  location: string;
  description: string;
  /** only facilities the back office can edit (FACILITIES), so saving a hotel keeps them */
  facilities: Facility[];
  scenes: [string, string, string];
  roomTypes: SeedRoomType[];
  /** The hotel's own cancellation bands; without them the corporation-wide policy applies. */
  cancellationPolicy?: { minDays: number; maxDays: number | null; deductionPercent: number }[];
};

const single = (price: number, rooms: number): SeedRoomType => ({
  name: 'Standard Single Room',
  category: 'Single',
  maxAdults: 1,
  maxChildren: 1,
  allowedExtraPerson: 0,
  extraPersonRate: 0,
  price,
  rooms,
});
const deluxe = (price: number, rooms: number, name = 'Deluxe Double Room'): SeedRoomType => ({
  name,
  category: 'Double',
  maxAdults: 2,
  maxChildren: 2,
  allowedExtraPerson: 1,
  extraPersonRate: 600,
  price,
  rooms,
});
const suite = (price: number, rooms: number, name = 'Executive Suite'): SeedRoomType => ({
  name,
  category: 'Suite',
  maxAdults: 3,
  maxChildren: 2,
  allowedExtraPerson: 2,
  extraPersonRate: 900,
  price,
  rooms,
});

export const SEED_HOTELS: SeedHotel[] = [
  {
    unitName: 'Patratu Lake Resort',
    locationName: 'Patratu, Ramgarh',
    mobileNo: '9431100101',
    email: 'patratu@jtdc.example.in',
    address: 'Patratu Valley Road, Patratu, Ramgarh, Jharkhand 829119',
    location: 'Patratu Lake, Ramgarh',
    description:
      'Set on the shore of Patratu Lake and ringed by the hairpin bends of Patratu Valley, the resort offers lake-view rooms, boating at the jetty and sunsets over the water. Ranchi is 40 km away.',
    facilities: [
      'Wi-Fi',
      'Free Breakfast',
      'Restaurant',
      'Parking',
      'Lake View',
      'Boating',
      'Power Backup',
    ],
    scenes: ['Patratu Lake at sunset', 'Lake-view deluxe room', 'Boats at the resort jetty'],
    roomTypes: [
      deluxe(3200, 12, 'Lake View Deluxe Room'),
      suite(5400, 4, 'Lake View Suite'),
      single(2200, 6),
    ],
  },
  {
    unitName: 'Hotel Birsa Vihar, Ranchi',
    locationName: 'Ranchi',
    mobileNo: '9431100102',
    email: 'birsavihar@jtdc.example.in',
    address: 'Main Road, near Firayalal Chowk, Ranchi, Jharkhand 834001',
    location: 'Main Road, Ranchi',
    description:
      'A city hotel in the heart of Ranchi, a short drive from Rock Garden, Kanke Dam and Tagore Hill, and the starting point for day trips to Hundru, Dassam and Jonha falls.',
    facilities: [
      'Wi-Fi',
      'Gym',
      'Free Breakfast',
      'Restaurant',
      'Parking',
      'Conference Hall',
      'Room Service',
    ],
    scenes: ['Hotel facade in the evening', 'Deluxe double room', 'Rooftop restaurant'],
    roomTypes: [single(2000, 10), deluxe(2800, 20), suite(4800, 5)],
  },
  {
    unitName: 'Prabhat Vihar, Netarhat',
    locationName: 'Netarhat, Latehar',
    mobileNo: '9431100103',
    email: 'netarhat@jtdc.example.in',
    address: 'Netarhat Plateau, Latehar, Jharkhand 835218',
    location: 'Netarhat, Latehar',
    description:
      'The Queen of Chotanagpur: a hill retreat at 1,128 m among pine and sal forests, near Magnolia Point for sunsets and the Upper Ghaghri falls.',
    facilities: [
      'Wi-Fi',
      'Free Breakfast',
      'Restaurant',
      'Parking',
      'Garden',
      'Bonfire',
      'Power Backup',
    ],
    scenes: ['Sunset from Magnolia Point', 'Pine forest cottage', 'Valley view from the lawn'],
    roomTypes: [
      deluxe(2600, 10, 'Hill View Double Room'),
      suite(4200, 4, 'Forest Cottage'),
      single(1800, 4),
    ],
  },
  {
    unitName: 'Van Vihar, Betla',
    locationName: 'Betla National Park, Latehar',
    mobileNo: '9431100104',
    email: 'betla@jtdc.example.in',
    address: 'Betla National Park Gate, Latehar, Jharkhand 822111',
    location: 'Betla, Latehar',
    description:
      'At the gate of Betla National Park: jeep safaris, elephants and bison at dawn, and the ruins of Palamu Fort a few kilometres away.',
    facilities: [
      'Free Breakfast',
      'Restaurant',
      'Parking',
      'Jungle Safari',
      'Garden',
      'Power Backup',
    ],
    scenes: ['Elephants at the forest edge', 'Tree house cottage', 'Palamu Fort at dusk'],
    roomTypes: [deluxe(2400, 10), suite(3900, 3, 'Forest Suite')],
  },
  {
    unitName: 'Natraj Vihar, Deoghar',
    locationName: 'Deoghar',
    mobileNo: '9431100105',
    email: 'deoghar@jtdc.example.in',
    address: 'Castairs Town, Deoghar, Jharkhand 814112',
    location: 'Castairs Town, Deoghar',
    description:
      'A calm base for pilgrims to Baba Baidyanath Dham, one of the twelve Jyotirlingas, with Trikut Parvat ropeway and Naulakha Mandir close by.',
    facilities: [
      'Wi-Fi',
      'Free Breakfast',
      'Restaurant',
      'Parking',
      'Room Service',
      'Power Backup',
    ],
    scenes: ['Temple spires at dawn', 'Family suite', 'Garden courtyard'],
    roomTypes: [single(1600, 8), deluxe(2200, 16), suite(3600, 4, 'Family Suite')],
  },
  {
    unitName: 'Dimna Lake Tourist Complex, Jamshedpur',
    locationName: 'Jamshedpur, East Singhbhum',
    mobileNo: '9431100106',
    email: 'dimna@jtdc.example.in',
    address: 'Dimna Lake Road, Mango, Jamshedpur, Jharkhand 831018',
    location: 'Dimna Lake, Jamshedpur',
    description:
      'Lakeside cottages beneath the Dalma hills, with water sports on Dimna Lake and Dalma Wildlife Sanctuary a short drive away.',
    facilities: ['Wi-Fi', 'Pool', 'Gym', 'Free Breakfast', 'Restaurant', 'Parking', 'Boating'],
    scenes: ['Dimna Lake under the Dalma hills', 'Poolside cottages', 'Lakeside lawn'],
    roomTypes: [
      deluxe(3000, 12),
      suite(5200, 4, 'Lake Cottage'),
      single(2100, 6),
      deluxe(3600, 6, 'Premium Pool View Room'),
    ],
  },
  {
    unitName: 'Parasnath Vihar, Madhuban',
    locationName: 'Madhuban, Giridih',
    mobileNo: '9431100107',
    email: 'parasnath@jtdc.example.in',
    address: 'Madhuban, Giridih, Jharkhand 825329',
    location: 'Madhuban, Giridih',
    description:
      "At the foot of Parasnath Hill (Shikharji), Jharkhand's highest peak and a sacred Jain pilgrimage, for the trek to the summit temples.",
    facilities: ['Free Breakfast', 'Restaurant', 'Parking', 'Garden', 'Power Backup'],
    scenes: ['Parasnath Hill at sunrise', 'Pilgrim double room', 'Temple path through the forest'],
    roomTypes: [single(1400, 6), deluxe(2000, 10)],
  },
  {
    unitName: 'Rajrappa Vihar',
    locationName: 'Rajrappa, Ramgarh',
    mobileNo: '9431100108',
    email: 'rajrappa@jtdc.example.in',
    address: 'Chhinnamasta Temple Road, Rajrappa, Ramgarh, Jharkhand 829150',
    location: 'Rajrappa, Ramgarh',
    description:
      'Beside the Chhinnamastika temple at the meeting of the Damodar and Bhairavi rivers, with boating and riverside walks.',
    facilities: ['Wi-Fi', 'Restaurant', 'Parking', 'River View', 'Power Backup'],
    scenes: [
      'Confluence of the Damodar and Bhairavi',
      'River view double room',
      'Temple steps at evening aarti',
    ],
    roomTypes: [deluxe(2100, 10, 'River View Double Room'), single(1500, 4)],
  },
  {
    unitName: 'Hundru Falls Retreat',
    locationName: 'Hundru, Ranchi',
    mobileNo: '9431100109',
    email: 'hundru@jtdc.example.in',
    address: 'Hundru Falls Road, Angara, Ranchi, Jharkhand 835103',
    location: 'Hundru Falls, Ranchi',
    description:
      'Cottages above the gorge where the Subarnarekha drops 98 m at Hundru Falls, with trails to the pools below.',
    facilities: ['Wi-Fi', 'Free Breakfast', 'Restaurant', 'Parking', 'Nature Trails'],
    scenes: ['Hundru Falls in the monsoon', 'Gorge-view cottage', 'Trail to the plunge pool'],
    roomTypes: [
      deluxe(2700, 8, 'Gorge View Cottage'),
      suite(4500, 2, 'Falls View Suite'),
      single(1900, 4),
    ],
    // a gentler policy than the corporation's: monsoon trips change with the weather
    cancellationPolicy: [
      { minDays: 10, maxDays: null, deductionPercent: 10 },
      { minDays: 2, maxDays: 9, deductionPercent: 40 },
    ],
  },
  {
    unitName: 'Maluti Vihar, Dumka',
    locationName: 'Dumka',
    mobileNo: '9431100110',
    email: 'dumka@jtdc.example.in',
    address: 'Court Road, Dumka, Jharkhand 814101',
    location: 'Dumka',
    description:
      'The gateway to Maluti, the village of 72 terracotta temples, and to Massanjore Dam on the Mayurakshi river.',
    facilities: ['Wi-Fi', 'Gym', 'Restaurant', 'Parking', 'Conference Hall'],
    scenes: ['Terracotta temples of Maluti', 'Executive room', 'Massanjore Dam at dusk'],
    roomTypes: [single(1500, 6), deluxe(2300, 10), suite(3800, 2)],
  },
  {
    unitName: 'Tilaiya Dam Resort, Koderma',
    locationName: 'Tilaiya, Koderma',
    mobileNo: '9431100111',
    email: 'tilaiya@jtdc.example.in',
    address: 'Tilaiya Dam, Koderma, Jharkhand 825413',
    location: 'Tilaiya Dam, Koderma',
    description:
      'Hillside rooms over the Tilaiya reservoir on the Barakar river, with boating, island picnics and quiet evenings by the water.',
    facilities: [
      'Wi-Fi',
      'Pool',
      'Free Breakfast',
      'Restaurant',
      'Parking',
      'Boating',
      'Lake View',
    ],
    scenes: ['Tilaiya reservoir from the hill', 'Reservoir view room', 'Boats on the Barakar'],
    roomTypes: [deluxe(2500, 10), suite(4400, 3, 'Reservoir Suite'), single(1700, 4)],
  },
];
