/**
 * A flight number as travellers type it ("la 3412", "G3-1234", "TP 88"): the airline's two-character IATA code and
 * one to four digits, with an optional letter. Normalised without spaces or dashes, upper case ("LA3412").
 */
const FLIGHT_NUMBER = /^([A-Z0-9]{2})(\d{1,4}[A-Z]?)$/;

export function normalizeFlightNumber(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const compact = text.replace(/[\s-]/g, '').toUpperCase();
  const match = FLIGHT_NUMBER.exec(compact);
  // An airline code (two characters) is never two digits: "12 345" is a typo, not a flight.
  if (!match || /\d\d/.test(match[1]!)) return null;
  return compact;
}
