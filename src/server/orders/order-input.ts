/**
 * Bounds on what a client may send in an order or quote, beyond GraphQL's types: sizes, ranges and formats.
 * Prices are not part of it: any price a client sends is ignored, never validated or used.
 */
import { z } from 'zod';
import { gateDeliverySchema } from '../../domain/orders/gate-delivery';
import { formatIssues } from '../catalog-format/schema';

const id = z.string().trim().min(1).max(120);
const shortText = z.string().max(200);

export const orderInputSchema = z.object({
  /** On the bare root host, the company to quote for (a company's own host ignores nothing: it must agree). */
  company: z.string().trim().max(63).nullish(),
  catalogId: id,
  items: z
    .array(
      z.object({
        categoryId: id.nullish(),
        itemId: id,
        quantity: z.number().int().max(10_000),
        subitems: z
          .array(z.object({ subcategoryId: id, subitemId: id, quantity: z.number().int().max(1000) }))
          .max(100)
          .nullish(),
        interval: z.object({ start: z.string().max(40), end: z.string().max(40) }).nullish(),
        note: z.string().max(2000).nullish(),
        price: z.number().nullish(),
      }),
    )
    .max(100),
  couponCode: z.string().trim().max(40).nullish(),
  operationWay: z
    .object({
      type: z.enum(['delivery', 'takeAway', 'booking']),
      time: z.enum(['now', 'schedule']),
      scheduledFor: z.string().max(40).nullish(),
    })
    .nullish(),
  customer: z
    .object({
      name: shortText.nullish(),
      identityDocument: z.string().max(40).nullish(),
      identityDocumentType: z.string().max(20).nullish(),
      phone: z.string().max(30).nullish(),
      email: z.string().max(200).nullish(),
      address: z
        .object({
          country: shortText.nullish(),
          zipCode: z.string().max(20).nullish(),
          state: shortText.nullish(),
          city: shortText.nullish(),
          district: shortText.nullish(),
          street: shortText.nullish(),
          number: z.string().max(20).nullish(),
          additionalInstructions: z.string().max(500).nullish(),
          /** The unit: apartment, block ("apto 42"). */
          addressLine2: z.string().max(120).nullish(),
        })
        .nullish(),
    })
    .nullish(),
  payment: z
    .object({
      method: z.string().max(40).nullish(),
      methodId: z.string().max(120).nullish(),
      cardToken: z.string().max(500).nullish(),
      /** CASH: the amount (reais) the shopper pays with, for change (cash-change.ts); never a price. */
      changeFor: z.number().finite().min(0).max(100_000).nullish(),
    })
    .nullish(),
  params: z
    .array(z.object({ key: z.string().max(60), value: z.string().max(500) }))
    .max(20)
    .nullish(),
  /** Delivery at the boarding gate (quote-service.ts checks it against boarding less the company margin). */
  gateDelivery: gateDeliverySchema.nullish(),
  receivedGuest: z.string().trim().max(120).nullish(),
  /**
   * The total the shopper approved at review, in reais (expected-total.ts): the order is refused with PRICE_CHANGED
   * when the server's total differs. Never used as a price.
   */
  expectedTotal: z.number().finite().min(0).max(10_000_000).nullish(),
  /** A shipping option of `shippingOptions` (catalogues that ship): priced again by the server, never taken from the browser. */
  shippingOptionId: z.string().trim().max(120).nullish(),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

export type ParsedOrderInput = { ok: true; input: OrderInput } | { ok: false; issues: string[] };

export function parseOrderInput(raw: unknown): ParsedOrderInput {
  const result = orderInputSchema.safeParse(raw);
  return result.success ? { ok: true, input: result.data } : { ok: false, issues: formatIssues(result.error) };
}
