/**
 * Stored English values as a Hindi reader sees them (the stored and API values stay English,
 * ADR 188): an invoice line's description keeps the room type's own name.
 */

/** "Deluxe Room, 2 adults, 1 child" -> "Deluxe Room, 2 वयस्क, 1 बच्चा"; "…, 2 nights" -> "…, 2 रात" */
export function lineDescriptionHi(d: string): string {
  return d
    .replace(/(\d+) adults?\b/, '$1 वयस्क')
    .replace(/(\d+) children\b/, '$1 बच्चे')
    .replace(/(\d+) child\b/, '$1 बच्चा')
    .replace(/(\d+) nights?\b/, '$1 रात');
}
