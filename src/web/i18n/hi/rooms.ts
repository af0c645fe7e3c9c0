import type { Dict } from '..';
import type { BedType, RoomAmenity } from '../../../shared/room-content';
import type { Facility } from '../../../shared/contracts/staff-hotels';

const BEDS: Record<BedType, string> = {
  single: 'सिंगल बेड',
  double: 'डबल बेड',
  queen: 'क्वीन बेड',
  king: 'किंग बेड',
  twin: 'ट्विन बेड',
};

const AMENITIES: Record<RoomAmenity, string> = {
  air_conditioning: 'एयर कंडीशनर',
  tv: 'टीवी',
  wifi: 'वाई-फ़ाई',
  hot_water: 'गर्म पानी',
  kettle: 'चाय-कॉफ़ी की केतली',
  wardrobe: 'अलमारी',
  work_desk: 'काम की मेज़',
  balcony: 'बालकनी',
  lake_view: 'झील का नज़ारा',
  forest_view: 'जंगल का नज़ारा',
  sofa: 'सोफ़ा',
  minibar: 'मिनीबार',
};

const FACILITIES: Record<Facility, string> = {
  'Wi-Fi': 'वाई-फ़ाई',
  Pool: 'स्विमिंग पूल',
  Gym: 'जिम',
  'Free Breakfast': 'मुफ़्त नाश्ता',
  Restaurant: 'रेस्तराँ',
  Parking: 'पार्किंग',
  'Room Service': 'रूम सर्विस',
  'Power Backup': 'पावर बैकअप',
  'Conference Hall': 'सम्मेलन कक्ष',
  Garden: 'बगीचा',
  'Lake View': 'झील का नज़ारा',
  'River View': 'नदी का नज़ारा',
  Boating: 'नौका-विहार',
  Bonfire: 'अलाव',
  'Jungle Safari': 'जंगल सफ़ारी',
  'Nature Trails': 'प्रकृति पथ',
};

export const roomsText: Dict['rooms'] = {
  size: (sqm: number) => `${sqm} वर्ग मीटर`,
  sizeLabel: 'कमरे का आकार',
  beds: (kind: BedType, n: number) => `${n} ${BEDS[kind]}`,
  bedsLabel: 'बिस्तर',
  sleepsLabel: 'ठहर सकते हैं',
  sleeps: (adults: number, children: number) =>
    `${adults} वयस्क` + (children > 0 ? `, ${children} बच्चे` : ''),
  amenity: (key: RoomAmenity) => AMENITIES[key],
  facility: (name: string) => FACILITIES[name as Facility] ?? name,
  detailsSummary: (room: string) => `कमरे का विवरण: ${room}`,
  detailsShort: 'कमरे का विवरण',
  inTheRoom: 'कमरे में',
  photoOfRoom: (room: string) => `${room} की तस्वीर`,
  locationTitle: 'स्थान',
  coordinates: 'निर्देशांक',
  latLng: (lat: string, lng: string) => `${lat}° उत्तर, ${lng}° पूर्व`,
  openInOsm: 'OpenStreetMap पर खोलें',
  locatorLabel: (hotel: string) => `नक्शा: झारखंड में ${hotel} कहाँ है`,
  noPlace: 'इस होटल की नक्शे पर जगह अभी दर्ज नहीं है। पता ऊपर दिया है।',
};
