/**
 * Meet & assist and hospitality booked by a company (issue 18, point 3): one structured line per client — arrival
 * or departure, flight, the exact time, sign text, meeting point, number of people — instead of a free-text box.
 * A refusal names the field it is about (`BUSINESS_FLIGHT_NUMBER_INVALID`, path `business.lines.0.flightNumber`).
 * Pure: the clock is passed in (a time already past is refused).
 */
import { DateTime } from 'luxon';
import { toE164 } from '../customer/phone-number';

export const BUSINESS_DIRECTIONS = ['ARRIVAL', 'DEPARTURE'] as const;
export type BusinessDirection = (typeof BUSINESS_DIRECTIONS)[number];
export const CLIENT_LANGUAGES = ['pt-BR', 'en', 'es'] as const;
export type ClientLanguage = (typeof CLIENT_LANGUAGES)[number];

/** Airline designator (2 characters, at least one a letter, or 3 letters) and 1 to 4 digits, optional suffix letter: "LA 3040", "G31234". */
const FLIGHT = /^([A-Z]\d|\d[A-Z]|[A-Z]{2,3})\s?(\d{1,4})([A-Z]?)$/;
export const MAX_PEOPLE = 20;
export const MAX_SIGN_LENGTH = 60;
export const MAX_MEETING_POINT_LENGTH = 120;

/** What the browser sends for one line: a saved client's id, or a new client (saved to the account when asked). */
export interface SentBusinessLine {
  clientId?: string | null;
  newClient?: {
    name?: string | null;
    phone?: string | null;
    email?: string | null;
    language?: string | null;
    save?: boolean | null;
  } | null;
  direction?: string | null;
  flightNumber?: string | null;
  /** ISO 8601 with offset (the form's HH:MM on the chosen day, in the airport's zone). */
  time?: string | null;
  signText?: string | null;
  meetingPoint?: string | null;
  people?: number | null;
}

/** As stored on the order line (order_lines.booking_details). */
export interface BusinessLineDetails {
  clientName: string;
  clientPhone: string | null;
  clientEmail: string | null;
  clientLanguage: ClientLanguage;
  direction: BusinessDirection;
  flightNumber: string;
  /** ISO with offset, as checked. */
  time: string;
  signText: string;
  meetingPoint: string;
  people: number;
}

export type BusinessLineField =
  | 'client'
  | 'clientName'
  | 'clientPhone'
  | 'clientEmail'
  | 'clientLanguage'
  | 'direction'
  | 'flightNumber'
  | 'time'
  | 'signText'
  | 'meetingPoint'
  | 'people';

export interface BusinessLineProblem {
  field: BusinessLineField;
  code: string;
}

const CODES: Record<BusinessLineField, string> = {
  client: 'BUSINESS_CLIENT_REQUIRED',
  clientName: 'BUSINESS_CLIENT_NAME_INVALID',
  clientPhone: 'BUSINESS_CLIENT_PHONE_INVALID',
  clientEmail: 'BUSINESS_CLIENT_EMAIL_INVALID',
  clientLanguage: 'BUSINESS_CLIENT_LANGUAGE_INVALID',
  direction: 'BUSINESS_DIRECTION_INVALID',
  flightNumber: 'BUSINESS_FLIGHT_NUMBER_INVALID',
  time: 'BUSINESS_TIME_INVALID',
  signText: 'BUSINESS_SIGN_TEXT_INVALID',
  meetingPoint: 'BUSINESS_MEETING_POINT_INVALID',
  people: 'BUSINESS_PEOPLE_INVALID',
};

export function businessLineCode(field: BusinessLineField): string {
  return CODES[field];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normaliseFlight(value: string): string | null {
  const match = FLIGHT.exec(value.trim().toUpperCase().replace(/\s+/g, ' '));
  return match ? `${match[1]} ${match[2]}${match[3]}` : null;
}

/** The exact time: an ISO timestamp with offset, not already past. */
export function parseBookingTime(value: string, now: DateTime): DateTime | null {
  // A time to the minute: Luxon would read 'T06' as 06:00.
  if (!/T\d\d:\d\d/.test(value)) return null;
  // An explicit offset: without one, the time names no instant.
  if (!/(Z|[+-]\d{2}:?\d{2})$/.test(value)) return null;
  const time = DateTime.fromISO(value, { setZone: true });
  if (!time.isValid || time <= now) return null;
  return time;
}

/** The client as the line names it: from the saved client (resolved by the server), or the one typed in. */
export interface LineClient {
  name: string;
  phone: string | null;
  email: string | null;
  language: string;
}

/**
 * Every problem of one line, in the form's order (a form shows each at its field): `client` is the saved client
 * found by the server or the typed-in one (null when neither was given). The checks of checkBusinessLine.
 */
export function businessLineProblems(
  sent: SentBusinessLine,
  client: LineClient | null,
  now: DateTime,
): BusinessLineProblem[] {
  const fields: BusinessLineField[] = [];
  if (!client) fields.push('client');
  else {
    const name = client.name.trim().replace(/\s+/g, ' ');
    if (name.length < 2 || name.length > 120) fields.push('clientName');
    if (client.phone?.trim() && !toE164(client.phone)) fields.push('clientPhone');
    const email = client.email?.trim().toLowerCase() || null;
    if (email && (!EMAIL.test(email) || email.length > 200)) fields.push('clientEmail');
    if (!(CLIENT_LANGUAGES as readonly string[]).includes(client.language)) fields.push('clientLanguage');
  }
  if (!(BUSINESS_DIRECTIONS as readonly string[]).includes(sent.direction ?? '')) fields.push('direction');
  if (!normaliseFlight(sent.flightNumber ?? '')) fields.push('flightNumber');
  if (!parseBookingTime(sent.time ?? '', now)) fields.push('time');
  const sign = (sent.signText ?? '').trim() || (client?.name.trim().replace(/\s+/g, ' ') ?? '');
  if (sign.length > MAX_SIGN_LENGTH) fields.push('signText');
  const meetingPoint = (sent.meetingPoint ?? '').trim();
  if (meetingPoint.length < 2 || meetingPoint.length > MAX_MEETING_POINT_LENGTH) fields.push('meetingPoint');
  const people = sent.people ?? 0;
  if (!Number.isInteger(people) || people < 1 || people > MAX_PEOPLE) fields.push('people');
  return fields.map((field) => ({ field, code: CODES[field] }));
}

/**
 * Checks one line's fields; `client` is the saved client found by the server or the typed-in one (null when
 * neither was given). Returns the details to store, or the first problem in the form's order.
 */
export function checkBusinessLine(
  sent: SentBusinessLine,
  client: LineClient | null,
  now: DateTime,
): { ok: true; details: BusinessLineDetails } | { ok: false; problem: BusinessLineProblem } {
  const [problem] = businessLineProblems(sent, client, now);
  if (problem || !client) return { ok: false, problem: problem ?? { field: 'client', code: CODES.client } };
  const name = client.name.trim().replace(/\s+/g, ' ');
  return {
    ok: true,
    details: {
      clientName: name,
      clientPhone: client.phone?.trim() ? toE164(client.phone) : null,
      clientEmail: client.email?.trim().toLowerCase() || null,
      clientLanguage: client.language as ClientLanguage,
      direction: sent.direction as BusinessDirection,
      flightNumber: normaliseFlight(sent.flightNumber ?? '')!,
      time: parseBookingTime(sent.time ?? '', now)!.toISO()!,
      signText: (sent.signText ?? '').trim() || name,
      meetingPoint: (sent.meetingPoint ?? '').trim(),
      people: sent.people!,
    },
  };
}
