/**
 * The statement payment adapter (issue 18, point 6): a month's statement is charged by PIX Cobrança or boleto with
 * a due date. Two adapters:
 * - `sandbox` (the demo, while no provider is set: deployment-mode.ts `sandboxStatementPaymentsEnabled`): a real
 *   static PIX BR Code for the amount to the store's PIX key, or a boleto line with FEBRABAN's check digits under
 *   bank code 000 (no bank: it cannot be paid anywhere). It is paid when the demo marks it (the statement's "pay in
 *   the sandbox" button), as a bank's notice would.
 * - `asaas` (STATEMENT_PAYMENT_PROVIDER=asaas with ASAAS_API_KEY, ASAAS_BASE_URL optional): Asaas's charges API —
 *   a customer by CNPJ, a PIX or BOLETO charge, its PIX payload or boleto line; paid when Asaas says RECEIVED or
 *   CONFIRMED (asked when the statement is read).
 * A real deployment without a provider offers no statement payment (STATEMENT_PAYMENT_UNAVAILABLE).
 */
import { createHash } from 'node:crypto';
import { boletoBarcode, boletoLine } from '../../domain/business/statement-charge';
import { buildBrCode } from '../../domain/payments/br-code';
import type { StatementChargeMethod } from '../db/schema';
import { sandboxStatementPaymentsEnabled } from '../deployment/deployment-mode';

export interface StatementChargeRequest {
  /** Our charge's id: the provider's external reference. */
  chargeId: string;
  method: StatementChargeMethod;
  amountCents: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  /** YYYY-MM: the statement's month. */
  month: string;
  payer: { cnpj: string; legalName: string; email: string };
  merchant: { name: string; pixKey: string | null };
}

export interface IssuedCharge {
  providerRef: string;
  pixCopyPaste: string | null;
  boletoLine: string | null;
}

export interface StatementPaymentAdapter {
  readonly kind: 'sandbox' | 'asaas';
  issue(request: StatementChargeRequest): Promise<IssuedCharge>;
  /** Whether the provider has received the money. The sandbox never says so on its own. */
  isPaid(providerRef: string): Promise<boolean>;
  /** Calls off a charge replaced by another (best effort). */
  cancel(providerRef: string): Promise<void>;
}

/** A PIX key for the sandbox when the store has none: the random-key shape, never a real account. */
export const SANDBOX_PIX_KEY = '00000000-0000-4000-8000-000000000000';
/** No bank has code 000: a sandbox boleto line cannot be paid anywhere. */
export const SANDBOX_BANK_CODE = '000';

/** 25 digits from the charge id: the boleto's free field ("our number") in the sandbox. */
function freeField(chargeId: string): string {
  const hex = createHash('sha256').update(chargeId).digest('hex');
  return BigInt(`0x${hex.slice(0, 24)}`)
    .toString()
    .padStart(25, '0')
    .slice(-25);
}

export function sandboxStatementPayments(): StatementPaymentAdapter {
  return {
    kind: 'sandbox',
    async issue(request) {
      const providerRef = `sandbox_${request.chargeId}`;
      if (request.method === 'PIX')
        return {
          providerRef,
          pixCopyPaste: buildBrCode({
            key: request.merchant.pixKey?.trim() || SANDBOX_PIX_KEY,
            amountCents: request.amountCents,
            description: `Fatura ${request.month}`,
            merchantName: request.merchant.name,
            merchantCity: 'SAO PAULO',
            txid: `FAT${request.month}${request.chargeId}`,
          }),
          boletoLine: null,
        };
      const barcode = boletoBarcode({
        bankCode: SANDBOX_BANK_CODE,
        amountCents: request.amountCents,
        dueDate: request.dueDate,
        freeField: freeField(request.chargeId),
      });
      return { providerRef, pixCopyPaste: null, boletoLine: boletoLine(barcode) };
    },
    isPaid: async () => false,
    cancel: async () => undefined,
  };
}

type Fetcher = typeof fetch;

/** Asaas (https://docs.asaas.com): the key in the `access_token` header, JSON both ways. */
export function asaasStatementPayments(
  env: { apiKey: string; baseUrl?: string },
  fetcher: Fetcher = fetch,
): StatementPaymentAdapter {
  const base = (env.baseUrl ?? 'https://api.asaas.com/v3').replace(/\/$/, '');
  async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    const response = await fetcher(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: { access_token: env.apiKey, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (!response.ok) throw new Error(`Asaas ${init.method ?? 'GET'} ${path}: ${response.status}`);
    return (await response.json()) as T;
  }
  return {
    kind: 'asaas',
    async issue(request) {
      const customer = await call<{ id: string }>('/customers', {
        method: 'POST',
        body: { name: request.payer.legalName, cpfCnpj: request.payer.cnpj, email: request.payer.email },
      });
      const payment = await call<{ id: string }>('/payments', {
        method: 'POST',
        body: {
          customer: customer.id,
          billingType: request.method === 'PIX' ? 'PIX' : 'BOLETO',
          value: request.amountCents / 100,
          dueDate: request.dueDate,
          description: `Fatura ${request.month} — ${request.merchant.name}`,
          externalReference: request.chargeId,
        },
      });
      if (request.method === 'PIX') {
        const pix = await call<{ payload: string }>(`/payments/${payment.id}/pixQrCode`);
        return { providerRef: payment.id, pixCopyPaste: pix.payload, boletoLine: null };
      }
      const field = await call<{ identificationField: string }>(`/payments/${payment.id}/identificationField`);
      return { providerRef: payment.id, pixCopyPaste: null, boletoLine: field.identificationField };
    },
    async isPaid(providerRef) {
      const payment = await call<{ status: string }>(`/payments/${encodeURIComponent(providerRef)}`);
      return ['RECEIVED', 'CONFIRMED', 'RECEIVED_IN_CASH'].includes(payment.status);
    },
    async cancel(providerRef) {
      await call(`/payments/${encodeURIComponent(providerRef)}`, { method: 'DELETE' });
    },
  };
}

/** The adapter the settings choose; null where statements cannot be paid online (a real deployment without one). */
export function createStatementPayments(
  env: Partial<Record<string, string | undefined>> = process.env,
  fetcher: Fetcher = fetch,
): StatementPaymentAdapter | null {
  const provider = env.STATEMENT_PAYMENT_PROVIDER?.trim();
  if (provider === 'asaas' && env.ASAAS_API_KEY?.trim())
    return asaasStatementPayments({ apiKey: env.ASAAS_API_KEY.trim(), baseUrl: env.ASAAS_BASE_URL?.trim() }, fetcher);
  return sandboxStatementPaymentsEnabled(env) ? sandboxStatementPayments() : null;
}
