/**
 * One booking is one visit for a party (docs/business-rules.md "One booking, one party"; issue 17, point 8). A
 * service that takes one booking per order (`multipleItemsInShoppingCart: false`) counts bookings, not lines: the
 * passes of several people for the same visit — an adult's and a child's pass to the same lounge, for the same
 * dates — are one booking in one order. Where a visit happens is catalogue data: the catalogue's `venues`, each
 * naming the options (subitem ids, such as "Terminal 2 — Sala Nacional") that put a pass there. A catalogue with no
 * venues (hospitality packages) books one thing per line, as before: each line is its own booking.
 * The browser's cart and the server's order count with the same function.
 * Pure.
 */

/** A place a catalogue's passes are used at, and the options that choose it. */
export interface BookingVenue {
  _id: string;
  /** Subitem ids; empty on a catalogue's only venue means every pass is there. */
  optionIds: readonly string[];
}

/** A cart or order line as far as its booking goes: the options chosen and its own dates, if any. */
export interface PartyLine {
  subitemIds: readonly string[];
  interval?: { start: string; end: string } | null;
}

/** The venue a line's options put it at; null when the catalogue has none or the line names none. */
export function lineVenue(line: PartyLine, venues: readonly BookingVenue[]): string | null {
  const named = venues.find((venue) => venue.optionIds.some((id) => line.subitemIds.includes(id)));
  if (named) return named._id;
  const [only] = venues;
  return venues.length === 1 && only.optionIds.length === 0 ? only._id : null;
}

/** A key per line: lines with the same key are the same visit; a line at no venue is a booking of its own. */
export function bookingKeys(lines: readonly PartyLine[], venues: readonly BookingVenue[]): string[] {
  return lines.map((line, index) => {
    const venue = lineVenue(line, venues);
    if (venue === null) return `line:${index}`;
    return JSON.stringify([venue, line.interval?.start ?? null, line.interval?.end ?? null]);
  });
}

/** How many bookings (visits) the lines make. */
export function countBookings(lines: readonly PartyLine[], venues: readonly BookingVenue[]): number {
  return new Set(bookingKeys(lines, venues)).size;
}

/** Whether a line added to a cart's lines stays within one booking (the same visit as all of them). */
export function joinsTheBooking(
  lines: readonly PartyLine[],
  added: PartyLine,
  venues: readonly BookingVenue[],
): boolean {
  return countBookings([...lines, added], venues) <= 1;
}
