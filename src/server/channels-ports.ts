import type { ChannelRoomsPort } from './modules/channels/channels.service';
import * as stays from './modules/stays/stays.service';

/**
 * What the channels module asks of the front desk (ADR 330, 388), wired in this one place for the
 * feed job (jobs/index.ts) and the webhook's feed pull (`channelsRoutes(channelRooms)`): an OTA's
 * modification moves the booking's physical rooms with it (stays.followBookingRooms).
 */
export const channelRooms: ChannelRoomsPort = { follow: stays.followBookingRooms };
