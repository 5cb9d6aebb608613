/**
 * One client's line of a company booking as the checkout's form keeps it (issue 18, points 3 and 4): a saved client
 * or a new one, arrival or departure, flight, the day and the hour typed apart (in the airport's zone), sign text,
 * meeting point and people as typed. `draftProblems` says every wrong field at once, with the server's codes
 * (business-line.ts) plus the form's own two: a new client's phone is required here (the meeting needs a number
 * that reaches the client, as a saved client's does) and the day is its own field. Pure; the clock is passed in.
 */
import { DateTime } from 'luxon';
import {
  businessLineProblems,
  type BusinessDirection,
  type BusinessLineField,
  type LineClient,
  type SentBusinessLine,
} from './business-line';

export interface ClientDraft {
  name: string;
  phone: string;
  email: string;
  language: string;
  /** Save the new client to the company's list when the order is placed. */
  save: boolean;
}

export interface BookingLineDraft {
  /** Stable for the form (React keys, field ids); never sent. */
  key: string;
  /** A saved client of the account; null: the new client typed in `client`. */
  clientId: string | null;
  client: ClientDraft;
  direction: BusinessDirection;
  flightNumber: string;
  /** YYYY-MM-DD in the airport's zone. */
  date: string;
  /** HH:MM in the airport's zone. */
  time: string;
  /** Empty: the client's name. */
  signText: string;
  meetingPoint: string;
  /** As typed. */
  people: string;
}

export type DraftField = BusinessLineField | 'date';
export type DraftProblems = Partial<Record<DraftField, string>>;

export const PHONE_REQUIRED = 'BUSINESS_CLIENT_PHONE_REQUIRED';
export const DATE_INVALID = 'BUSINESS_DATE_INVALID';

export function emptyLineDraft(
  key: string,
  language: string,
  direction: BusinessDirection = 'ARRIVAL',
): BookingLineDraft {
  return {
    key,
    clientId: null,
    client: { name: '', phone: '', email: '', language, save: true },
    direction,
    flightNumber: '',
    date: '',
    time: '',
    signText: '',
    meetingPoint: '',
    people: '1',
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const HOUR = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** The day and hour typed, in the airport's zone, as the ISO timestamp with offset the server reads; null if unreadable. */
export function bookingTimeIso(date: string, time: string, zone: string): string | null {
  const hour = HOUR.exec(time.trim());
  if (!DAY.test(date.trim()) || !hour) return null;
  const at = DateTime.fromISO(`${date.trim()}T${hour[1].padStart(2, '0')}:${hour[2]}`, { zone });
  // A day that does not exist (2026-02-30) or an hour skipped by a clock change is not the one typed.
  if (!at.isValid || at.toFormat('yyyy-MM-dd') !== date.trim()) return null;
  return at.toISO({ suppressMilliseconds: true });
}

/** People as typed: a whole number, else NaN (refused as BUSINESS_PEOPLE_INVALID). */
export const peopleOf = (typed: string): number => (/^\s*\d{1,3}\s*$/.test(typed) ? Number(typed) : Number.NaN);

/** The line as createOrder's `business.lines[]` takes it. */
export function draftToSent(draft: BookingLineDraft, zone: string): SentBusinessLine {
  const client = draft.client;
  return {
    clientId: draft.clientId,
    newClient: draft.clientId
      ? null
      : {
          name: client.name.trim(),
          phone: client.phone.trim() || null,
          email: client.email.trim() || null,
          language: client.language,
          save: client.save,
        },
    direction: draft.direction,
    flightNumber: draft.flightNumber.trim(),
    time: bookingTimeIso(draft.date, draft.time, zone) ?? '',
    signText: draft.signText.trim() || null,
    meetingPoint: draft.meetingPoint.trim(),
    people: peopleOf(draft.people),
  };
}

/**
 * Every wrong field of the line, by field, with its code. `saved`: the saved client the line names (null when it
 * names none, or one no longer in the list: then the client must be chosen again).
 */
export function draftProblems(
  draft: BookingLineDraft,
  saved: LineClient | null,
  now: DateTime,
  zone: string,
): DraftProblems {
  const sent = draftToSent(draft, zone);
  const client: LineClient | null = draft.clientId
    ? saved
    : {
        name: draft.client.name,
        phone: draft.client.phone,
        email: draft.client.email,
        language: draft.client.language,
      };
  const problems: DraftProblems = {};
  for (const problem of businessLineProblems(sent, client, now)) problems[problem.field] ??= problem.code;
  if (!draft.clientId && !draft.client.phone.trim()) problems.clientPhone = PHONE_REQUIRED;
  if (!bookingTimeIso(draft.date, '00:00', zone)) {
    // Without a day the hour cannot be judged past or not: the day's message is the one to read, and the hour's
    // only when the hour itself is unreadable.
    problems.date = DATE_INVALID;
    if (HOUR.test(draft.time.trim())) delete problems.time;
  }
  return problems;
}
