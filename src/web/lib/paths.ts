/** Every route of the spec, typed; href() fills parameters. */
export const paths = {
  home: '/',
  allHotels: '/allhotel/',
  hotel: '/hotel/:hotelID',
  about: '/About',
  orgStructure: '/organizational-structure',
  destination: '/destination/:id',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  availability: '/availibilty',
  bookHotel: '/availibilty/book-hotel/:hotelID',
  bookingSuccess: '/booking-success/:orderId',
  bookingFailed: '/booking-failed',
  retryPayment: '/booking-payment/:bookingId',
  tenders: '/tenders',
  notice: '/notice',
  advanceBooking: '/advanceBooking',
  rescheduleBooking: '/rescheduleBooking',
  advertorials: '/advertorial',
  advertorial: '/advertorial/:id',
  bookingView: '/booking-view/:P_intBookingID',
  bookingInvoice: '/booking-Invoice/:P_intBookingID',
  tourDetails: '/tour-details/:id',
  tours: '/tours',
  bookingHistory: '/booking-history',
  cancelBooking: '/cancel-booking/:bookingId',
  devOutbox: '/dev/outbox',
} as const;

export type PathName = keyof typeof paths;

export function href(
  name: PathName,
  params: Record<string, string | number> = {},
  query?: Record<string, string | number | undefined>,
): string {
  let p: string = paths[name];
  for (const [k, v] of Object.entries(params))
    p = p.replace(`:${k}`, encodeURIComponent(String(v)));
  if (query) {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(query))
      if (v !== undefined && v !== '') q.set(k, String(v));
    const s = q.toString();
    if (s) p += `?${s}`;
  }
  return p;
}
