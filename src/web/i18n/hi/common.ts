import type * as en from '../en/common';
import type { Shape } from '../shape';

/** हेडर, मेनू, फ़ुटर और साझा स्थितियों के पाठ (अंग्रेज़ी: ../en/common.ts)। */
export const common: Shape<typeof en.common> = {
  siteName: 'झारखंड पर्यटन विकास निगम',
  siteShortName: 'JTDC',
  siteDescription:
    'झारखंड पर्यटन विकास निगम के होटल, टूर और छुट्टियाँ बुक करें: पतरातू, रांची, नेतरहाट, बेतला, देवघर और भी बहुत कुछ।',
  skipToContent: 'मुख्य सामग्री पर जाएँ',
  brandHomeSuffix: ', मुखपृष्ठ',
  strip: {
    label: 'सुगम्यता विकल्प',
    skip: 'मुख्य सामग्री पर जाएँ',
    textSize: 'अक्षर आकार',
    smaller: 'A−',
    smallerLabel: 'अक्षर छोटे करें',
    normal: 'A',
    normalLabel: 'सामान्य अक्षर आकार',
    larger: 'A+',
    largerLabel: 'अक्षर बड़े करें',
    contrast: 'उच्च कंट्रास्ट',
    contrastLabel: 'उच्च कंट्रास्ट',
    screenReader: 'स्क्रीन रीडर सुविधा',
  },
  mainNav: 'मुख्य',
  nav: {
    hotels: 'होटल',
    destinations: 'पर्यटन स्थल',
    tours: 'टूर',
    myBookings: 'मेरी बुकिंग',
    logIn: 'लॉग इन',
    logOut: 'लॉग आउट',
    signedInAs: 'लॉग इन: ',
  },
  openMenu: 'मेनू खोलें',
  closeMenu: 'मेनू बंद करें',
  menuTitle: 'मेनू',
  bookStay: 'ठहरने की बुकिंग',
  notFound: {
    title: 'पेज नहीं मिला',
    text: 'आप जो पेज ढूँढ रहे थे, वह मौजूद नहीं है या कहीं और चला गया है।',
    home: 'मुखपृष्ठ पर लौटें',
  },
  error: {
    title: 'कुछ गड़बड़ हो गई',
    retry: 'फिर से कोशिश करें',
  },
};
