import { describe, expect, it } from 'vitest';
import { addDays, todayIst } from '../dates';
import { createBookingRequest } from './bookings';

describe('createBookingRequest', () => {
  const checkIn = addDays(todayIst(), 5);
  const base = {
    hotelID: 1,
    CheckIn: checkIn,
    checkOUT: addDays(checkIn, 2),
    rooms: [{ RoomTypeID: 1, NoOfAdult: 2 }],
    CustomerName: ' Asha ',
    EmailID: 'ASHA@Example.com',
    MobileNo: '9876543210',
    CustomerAddress: 'Ranchi',
    IdentityType: 'PAN Card',
    IdentityNo: 'abcde1234f',
    GSTIN: '',
    AcceptTerms: true,
  };

  it('normalises the guest details and drops unknown fields such as client prices', () => {
    const v = createBookingRequest.parse({ ...base, totalAmount: 1, Price: 1 });
    expect(v).not.toHaveProperty('totalAmount');
    expect(v.CustomerName).toBe('Asha');
    expect(v.EmailID).toBe('asha@example.com');
    expect(v.IdentityNo).toBe('ABCDE1234F');
    expect(v.GSTIN).toBeUndefined();
    expect(v.CustomerType).toBe('Individual');
    expect(v.rooms[0]).toEqual({ RoomTypeID: 1, NoOfAdult: 2, NoOfChild: 0, ExtraPerson: 0 });
  });

  it('names the field of each mistake', () => {
    const r = createBookingRequest.safeParse({
      ...base,
      rooms: [],
      IdentityNo: '12',
      checkOUT: checkIn,
    });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['rooms', 'IdentityNo', 'checkOUT']));
  });
});
