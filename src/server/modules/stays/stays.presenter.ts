import { bookingStatusLabel } from '../../../shared/booking-status';
import type {
  DeskToday,
  StaffBookingDetail,
  StaffBookingRow,
  StaffBookingsPage,
} from '../../../shared/contracts/desk';
import { DESK_GATEWAY } from '../../payments/gateway';
import type { FoundBooking, StayView } from './stay-view';

/** The front desk's replies (contracts/desk.ts) made from the stays module's domain values. */

export function bookingRow({ booking: b, hotelName, rooms }: FoundBooking): StaffBookingRow {
  return {
    id: b.id,
    ref: b.bookingRefNo,
    hotelId: b.hotelId,
    hotelName,
    guestName: b.customerName,
    mobile: b.mobile,
    email: b.email,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    nights: b.nights,
    rooms: rooms.filter((r) => r.status === 'booked').length,
    status: b.status,
    statusLabel: bookingStatusLabel(b.status),
    totalPaise: b.totalPaise,
    createdAt: b.createdAt.toISOString(),
  };
}

export function bookingsPage(p: {
  rows: FoundBooking[];
  total: number;
  page: number;
  pageSize: number;
}): StaffBookingsPage {
  return { items: p.rows.map(bookingRow), total: p.total, page: p.page, pageSize: p.pageSize };
}

export function todayLists(t: {
  date: string;
  hotelId: number;
  arrivals: FoundBooking[];
  departures: FoundBooking[];
}): DeskToday {
  return {
    date: t.date,
    hotelId: t.hotelId,
    arrivals: t.arrivals.map(bookingRow),
    departures: t.departures.map(bookingRow),
  };
}

export function bookingDetail(v: StayView): StaffBookingDetail {
  const { full, stay, deskPayment: desk } = v;
  const b = full.booking;
  const pay = full.payment;
  return {
    ...bookingRow({ booking: b, hotelName: v.hotelName, rooms: full.rooms }),
    customerType: b.customerType,
    identityType: b.identityType,
    identityNo: b.identityNo,
    gstin: b.gstin,
    specialRequests: b.specialRequests,
    invoiceNo: b.invoiceNo,
    roomTotalPaise: b.roomTotalPaise,
    gstPaise: b.gstPaise,
    counter: pay?.gateway === DESK_GATEWAY,
    roomList: full.rooms.map((r) => ({
      id: r.id,
      roomTypeName: r.roomTypeName,
      adults: r.adults,
      children: r.children,
      extraPersons: r.extraPersons,
      roomNo: r.roomNo,
      status: r.status,
      paidPaise: r.amountPaise + r.gstPaise,
      refundPaise: r.refundPaise,
      governmentId: r.governmentId,
    })),
    payment: pay
      ? {
          gateway: pay.gateway,
          method: desk?.method ?? pay.method,
          reference: desk?.reference ?? null,
          status: pay.status,
          amountPaise: pay.amountPaise,
          paymentId: pay.paymentId,
        }
      : null,
    refunds: full.refunds.map((r) => ({
      id: r.id,
      amountPaise: r.amountPaise,
      status: r.status,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
    stay: {
      idSeen: stay?.idSeen ?? null,
      idType: stay?.idType ?? null,
      checkedInAt: stay?.checkedInAt?.toISOString() ?? null,
      checkedOutAt: stay?.checkedOutAt?.toISOString() ?? null,
      noShowAt: stay?.noShowAt?.toISOString() ?? null,
    },
    links: v.links,
    actions: v.actions,
    noShowFrom: v.noShowFrom.toISOString(),
  };
}
