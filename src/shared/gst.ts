import type { Paise } from './money';

/**
 * GST rules of the accounts documents (credit notes, the GST register): place of supply, the
 * CGST/SGST or IGST split and a refund's share of tax. Pure, run by the server.
 */

/** SAC of hotel accommodation services, on invoices and credit notes. */
export const SAC_ACCOMMODATION = '996311';

/** GST state codes (the first two digits of a GSTIN) and their names, as the GST portal lists them. */
const GST_STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** "20-Jharkhand": the place of supply as the GSTR-1 return writes it. */
export function placeOfSupplyName(stateCode: string): string {
  return `${stateCode}-${GST_STATES[stateCode] ?? 'Unknown state'}`;
}

/**
 * Place of supply of hotel accommodation is where the property is (IGST Act, section 12(3)):
 * every hotel of the corporation is in the supplier's own state, so the state code of the
 * supplier's GSTIN.
 */
export function accommodationPlaceOfSupply(supplierGstin: string): string {
  return supplierGstin.slice(0, 2);
}

/**
 * The tax inside a refund of part of what was paid for a room: the refund keeps the room's
 * proportion of GST to price (rounded to the paisa once), the rest is taxable value.
 */
export function refundShare(
  room: { amountPaise: Paise; gstPaise: Paise },
  refundPaise: Paise,
): { taxablePaise: Paise; gstPaise: Paise } {
  const paid = room.amountPaise + room.gstPaise;
  if (paid <= 0 || refundPaise <= 0) return { taxablePaise: 0, gstPaise: 0 };
  const gstPaise = Math.round((refundPaise * room.gstPaise) / paid);
  return { taxablePaise: refundPaise - gstPaise, gstPaise };
}

/** The GST rate of a line in basis points, from its taxable value and tax (1200 = 12%). */
export function rateBpOf(amountPaise: Paise, gstPaise: Paise): number {
  return amountPaise > 0 ? Math.round((gstPaise * 10_000) / amountPaise) : 0;
}
