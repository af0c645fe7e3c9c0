import { accessText } from './access';
import { MSG } from '../../../shared/messages';
import { aboutText, destinationText, ORG_CHART, orgText } from './about';
import { accountText } from './account';
import { authText } from './auth';
import { bookingText } from './booking';
import { cancellationText } from './cancellation';
import { common } from './common';
import { contentText } from './content';
import { creditNoteText } from './creditNote';
import { homeText } from './home';
import { homeSectionsText } from './homeSections';
import { infoText } from './info';
import { hotelsText } from './hotels';
import { newsletterText } from './newsletter';
import { policyText } from './policy';
import { requestsText } from './requests';
import { roomsText } from './rooms';
import { shellText } from './shell';
import { toursText } from './tours';

/** The English dictionary: every area's texts under one name (the shape every language follows). */
export const en = {
  common,
  shell: shellText,
  tours: toursText,
  about: aboutText,
  org: orgText,
  orgChart: ORG_CHART,
  destination: destinationText,
  auth: authText,
  booking: bookingText,
  cancellation: cancellationText,
  content: contentText,
  creditNote: creditNoteText,
  home: homeText,
  homeSections: homeSectionsText,
  hotels: hotelsText,
  newsletter: newsletterText,
  policy: policyText,
  requests: requestsText,
  rooms: roomsText,
  account: accountText,
  info: infoText,
  access: accessText,
  /** the spec's exact messages (src/shared/messages.ts) */
  msg: MSG,
};
