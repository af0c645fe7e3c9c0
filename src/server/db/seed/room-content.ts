import type { BedType, RoomAmenity } from '../../../shared/room-content';

/**
 * Demo room descriptions (ADR 335), keyed by the room type's English name, and the demo hotels'
 * places (ADR 336), keyed by the hotel's English name. Sizes and beds are what such rooms in
 * the corporation's properties are like; coordinates are the places' own, to about 100 m.
 */
export type SeedRoomContent = {
  nameHi: string;
  description: string;
  descriptionHi: string;
  sizeSqm: number;
  bedType: BedType;
  bedCount: number;
  amenities: RoomAmenity[];
};

const BASIC: RoomAmenity[] = ['air_conditioning', 'tv', 'wifi', 'hot_water', 'wardrobe'];

export const ROOM_CONTENT: Record<string, SeedRoomContent> = {
  'Standard Single Room': {
    nameHi: 'स्टैंडर्ड सिंगल कमरा',
    description: 'A quiet room for one, with a writing desk and an attached bathroom.',
    descriptionHi: 'एक व्यक्ति के लिए शांत कमरा, लिखने की मेज़ और साथ लगे स्नानघर के साथ।',
    sizeSqm: 16,
    bedType: 'single',
    bedCount: 1,
    amenities: [...BASIC, 'work_desk'],
  },
  'Deluxe Double Room': {
    nameHi: 'डीलक्स डबल कमरा',
    description: 'A bright double room with a queen bed, a sitting corner and a tea kettle.',
    descriptionHi: 'क्वीन बेड, बैठने के कोने और चाय की केतली वाला रोशन डबल कमरा।',
    sizeSqm: 24,
    bedType: 'queen',
    bedCount: 1,
    amenities: [...BASIC, 'kettle'],
  },
  'Executive Suite': {
    nameHi: 'एग्ज़िक्यूटिव सुइट',
    description: 'A bedroom and a separate sitting room with a sofa, for families or longer stays.',
    descriptionHi: 'शयनकक्ष और सोफ़े वाला अलग बैठक कक्ष, परिवारों और लंबे ठहराव के लिए।',
    sizeSqm: 42,
    bedType: 'king',
    bedCount: 1,
    amenities: [...BASIC, 'kettle', 'sofa', 'minibar', 'work_desk'],
  },
  'Lake View Deluxe Room': {
    nameHi: 'लेक व्यू डीलक्स कमरा',
    description: 'A double room with a balcony over Patratu Lake.',
    descriptionHi: 'पतरातू झील की ओर खुलती बालकनी वाला डबल कमरा।',
    sizeSqm: 26,
    bedType: 'queen',
    bedCount: 1,
    amenities: [...BASIC, 'kettle', 'balcony', 'lake_view'],
  },
  'Lake View Suite': {
    nameHi: 'लेक व्यू सुइट',
    description: 'A suite with a sitting room and a wide balcony facing the lake and the valley.',
    descriptionHi: 'बैठक कक्ष और झील व घाटी की ओर चौड़ी बालकनी वाला सुइट।',
    sizeSqm: 45,
    bedType: 'king',
    bedCount: 1,
    amenities: [...BASIC, 'kettle', 'balcony', 'lake_view', 'sofa', 'minibar'],
  },
  'Hill View Double Room': {
    nameHi: 'हिल व्यू डबल कमरा',
    description: 'Two beds and a window on the Netarhat hills; warm quilts in winter.',
    descriptionHi: 'दो बिस्तर और नेतरहाट की पहाड़ियों की ओर खिड़की; सर्दियों में गर्म रजाइयाँ।',
    sizeSqm: 24,
    bedType: 'twin',
    bedCount: 2,
    amenities: ['tv', 'wifi', 'hot_water', 'wardrobe', 'kettle', 'forest_view'],
  },
  'Forest Cottage': {
    nameHi: 'फ़ॉरेस्ट कॉटेज',
    description: 'A stand-alone cottage among the pines, with a veranda and a sitting room.',
    descriptionHi: 'चीड़ के पेड़ों के बीच अलग कॉटेज, बरामदे और बैठक कक्ष के साथ।',
    sizeSqm: 40,
    bedType: 'king',
    bedCount: 1,
    amenities: ['tv', 'wifi', 'hot_water', 'wardrobe', 'kettle', 'balcony', 'forest_view', 'sofa'],
  },
  'Forest Suite': {
    nameHi: 'फ़ॉरेस्ट सुइट',
    description: 'A suite at the edge of the sal forest; early mornings bring deer to the lawn.',
    descriptionHi: 'साल के जंगल के किनारे सुइट; सुबह-सुबह लॉन पर हिरण आ जाते हैं।',
    sizeSqm: 38,
    bedType: 'king',
    bedCount: 1,
    amenities: [...BASIC, 'kettle', 'forest_view', 'sofa'],
  },
  'Family Suite': {
    nameHi: 'फ़ैमिली सुइट',
    description: 'A king bed and two singles in two rooms, for a family of four or five.',
    descriptionHi: 'दो कमरों में एक किंग बेड और दो सिंगल बेड, चार-पाँच लोगों के परिवार के लिए।',
    sizeSqm: 44,
    bedType: 'king',
    bedCount: 1,
    amenities: [...BASIC, 'kettle', 'sofa'],
  },
  'Lake Cottage': {
    nameHi: 'लेक कॉटेज',
    description: 'A cottage on the shore of Dimna Lake, its veranda facing the Dalma hills.',
    descriptionHi: 'डिमना झील के किनारे कॉटेज, जिसका बरामदा दलमा की पहाड़ियों की ओर है।',
    sizeSqm: 40,
    bedType: 'king',
    bedCount: 1,
    amenities: [...BASIC, 'kettle', 'balcony', 'lake_view', 'sofa'],
  },
  'Premium Pool View Room': {
    nameHi: 'प्रीमियम पूल व्यू कमरा',
    description: 'A larger double room on the upper floor, looking over the pool.',
    descriptionHi: 'ऊपरी मंज़िल पर बड़ा डबल कमरा, जिससे पूल दिखता है।',
    sizeSqm: 30,
    bedType: 'king',
    bedCount: 1,
    amenities: [...BASIC, 'kettle', 'balcony', 'minibar'],
  },
  'River View Double Room': {
    nameHi: 'रिवर व्यू डबल कमरा',
    description: 'A double room above the meeting of the Damodar and Bhairavi rivers.',
    descriptionHi: 'दामोदर और भैरवी नदियों के संगम के ऊपर बना डबल कमरा।',
    sizeSqm: 24,
    bedType: 'double',
    bedCount: 1,
    amenities: [...BASIC, 'kettle', 'balcony'],
  },
  'Gorge View Cottage': {
    nameHi: 'गॉर्ज व्यू कॉटेज',
    description: 'A cottage on the rim of the Subarnarekha gorge, with two beds.',
    descriptionHi: 'स्वर्णरेखा घाटी के किनारे दो बिस्तरों वाला कॉटेज।',
    sizeSqm: 28,
    bedType: 'twin',
    bedCount: 2,
    amenities: ['tv', 'wifi', 'hot_water', 'wardrobe', 'kettle', 'balcony', 'forest_view'],
  },
  'Falls View Suite': {
    nameHi: 'फ़ॉल्स व्यू सुइट',
    description: 'Our largest room: a suite facing Hundru Falls, loudest after the monsoon.',
    descriptionHi: 'हमारा सबसे बड़ा कमरा: हुंडरू जलप्रपात की ओर सुइट, बरसात के बाद सबसे भव्य।',
    sizeSqm: 48,
    bedType: 'king',
    bedCount: 1,
    amenities: [...BASIC, 'kettle', 'balcony', 'forest_view', 'sofa', 'minibar'],
  },
  'Reservoir Suite': {
    nameHi: 'रिज़र्वॉयर सुइट',
    description: 'A suite with a balcony over the Tilaiya reservoir and its islands.',
    descriptionHi: 'तिलैया जलाशय और उसके टापुओं की ओर बालकनी वाला सुइट।',
    sizeSqm: 40,
    bedType: 'king',
    bedCount: 1,
    amenities: [...BASIC, 'kettle', 'balcony', 'lake_view', 'sofa'],
  },
};

/** The demo hotels' places, WGS84 degrees. */
export const HOTEL_PLACES: Record<string, { latitude: number; longitude: number }> = {
  'Patratu Lake Resort': { latitude: 23.6322, longitude: 85.2951 },
  'Hotel Birsa Vihar, Ranchi': { latitude: 23.3631, longitude: 85.3249 },
  'Prabhat Vihar, Netarhat': { latitude: 23.4833, longitude: 84.2667 },
  'Van Vihar, Betla': { latitude: 23.8876, longitude: 84.1913 },
  'Natraj Vihar, Deoghar': { latitude: 24.4852, longitude: 86.6948 },
  'Dimna Lake Tourist Complex, Jamshedpur': { latitude: 22.8617, longitude: 86.2467 },
  'Parasnath Vihar, Madhuban': { latitude: 23.9617, longitude: 86.1394 },
  'Rajrappa Vihar': { latitude: 23.6314, longitude: 85.7106 },
  'Hundru Falls Retreat': { latitude: 23.4509, longitude: 85.6517 },
  'Maluti Vihar, Dumka': { latitude: 24.2676, longitude: 87.2497 },
  'Tilaiya Dam Resort, Koderma': { latitude: 24.3226, longitude: 85.5226 },
};
