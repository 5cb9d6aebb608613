/**
 * Vouchers of the services a shopper presents at a counter (docs/business-rules.md "Vouchers"): the VIP lounge
 * pass, a luggage locker and a hospitality booking. One voucher per order line; its code is the order number and
 * the line, followed by a signature the server computes (this file only joins and splits it, so it stays pure),
 * so a code typed or printed by someone else is recognised as forged. Validity follows docs/business-rules.md
 * "Service policies": a lounge pass may be used within a year from purchase, and its voucher on its visit's day only
 * (the booked slot, or the day of purchase for a pass used now), never outside the pass's year; a stay lasts 3 hours;
 * a locker holds for its interval; a hospitality booking for its day. A booked lounge visit or hospitality booking
 * moves for free until the time booking-free-until.ts gives (the notice, or the grace after buying: a pass bought
 * minutes ago for this afternoon is not past its deadline at the moment of purchase).
 */
import { DateTime } from 'luxon';
import { freeMoveUntil, type MovableBookingKind } from './booking-free-until';
import { LOUNGE_PASS_HOURS, loungePassValidity } from './service-policies';
import { DEFAULT_ZONE, toZonedDateTime } from '../time/time-of-day';

export type VoucherKind = 'LOUNGE' | 'LOCKER' | 'HOSPITALITY';

/**
 * Which voucher a catalogue's lines get, from the services it appears under (their slugs): the lounge
 * (`sala-vip`, `lounge…`), lockers (`guarda-volumes`, `locker…`) and hospitality (`hospitalidade…`,
 * `hospitality…`). Anything else (a restaurant, a shop) gets none.
 */
export function voucherKindFor(serviceCategories: readonly string[]): VoucherKind | null {
  for (const slug of serviceCategories) {
    const s = slug.toLowerCase();
    if (s === 'sala-vip' || s.startsWith('lounge')) return 'LOUNGE';
    if (s === 'guarda-volumes' || s.startsWith('locker')) return 'LOCKER';
    if (s.startsWith('hospitalidade') || s.startsWith('hospitality')) return 'HOSPITALITY';
  }
  return null;
}

/** The kind of dated booking a catalogue sells that moves (lounge visit, hospitality); null for lockers and the rest. */
export function movableKindOf(serviceCategories: readonly string[]): MovableBookingKind | null {
  const kind = voucherKindFor(serviceCategories);
  return kind === 'LOUNGE' || kind === 'HOSPITALITY' ? kind : null;
}

const NUMBER_PATTERN = /^[A-Z0-9-]{1,32}$/;
const SIGNATURE_PATTERN = /^[A-Z0-9]{6,64}$/;

/** What is signed: the order number and the line, counted from 1 (`A7K-42/1`). */
export function voucherPayload(orderNumber: string, line: number): string {
  const number = orderNumber.trim().toUpperCase();
  if (!NUMBER_PATTERN.test(number)) throw new RangeError(`Invalid order number for a voucher: ${orderNumber}`);
  if (!Number.isSafeInteger(line) || line < 1) throw new RangeError(`Invalid voucher line: ${line}`);
  return `${number}/${line}`;
}

/** The code printed and put in the QR: payload, a dot, the signature (upper-case letters and digits). */
export function voucherCode(payload: string, signature: string): string {
  const sig = signature.toUpperCase();
  if (!SIGNATURE_PATTERN.test(sig)) throw new RangeError('Invalid voucher signature');
  return `${payload}.${sig}`;
}

export interface ParsedVoucherCode {
  payload: string;
  orderNumber: string;
  line: number;
  signature: string;
}

/** Splits a code as read at a counter (spaces and case forgiven); null when it is not shaped like one. */
export function parseVoucherCode(code: string): ParsedVoucherCode | null {
  // Stryker disable next-line Regex: removing spaces one at a time or by runs leaves the same text
  const compact = code.replace(/\s+/g, '').toUpperCase();
  const match = /^([A-Z0-9-]{1,32})\/([1-9][0-9]{0,3})\.([A-Z0-9]{6,64})$/.exec(compact);
  if (!match) return null;
  const [, orderNumber, line, signature] = match;
  return { payload: `${orderNumber}/${line}`, orderNumber, line: Number(line), signature };
}

/** Compares two signatures in time that does not depend on where they first differ. */
export function sameSignature(a: string, b: string): boolean {
  const x = a.toUpperCase();
  const y = b.toUpperCase();
  let diff = x.length ^ y.length;
  // A length difference has already set `diff`, so comparing up to the shorter length, or one past the longer (a
  // missing character reads 0), gives the same answer.
  // Stryker disable next-line EqualityOperator,MethodExpression: equivalent, see above
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) diff |= (x.charCodeAt(i) || 0) ^ (y.charCodeAt(i) || 0);
  return diff === 0;
}

export interface VoucherValidity {
  validFrom: DateTime;
  validUntil: DateTime;
  /** Lounge: how long one stay lasts. */
  stayHours: number | null;
  /** A booked lounge visit or hospitality booking: until when it moves for free (booking-free-until.ts). */
  rebookBy: DateTime | null;
}

export interface VoucherDates {
  purchasedAt: string;
  /** The line's interval (lockers: the dates; a lounge or hospitality booking: its start). */
  interval?: { start: string; end: string } | null;
  /** The order's scheduled time, when the line has no interval. */
  scheduledFor?: string | null;
  zone?: string;
}

/** A date-only text (`2026-12-01`) means the whole day: its start, or with `endOfDay` its last millisecond. */
function instant(text: string, zone: string, endOfDay = false): DateTime {
  // Throws on text Luxon cannot read, spaces around it included.
  const at = toZonedDateTime(text, zone);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return at;
  return endOfDay ? at.endOf('day') : at.startOf('day');
}

/** When the voucher can be used; null when the booking needs a date and the order carries none. */
export function voucherValidity(kind: VoucherKind, dates: VoucherDates): VoucherValidity | null {
  const zone = dates.zone ?? DEFAULT_ZONE;
  const booked = dates.interval?.start ?? dates.scheduledFor ?? null;
  switch (kind) {
    case 'LOUNGE': {
      // The visit's day, within the pass's year: a pass used now is visited on the day it is bought.
      const pass = loungePassValidity(dates.purchasedAt, zone);
      const visit = booked ? instant(booked, zone) : null;
      const day = visit ?? pass.validFrom;
      return {
        validFrom: DateTime.max(day.startOf('day'), pass.validFrom),
        validUntil: DateTime.min(day.endOf('day'), pass.validUntil),
        stayHours: LOUNGE_PASS_HOURS,
        rebookBy: visit ? freeMoveUntil({ kind: 'LOUNGE', start: visit, placedAt: dates.purchasedAt, zone }) : null,
      };
    }
    case 'LOCKER': {
      if (!dates.interval) return null;
      return {
        validFrom: instant(dates.interval.start, zone),
        validUntil: instant(dates.interval.end, zone, true),
        stayHours: null,
        rebookBy: null,
      };
    }
    case 'HOSPITALITY': {
      if (!booked) return null;
      const day = instant(booked, zone);
      return {
        validFrom: day.startOf('day'),
        validUntil: day.endOf('day'),
        stayHours: null,
        // Stryker disable next-line StringLiteral: noticeDeadline reads any kind but LOUNGE as hospitality
        rebookBy: freeMoveUntil({ kind: 'HOSPITALITY', start: day, placedAt: dates.purchasedAt, zone }),
      };
    }
  }
}

/** Whether the voucher can be presented at `now` (both ends inclusive); never when its window is empty. */
export function isVoucherUsable(validity: VoucherValidity, now: DateTime): boolean {
  return now >= validity.validFrom && now <= validity.validUntil;
}

/**
 * Whether a voucher still waits for its order's money: a PIX, link or transfer not yet paid, or a card in its
 * 3-D Secure check, on an order the company has not confirmed (confirming means it saw the payment). The voucher
 * is shown so the traveller knows what is coming, marked as not yet valid.
 */
export function voucherAwaitsPayment(orderStatus: string, paymentStatus: string | null | undefined): boolean {
  return orderStatus === 'PLACED' && (paymentStatus === 'PENDING' || paymentStatus === 'REQUIRES_ACTION');
}

/**
 * Whether an order's vouchers are dead: it was cancelled, or its money was given back. A screenshot of one keeps its
 * genuine signature, so the order's state, not the code, decides.
 */
export function vouchersVoid(orderStatus: string, paymentStatus: string | null | undefined): boolean {
  return orderStatus === 'CANCELED' || paymentStatus === 'REFUNDED';
}

/** What a counter learns of a voucher it reads (voucherCheck): only VALID lets the holder in. */
export type VoucherStatus =
  'VALID' | 'CANCELLED' | 'AWAITING_PAYMENT' | 'NOT_YET_VALID' | 'EXPIRED' | 'UNKNOWN' | 'FORGED';

/**
 * The status of a genuine voucher of an order that exists, at `now`: dead with its order first, then waiting for its
 * money, then its window (none yet: not valid yet).
 */
export function voucherStatus(input: {
  orderStatus: string;
  paymentStatus?: string | null;
  validity: VoucherValidity | null;
  now: DateTime;
}): VoucherStatus {
  if (vouchersVoid(input.orderStatus, input.paymentStatus)) return 'CANCELLED';
  if (voucherAwaitsPayment(input.orderStatus, input.paymentStatus)) return 'AWAITING_PAYMENT';
  if (!input.validity || input.now < input.validity.validFrom) return 'NOT_YET_VALID';
  return isVoucherUsable(input.validity, input.now) ? 'VALID' : 'EXPIRED';
}
