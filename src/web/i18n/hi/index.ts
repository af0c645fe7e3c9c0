import type { Dict } from '..';
import { accessText } from './access';
import { MSG } from '../../../shared/messages';
import { formMessagesHi, msgHi } from './messages';
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

/** The Hindi dictionary (its own chunk, loaded only for pages under /hi). */
export const hi: Dict = {
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
  msg: msgHi,
};

/** A message the server or a shared schema sent in English → its Hindi text (ADR 101). */
export const hiMessages: ReadonlyMap<string, string> = new Map([
  ...Object.entries(MSG).flatMap(([k, v]) => {
    const hi = msgHi[k as keyof typeof MSG];
    return typeof v === 'string' && typeof hi === 'string' ? [[v, hi] as const] : [];
  }),
  ...Object.entries(formMessagesHi),
]);
