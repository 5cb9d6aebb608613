/**
 * The static PIX BR Code (the EMV QRCPS-MPM payload of the Banco Central's PIX initiation standard): a list of
 * TLV fields (two-digit id, two-digit length, value) closed by a CRC16 over everything before it, "6304"
 * included. The same text is the "copy and paste" code and the content of the QR code. Pure: no clock, no I/O.
 */
import { crc16CcittFalse } from './crc16';

export const PIX_GUI = 'br.gov.bcb.pix';
const MAX_NAME = 25;
const MAX_CITY = 15;
const MAX_TXID = 25;
/** A TLV value holds at most 99 characters: the merchant account (GUI + key + description) must fit in one. */
const MAX_FIELD = 99;

export interface BrCodeInput {
  /** The receiver's PIX key (CPF/CNPJ, phone, e-mail or random key). */
  key: string;
  /** Optional message shown to the payer. */
  description?: string | null;
  /** The amount in cents; absent or 0 lets the payer type it. */
  amountCents?: number | null;
  merchantName: string;
  merchantCity: string;
  /** The transaction id (our order number); reduced to letters and digits; "***" when empty. */
  txid?: string | null;
}

/** Letters without accents and printable ASCII only: payer apps reject anything else in name and city. */
export function toBrCodeText(text: string): string {
  return text
    .normalize('NFKD') // "ç" → "c" + cedilla, "º" → "o"
    .replace(/\p{M}/gu, '')
    .replace(/\s/g, ' ')
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The txid of an order number: letters and digits only ("A7K-3921" → "A7K3921"), at most 25; "***" when none. */
export function toTxid(orderNumber: string | null | undefined): string {
  const txid = toBrCodeText(orderNumber ?? '')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, MAX_TXID);
  return txid || '***';
}

/** 1050 → "10.50": two decimals, a dot, no thousands separator. */
export function formatBrCodeAmount(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0)
    throw new RangeError('amount must be a whole number of cents ≥ 0');
  return `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
}

function tlv(id: string, value: string): string {
  if (value.length > MAX_FIELD) throw new RangeError(`BR Code field ${id} is longer than ${MAX_FIELD} characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** The BR Code text, CRC included. Throws RangeError for a missing or oversized key or an invalid amount. */
export function buildBrCode(input: BrCodeInput): string {
  const key = input.key.trim();
  if (!key || toBrCodeText(key) !== key) throw new RangeError('the PIX key must be non-empty printable ASCII');
  const accountBase = tlv('00', PIX_GUI) + tlv('01', key);
  if (accountBase.length > MAX_FIELD) throw new RangeError('the PIX key is too long');
  // The description takes what room the key leaves in the merchant account field.
  const room = MAX_FIELD - accountBase.length - 4;
  const description = toBrCodeText(input.description ?? '').slice(0, Math.max(0, room));
  const account = accountBase + (description ? tlv('02', description) : '');
  const amount = input.amountCents ? tlv('54', formatBrCodeAmount(input.amountCents)) : '';
  const name = toBrCodeText(input.merchantName).toUpperCase().slice(0, MAX_NAME).trim() || 'LOJA';
  const city = toBrCodeText(input.merchantCity).toUpperCase().slice(0, MAX_CITY).trim() || 'SAO PAULO';
  const body =
    tlv('00', '01') +
    tlv('26', account) +
    tlv('52', '0000') +
    tlv('53', '986') +
    amount +
    tlv('58', 'BR') +
    tlv('59', name) +
    tlv('60', city) +
    tlv('62', tlv('05', toTxid(input.txid))) +
    '6304';
  return body + crc16CcittFalse(body);
}

export interface BrCodeFields {
  key: string;
  description: string | null;
  /** Null when the code lets the payer type the amount. */
  amountCents: number | null;
  merchantName: string;
  merchantCity: string;
  txid: string | null;
  currency: string;
  country: string;
  crc: string;
  /** Every top-level field by id, as read. */
  tags: Record<string, string>;
}

export type BrCodeProblem = 'MALFORMED' | 'CRC_MISMATCH' | 'NOT_PIX' | 'MISSING_FIELD' | 'INVALID_AMOUNT';
export type ParsedBrCode = { ok: true; fields: BrCodeFields } | { ok: false; problem: BrCodeProblem };

/** The TLV fields of a value, or null when a length runs past the end or is not two digits. */
function readTlv(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const lengthText = text.slice(at + 2, at + 4);
    // Slices of (at most) two characters: two digits each.
    if (!/\d\d/.test(id) || !/\d\d/.test(lengthText)) return null;
    const length = Number(lengthText);
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

/** Reads and checks a BR Code: TLV structure, the CRC of field 63 (the last one), the PIX GUI and the amount. */
export function parseBrCode(payload: string): ParsedBrCode {
  const text = payload.trim();
  const top = readTlv(text);
  if (!top || !text.startsWith('000201')) return { ok: false, problem: 'MALFORMED' };
  // Stryker disable next-line StringLiteral: any fallback is refused below, as '' is
  const crc = top.get('63') ?? '';
  // The CRC is the last field ("6304" and 4 characters end the text), of hex digits.
  if (!text.endsWith(`6304${crc}`) || !/[0-9A-Fa-f]{4}/.test(crc)) return { ok: false, problem: 'MALFORMED' };
  if (crc16CcittFalse(text.slice(0, -4)) !== crc.toUpperCase()) return { ok: false, problem: 'CRC_MISMATCH' };
  // Stryker disable next-line StringLiteral: any fallback names no PIX account, as '' does
  const account = readTlv(top.get('26') ?? '');
  if (!account || account.get('00')?.toLowerCase() !== PIX_GUI) return { ok: false, problem: 'NOT_PIX' };
  const key = account.get('01');
  const name = top.get('59');
  const city = top.get('60');
  const currency = top.get('53');
  const country = top.get('58');
  if (!key || !name || !city || currency === undefined || country === undefined)
    return { ok: false, problem: 'MISSING_FIELD' };
  let amountCents: number | null = null;
  const amount = top.get('54');
  if (amount !== undefined) {
    const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
    if (!match) return { ok: false, problem: 'INVALID_AMOUNT' };
    amountCents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  }
  // Stryker disable next-line StringLiteral: any fallback that is no TLV list gives no txid, as '' does
  const additional = readTlv(top.get('62') ?? '');
  return {
    ok: true,
    fields: {
      key,
      description: account.get('02') ?? null,
      amountCents,
      merchantName: name,
      merchantCity: city,
      txid: additional?.get('05') ?? null,
      currency,
      country,
      crc: crc.toUpperCase(),
      tags: Object.fromEntries(top),
    },
  };
}
