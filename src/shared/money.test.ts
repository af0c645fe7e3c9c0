import { describe, expect, it } from 'vitest';
import { amountInWords, formatRupees, percentOf, priceRangeText } from './money';

describe('priceRangeText (spec: PriceRange with the rupee sign and .00 removed, N/A when missing)', () => {
  it('removes rupee signs and .00', () => {
    expect(priceRangeText('₹2200.00 - ₹5400.00')).toBe('2200 - 5400');
  });
  it('keeps a price without decorations as it is', () => {
    expect(priceRangeText('1800')).toBe('1800');
  });
  it('shows N/A when missing or empty', () => {
    expect(priceRangeText(null)).toBe('N/A');
    expect(priceRangeText(undefined)).toBe('N/A');
    expect(priceRangeText('₹')).toBe('N/A');
  });
});

describe('money in paise', () => {
  it('rounds a percentage to the nearest paisa once', () => {
    expect(percentOf(333, 1200)).toBe(40); // 39.96
    expect(percentOf(640000, 1200)).toBe(76800);
  });
  it('formats rupees with Indian digit grouping', () => {
    expect(formatRupees(123456750)).toBe('₹12,34,567.50');
    expect(formatRupees(220000)).toBe('₹2,200');
  });
  it('writes an amount in words for invoices', () => {
    expect(amountInWords(716800)).toBe('Rupees Seven Thousand One Hundred Sixty Eight Only');
    expect(amountInWords(12345650)).toBe(
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only',
    );
  });
});
