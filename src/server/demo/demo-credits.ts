/**
 * The demo company buyer's package credits and after-service reports (issue 18, points 5, 6 and 9): a package of
 * the airport bought (paid by PIX) `daysAgo` days before seeding, whose credits one demo booking used, so
 * /empresa/creditos is not empty; bookings marked `onAccount` are billed by the month's statement; `served`
 * bookings carry their report. Called by demo-business.ts inside its transaction.
 */
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { creditExpiry } from '../../domain/business/credits';
import { newOrderNumber } from '../../domain/orders/order-number';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { Tx } from '../db/engine';
import {
  bookingServiceReports,
  businessCreditGrants,
  businessCreditMovements,
  orderLines,
  orders,
  orderStatusEvents,
  type StoredOrderPayment,
} from '../db/schema';

export const demoPackageSchema = z.object({
  company: z.string(),
  catalog: z.string(),
  /** A catalogue item with a creditPackage. */
  item: z.string(),
  daysAgo: z.number().int().min(0),
});
export type DemoPackage = z.infer<typeof demoPackageSchema>;

interface DemoBookingFlags {
  useCredit: boolean;
  onAccount?: { costCentre: string; purchaseOrder?: string };
  served?: { agent: string; minutesAfter: number; note: string };
}

/** How a demo booking was paid: with a credit (nothing to pay), on account (pending until its statement), else PAID. */
export function demoPayment(booking: DemoBookingFlags, grantId: string | null, accountId: string): StoredOrderPayment {
  if (grantId) return { method: 'NONE', gateway: 'free', status: 'NOT_REQUIRED', reference: null };
  if (booking.onAccount)
    return { method: 'ON_ACCOUNT', gateway: 'on-account', status: 'PENDING', reference: `account:${accountId}` };
  return { method: 'BANK_TRANSFER', gateway: 'bank-transfer', status: 'PAID', reference: 'demo' };
}

/** The package's order (paid by PIX) and its credits; the grant's id, or null when the catalogue lacks the item. */
export async function seedDemoPackage(
  tx: Tx,
  c: {
    snap: CompanySnapshot;
    pack: DemoPackage;
    index: number;
    accountId: string;
    userId: string;
    user: { name: string; email: string; phone: string | null };
    business: {
      cnpj: string;
      billingAddress: {
        postalCode: string;
        state: string;
        city: string;
        district: string;
        street: string;
        number: string;
        complement?: string;
      };
    };
    now: Date;
  },
): Promise<string | null> {
  const catalog = c.snap.catalogue.catalog(c.pack.catalog);
  const item = catalog?.items.get(c.pack.item);
  const credit = item?.record.creditPackage;
  if (!catalog || !item || !credit) return null;
  const boughtAt = DateTime.fromJSDate(c.now, { zone: catalog.timezone })
    .minus({ days: c.pack.daysAgo })
    .set({ hour: 10, minute: 0, second: 0, millisecond: 0 })
    .toJSDate();
  const [order] = await tx
    .insert(orders)
    .values({
      companyId: c.snap.companyId,
      catalogId: catalog._id,
      userId: c.userId,
      status: 'COMPLETED',
      customer: {
        name: c.user.name,
        identityDocument: c.business.cnpj,
        identityDocumentType: 'CNPJ',
        phone: c.user.phone ?? '',
        email: c.user.email,
        address: {
          country: 'BR',
          zipCode: c.business.billingAddress.postalCode,
          state: c.business.billingAddress.state,
          city: c.business.billingAddress.city,
          district: c.business.billingAddress.district,
          street: c.business.billingAddress.street,
          number: c.business.billingAddress.number,
          additionalInstructions: c.business.billingAddress.complement ?? '',
        },
      },
      operationWay: { type: 'booking', time: 'now' },
      payment: { method: 'PIX', gateway: 'pix', status: 'PAID', reference: 'demo' },
      params: [{ key: 'Ambiente', value: 'Plataforma' }],
      subtotalCents: item.price,
      totalCents: item.price,
      idempotencyKey: `demo-package-${c.business.cnpj}-${c.index}`,
      number: newOrderNumber(randomInt),
      locale: 'pt-BR',
      businessAccountId: c.accountId,
      bookedBy: c.userId,
      createdAt: boughtAt,
      updatedAt: boughtAt,
    })
    .returning({ id: orders.id });
  await tx.insert(orderLines).values({
    orderId: order.id,
    companyId: c.snap.companyId,
    position: 0,
    categoryId: item.categoryId,
    itemId: item._id,
    itemName: item.record.name,
    quantity: 1,
    unitPriceCents: item.price,
    totalCents: item.price,
  });
  await tx.insert(orderStatusEvents).values(
    (['PLACED', 'COMPLETED'] as const).map((status) => ({
      orderId: order.id,
      companyId: c.snap.companyId,
      status,
      changedBy: c.userId,
      createdAt: boughtAt,
    })),
  );
  const [grant] = await tx
    .insert(businessCreditGrants)
    .values({
      businessAccountId: c.accountId,
      companyId: c.snap.companyId,
      orderId: order.id,
      linePosition: 0,
      packageItemId: item._id,
      packageName: item.record.name,
      coveredItemIds: credit.itemIds,
      credits: credit.credits,
      remaining: credit.credits,
      expiresAt: creditExpiry(boughtAt, credit.validMonths, catalog.timezone),
      createdAt: boughtAt,
    })
    .returning({ id: businessCreditGrants.id });
  await tx.insert(businessCreditMovements).values({
    grantId: grant.id,
    businessAccountId: c.accountId,
    companyId: c.snap.companyId,
    kind: 'bought',
    quantity: credit.credits,
    orderId: order.id,
    linePosition: 0,
    createdAt: boughtAt,
  });
  return grant.id;
}

/** A demo booking's credit taken (a `used` movement) and its after-service report, when it has them. */
export async function seedDemoBookingExtras(
  tx: Tx,
  c: {
    booking: DemoBookingFlags;
    orderId: string;
    companyId: string;
    accountId: string;
    grantId: string | null;
    bookedAt: Date;
    metAt: Date;
  },
): Promise<void> {
  if (c.grantId) {
    await tx
      .update(businessCreditGrants)
      .set({ remaining: sql`${businessCreditGrants.remaining} - 1` })
      .where(eq(businessCreditGrants.id, c.grantId));
    await tx.insert(businessCreditMovements).values({
      grantId: c.grantId,
      businessAccountId: c.accountId,
      companyId: c.companyId,
      kind: 'used',
      quantity: -1,
      orderId: c.orderId,
      linePosition: 0,
      createdAt: c.bookedAt,
    });
  }
  if (c.booking.served)
    await tx.insert(bookingServiceReports).values({
      orderId: c.orderId,
      companyId: c.companyId,
      linePosition: 0,
      metAt: c.metAt,
      agentName: c.booking.served.agent,
      note: c.booking.served.note,
      createdAt: c.metAt,
    });
}
