/**
 * `Order.vouchers` and `voucherCheck` (docs/business-rules.md "Vouchers"). The order arrives as the orders
 * resolvers answer it (number, status, lines for people, schedule); the voucher kind and zone come from its
 * catalogue in the company's snapshot. The QR code is drawn on the server as SVG, so the page needs no script.
 */
import QRCode from 'qrcode';
import { toIsoTimestamp } from '@/src/domain/time/iso-timestamp';
import { voucherKindFor, voucherValidity } from '@/src/domain/orders/vouchers';
import type { GraphQLContext } from '../context';
import { signedVoucherCode, verifyVoucherCode } from '../../tracking/voucher-signature';

/** What this file reads of an Order as the orders resolvers give it. */
export interface VoucherOrder {
  number: string;
  status: string;
  catalogId: string;
  createdAt: string;
  companySlug?: string | null;
  items?: ReadonlyArray<{ name: string; quantity: number; interval?: { start: string; end: string } | null }> | null;
  operationWay?: { scheduledFor?: string | null } | null;
}

export function voucherQrSvg(code: string): Promise<string> {
  return QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

export const trackingTypes = {
  Order: {
    async vouchers(order: VoucherOrder, _: unknown, ctx: GraphQLContext) {
      if (order.status === 'CANCELED' || !order.items?.length) return [];
      const snapshot = await ctx.company(order.companySlug ?? null);
      const catalog = snapshot.catalogue.catalog(order.catalogId);
      const kind = catalog ? voucherKindFor(catalog.record.serviceCategories ?? []) : null;
      if (!catalog || !kind) return [];
      const zone = catalog.timezone;
      return Promise.all(
        order.items.map(async (item, index) => {
          const line = index + 1;
          const code = signedVoucherCode(snapshot.slug, order.number, line);
          const validity = voucherValidity(kind, { purchasedAt: order.createdAt, interval: item.interval, scheduledFor: order.operationWay?.scheduledFor, zone });
          return {
            line,
            itemName: item.name,
            quantity: item.quantity,
            kind,
            code,
            qrCodeSvg: await voucherQrSvg(code),
            validFrom: validity ? toIsoTimestamp(validity.validFrom, zone) : null,
            validUntil: validity ? toIsoTimestamp(validity.validUntil, zone) : null,
            stayHours: validity?.stayHours ?? null,
            rebookBy: validity?.rebookBy ? toIsoTimestamp(validity.rebookBy, zone) : null,
          };
        }),
      );
    },
  },
};

export const trackingQueries = {
  async voucherCheck(_: unknown, { code, company }: { code: string; company?: string | null }, ctx: GraphQLContext) {
    const snapshot = await ctx.company(company);
    const found = verifyVoucherCode(snapshot.slug, code.slice(0, 200));
    return found ? { genuine: true, ...found } : { genuine: false, orderNumber: null, line: null };
  },
};
