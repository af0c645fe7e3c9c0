import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { identifierField, mobileField, normalizeMobile } from './auth';
import { advanceBookingRequest } from './requests';

describe('a mobile number as people type it (issue 10: 98765 43210 was cut and refused)', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    [' 98765-43210 ', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['(98765) 43210', '9876543210'],
  ])('%s is the mobile %s', (typed, stored) => {
    expect(normalizeMobile(typed)).toBe(stored);
    expect(mobileField.parse(typed)).toBe(stored);
  });

  it.each(['987654321', '98765432101', '+1 98765 43210', '98765 4321x', ''])(
    'refuses %s with the spec message',
    (typed) => {
      const r = mobileField.safeParse(typed);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(MSG.signupInvalidMobile);
    },
  );

  it('logs in with a mobile typed with spaces or +91, and leaves emails and user ids alone', () => {
    expect(identifierField.parse('+91 98765 43210')).toBe('9876543210');
    expect(identifierField.parse('asha@example.com')).toBe('asha@example.com');
    expect(identifierField.parse('asha_1234')).toBe('asha_1234');
  });

  it('the request forms share the rule', () => {
    const r = advanceBookingRequest.safeParse({
      name: 'Asha',
      mobile: '98765 43210',
      purpose: 'Marriage',
      fromDate: '2099-01-10',
      toDate: '2099-01-11',
      hotelName: 'Hotel Patratu',
    });
    if (r.success) expect(r.data.mobile).toBe('9876543210');
    else expect(r.error.issues.map((i) => i.path.join('.'))).not.toContain('mobile');
  });
});
