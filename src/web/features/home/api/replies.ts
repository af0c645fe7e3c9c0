import { z } from 'zod';
import { okReply } from '../../../../shared/contracts/common';
import { destination, official, video } from '../../../../shared/contracts/content';
import { hotelSummary } from '../../../../shared/contracts/hotels';

/**
 * The home page's replies, checked with the shared contracts. The get* files load this module
 * through lazyParser, so zod stays out of the home route's first JavaScript (ADR 092).
 */
export const hotelsReply = okReply(z.array(hotelSummary));
export const destinationsReply = okReply(z.array(destination));
export const officialsReply = okReply(z.array(official));
export const videosReply = okReply(z.array(video));
export { socialFeedReply } from '../../../../shared/contracts/social';
