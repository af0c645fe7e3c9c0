import type * as en from '../en/policy';
import type { Shape } from '../shape';
/** UI text of the cancellation policy summary (hotel page and booking form). */
export const policyText: Shape<typeof en.policyText> = {
  title: 'Cancellation policy',
  band: (min: number, max: number | null, percent: number | null) => {
    const days =
      max === null
        ? `${min} days or more before check-in`
        : min === 0
          ? `Less than ${max + 1} days before check-in`
          : `${min} to ${max} days before check-in`;
    return percent === null
      ? `${days}: cancellation not allowed`
      : `${days}: ${percent}% deducted, the rest refunded`;
  },
  note: 'Deductions are taken from what was paid for the room, GST included. Days are counted in Indian Standard Time.',
  loadError: 'We could not load this hotel’s policy; the standard policy is shown.',
};
