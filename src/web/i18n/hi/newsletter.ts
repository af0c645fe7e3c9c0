import type * as en from '../en/newsletter';
import type { Shape } from '../shape';

/** फ़ुटर के न्यूज़लेटर फ़ॉर्म के पाठ (अंग्रेज़ी: ../en/newsletter.ts)। */
export const newsletterText: Shape<typeof en.newsletterText> = {
  formLabel: 'न्यूज़लेटर की सदस्यता',
  label: 'ईमेल पता',
  placeholder: 'you@example.com',
  subscribe: 'सदस्यता लें',
  subscribing: 'सदस्यता ली जा रही है…',
  privacy: 'महीने में एक मेल। हर मेल में सदस्यता छोड़ने का लिंक होता है।',
};
