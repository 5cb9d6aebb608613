/**
 * The NF-e data of a company's booked line (issue 18, point 6), for the merchant's invoicing system: who is invoiced
 * (the business account's CNPJ, legal name, state registration, address, invoice e-mail), the service, the amounts
 * (the order's discount shared among its lines in proportion, what rounding leaves to the first largest line) and the tax fields,
 * null where the storefront does not know them (the invoicing system fills them). No NF-e is issued here. Pure.
 */
import { DateTime } from 'luxon';

export const NFE_RECORD_SCHEMA = 'nfe-export/1';

export interface NfeTaxes {
  /** Service code of LC 116/2003 (e.g. "09.01"), CNAE, municipal code: the invoicing system's. */
  serviceCode: string | null;
  cnae: string | null;
  issRate: number | null;
  iss: number | null;
  pis: number | null;
  cofins: number | null;
  csll: number | null;
  irrf: number | null;
  inss: number | null;
}

export interface NfeRecord {
  schema: typeof NFE_RECORD_SCHEMA;
  orderId: string;
  orderNumber: string;
  line: number;
  status: string;
  placedAt: string;
  serviceDate: string | null;
  provider: { name: string; cnpj: string | null };
  taker: {
    cnpj: string;
    legalName: string;
    stateRegistration: string | null;
    invoiceEmail: string;
    address: Record<string, string | undefined>;
  };
  service: { itemId: string; description: string; client: string | null; quantity: number };
  /** Reais, two decimals. */
  amounts: { unitPrice: number; gross: number; discount: number; net: number };
  paidWithCredit: boolean;
  payment: { method: string; status: string };
  taxes: NfeTaxes;
}

export interface NfeOrder {
  id: string;
  number: string;
  status: string;
  createdAt: Date;
  discountCents: number;
  payment: { method: string; status?: string | null } | null;
}

export interface NfeLine {
  position: number;
  itemId: string;
  itemName: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  clientName: string | null;
  serviceDate: string | null;
  paidWithCredit: boolean;
}

export interface NfeTaker {
  cnpj: string;
  legalName: string;
  stateRegistration: string | null;
  invoiceEmail: string;
  billingAddress: Record<string, string | undefined>;
}

const UNKNOWN_TAXES: NfeTaxes = {
  serviceCode: null,
  cnae: null,
  issRate: null,
  iss: null,
  pis: null,
  cofins: null,
  csll: null,
  irrf: null,
  inss: null,
};

/** The order's discount shared among its lines in proportion to their totals, in whole cents that add up. */
export function shareDiscount(lineTotals: readonly number[], discountCents: number): number[] {
  const sum = lineTotals.reduce((a, b) => a + b, 0);
  if (sum === 0 || discountCents === 0) return lineTotals.map(() => 0);
  const shares = lineTotals.map((total) => Math.floor((total * discountCents) / sum));
  const rest = discountCents - shares.reduce((a, b) => a + b, 0);
  const largest = lineTotals.indexOf(Math.max(...lineTotals));
  shares[largest] += rest;
  return shares;
}

const reais = (cents: number) => Math.round(cents) / 100;

/** One record per line of the order. */
export function nfeRecords(
  order: NfeOrder,
  lines: readonly NfeLine[],
  taker: NfeTaker,
  provider: { name: string; cnpj: string | null },
  zone = 'America/Sao_Paulo',
): NfeRecord[] {
  const discounts = shareDiscount(
    lines.map((l) => l.totalCents),
    order.discountCents,
  );
  return lines.map((line, index) => ({
    schema: NFE_RECORD_SCHEMA,
    orderId: order.id,
    orderNumber: order.number,
    line: line.position + 1,
    status: order.status,
    placedAt: DateTime.fromJSDate(order.createdAt, { zone }).toISO({ includeOffset: true })!,
    serviceDate: line.serviceDate,
    provider,
    taker: {
      cnpj: taker.cnpj,
      legalName: taker.legalName,
      stateRegistration: taker.stateRegistration,
      invoiceEmail: taker.invoiceEmail,
      address: taker.billingAddress,
    },
    service: { itemId: line.itemId, description: line.itemName, client: line.clientName, quantity: line.quantity },
    amounts: {
      unitPrice: reais(line.unitPriceCents),
      gross: reais(line.totalCents),
      discount: reais(discounts[index]),
      net: reais(line.totalCents - discounts[index]),
    },
    paidWithCredit: line.paidWithCredit,
    payment: { method: order.payment?.method ?? '', status: order.payment?.status ?? 'PENDING' },
    taxes: { ...UNKNOWN_TAXES },
  }));
}

const CSV_HEAD = [
  'pedido',
  'linha',
  'situacao',
  'data_pedido',
  'data_servico',
  'cnpj_prestador',
  'cnpj_tomador',
  'razao_social_tomador',
  'inscricao_estadual',
  'email_nf',
  'servico',
  'codigo_item',
  'cliente',
  'quantidade',
  'valor_unitario',
  'valor_bruto',
  'desconto',
  'valor_liquido',
  'pago_com_credito',
  'forma_pagamento',
  'codigo_servico',
  'aliquota_iss',
  'iss',
];

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const money = (value: number | null) => (value === null ? '' : value.toFixed(2));

/** RFC 4180 with a UTF-8 BOM; unknown tax fields are empty cells; formula-like cells get a leading apostrophe. */
export function nfeCsv(records: readonly NfeRecord[]): string {
  const rows = records.map((r) =>
    [
      r.orderNumber,
      String(r.line),
      r.status,
      r.placedAt,
      r.serviceDate ?? '',
      r.provider.cnpj ?? '',
      r.taker.cnpj,
      r.taker.legalName,
      r.taker.stateRegistration ?? '',
      r.taker.invoiceEmail,
      r.service.description,
      r.service.itemId,
      r.service.client ?? '',
      String(r.service.quantity),
      money(r.amounts.unitPrice),
      money(r.amounts.gross),
      money(r.amounts.discount),
      money(r.amounts.net),
      r.paidWithCredit ? 'sim' : 'nao',
      r.payment.method,
      r.taxes.serviceCode ?? '',
      r.taxes.issRate === null ? '' : String(r.taxes.issRate),
      money(r.taxes.iss),
    ]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[CSV_HEAD.join(','), ...rows].join('\r\n')}\r\n`;
}
