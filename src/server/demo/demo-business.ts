/**
 * The demo company buyer (CONTRACT.md "Company buyers"): a demo account of data/demo/accounts.json may carry a
 * `business`, created with it and gated with it (seed.ts: a real deployment seeds no demo accounts, so no demo
 * business either). The account is its admin; the merchant companies named approve it for invoicing with a
 * limit; its saved clients and a few bookings (hospitality orders of the merchant carrying the business account,
 * the booking member and each line's client) are added with it. Idempotent: a CNPJ that has an account already is
 * left as it is.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { businessAccountSchema } from '../../domain/business/business-profile';
import { businessClientSchema } from '../../domain/business/business-client';
import { newOrderNumber } from '../../domain/orders/order-number';
import { ORDER_STATUSES, type PlacedOrderStatus } from '../../domain/orders/order-status';
import { getCompanySnapshot } from '../catalog/company-snapshot';
import type { Db } from '../db/engine';
import {
  businessAccounts,
  businessClients,
  businessCreditLines,
  businessMembers,
  orderLines,
  orders,
  orderStatusEvents,
  users,
} from '../db/schema';
import { demoPackageSchema, demoPayment, seedDemoBookingExtras, seedDemoPackage } from './demo-credits';

const bookingSchema = z.object({
  company: z.string(),
  catalog: z.string(),
  item: z.string(),
  /** The saved client's name. */
  client: z.string(),
  /** Days from the seeding day (negative: in the past), at `at` in the store's zone. */
  inDays: z.number().int(),
  at: z.string().regex(/^\d{2}:\d{2}$/),
  status: z.enum(ORDER_STATUSES as [PlacedOrderStatus, ...PlacedOrderStatus[]]),
  /** The structured meeting (issue 18, point 3): the flight and whether the client arrives or leaves. */
  flight: z.string().default('LA 3040'),
  direction: z.enum(['ARRIVAL', 'DEPARTURE']).default('ARRIVAL'),
  /** Paid with one of the account's package credits (demo-credits.ts). */
  useCredit: z.boolean().default(false),
  /** Booked on account, billed by the month's statement. */
  onAccount: z.object({ costCentre: z.string(), purchaseOrder: z.string().optional() }).optional(),
  /** After the service: met this many minutes after the booked time by this agent. */
  served: z.object({ agent: z.string(), minutesAfter: z.number().int(), note: z.string() }).optional(),
});

export const demoBusinessSchema = businessAccountSchema.extend({
  creditLines: z
    .array(z.object({ company: z.string(), status: z.enum(['requested', 'approved', 'suspended']), limit: z.number() }))
    .default([]),
  clients: z.array(businessClientSchema).default([]),
  bookings: z.array(bookingSchema).default([]),
  packages: z.array(demoPackageSchema).default([]),
});
export type DemoBusiness = z.infer<typeof demoBusinessSchema>;

/** Creates the demo business of `userId` unless its CNPJ has an account; true when it was created. */
export async function ensureDemoBusiness(
  db: Db,
  userId: string,
  business: DemoBusiness,
  now: Date = new Date(),
): Promise<boolean> {
  const [existing] = await db
    .select({ id: businessAccounts.id })
    .from(businessAccounts)
    .where(eq(businessAccounts.cnpj, business.cnpj));
  if (existing) return false;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return false;
  const snapshots = new Map<string, Awaited<ReturnType<typeof getCompanySnapshot>>>();
  for (const slug of new Set([...business.creditLines, ...business.bookings].map((x) => x.company)))
    snapshots.set(slug, await getCompanySnapshot(db, slug));

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(businessAccounts)
      .values({
        cnpj: business.cnpj,
        legalName: business.legalName,
        tradeName: business.tradeName,
        stateRegistration: business.stateRegistration ?? null,
        billingAddress: business.billingAddress,
        invoiceEmail: business.invoiceEmail,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: businessAccounts.cnpj })
      .returning({ id: businessAccounts.id });
    // A concurrent seeder (another instance on the same PostgreSQL) made it first.
    if (inserted.length === 0) return false;
    const accountId = inserted[0].id;
    await tx.insert(businessMembers).values({ businessAccountId: accountId, userId, role: 'admin', createdAt: now });

    for (const line of business.creditLines) {
      const snap = snapshots.get(line.company);
      if (!snap) continue;
      await tx.insert(businessCreditLines).values({
        businessAccountId: accountId,
        companyId: snap.companyId,
        status: line.status,
        limitCents: Math.round(line.limit * 100),
        createdAt: now,
        updatedAt: now,
      });
    }

    const clientIds = new Map<string, string>();
    for (const client of business.clients) {
      const [row] = await tx
        .insert(businessClients)
        .values({
          businessAccountId: accountId,
          name: client.name,
          phone: client.phone,
          email: client.email ?? null,
          language: client.language,
          notes: client.notes,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: businessClients.id });
      clientIds.set(client.name, row.id);
    }

    // Packages first: a booking paid with a credit takes it from them.
    const grants = new Map<string, string>();
    for (const [index, pack] of business.packages.entries()) {
      const snap = snapshots.get(pack.company);
      if (!snap) continue;
      const grantId = await seedDemoPackage(tx, { snap, pack, index, accountId, userId, user, business, now });
      if (grantId) grants.set(pack.company, grantId);
    }

    for (const [index, booking] of business.bookings.entries()) {
      const snap = snapshots.get(booking.company);
      const catalog = snap?.catalogue.catalog(booking.catalog);
      const item = catalog?.items.get(booking.item);
      if (!snap || !catalog || !item) continue;
      const [hour, minute] = booking.at.split(':').map(Number);
      const at = DateTime.fromJSDate(now, { zone: catalog.timezone })
        .startOf('day')
        .plus({ days: booking.inDays })
        .set({ hour, minute });
      const bookedAt = DateTime.min(at.minus({ days: 2 }), DateTime.fromJSDate(now)).toJSDate();
      const grantId = booking.useCredit ? (grants.get(booking.company) ?? null) : null;
      const priceCents = grantId ? 0 : item.price;
      const client = business.clients.find((c) => c.name === booking.client);
      const [order] = await tx
        .insert(orders)
        .values({
          companyId: snap.companyId,
          catalogId: catalog._id,
          userId,
          status: booking.status,
          customer: {
            name: user.name,
            identityDocument: business.cnpj,
            identityDocumentType: 'CNPJ',
            phone: user.phone ?? '',
            email: user.email,
            address: {
              country: 'BR',
              zipCode: business.billingAddress.postalCode,
              state: business.billingAddress.state,
              city: business.billingAddress.city,
              district: business.billingAddress.district,
              street: business.billingAddress.street,
              number: business.billingAddress.number,
              additionalInstructions: business.billingAddress.complement ?? '',
            },
          },
          operationWay: { type: 'booking', time: 'schedule', scheduledFor: at.toISO({ includeOffset: true })! },
          payment: demoPayment(booking, grantId, accountId),
          params: [
            { key: 'Ambiente', value: 'Plataforma' },
            ...(booking.onAccount ? [{ key: 'costCentre', value: booking.onAccount.costCentre }] : []),
            ...(booking.onAccount?.purchaseOrder
              ? [{ key: 'purchaseOrder', value: booking.onAccount.purchaseOrder }]
              : []),
          ],
          subtotalCents: priceCents,
          totalCents: priceCents,
          idempotencyKey: `demo-business-${business.cnpj}-${index}`,
          number: newOrderNumber(randomInt),
          receivedGuest: booking.client,
          locale: 'pt-BR',
          businessAccountId: accountId,
          bookedBy: userId,
          createdAt: bookedAt,
          updatedAt: bookedAt,
        })
        .returning({ id: orders.id });
      await tx.insert(orderLines).values({
        orderId: order.id,
        companyId: snap.companyId,
        position: 0,
        categoryId: item.categoryId,
        itemId: item._id,
        itemName: item.record.name,
        quantity: 1,
        unitPriceCents: priceCents,
        totalCents: priceCents,
        businessClientId: clientIds.get(booking.client) ?? null,
        bookingDetails: {
          clientName: booking.client,
          clientPhone: client?.phone ?? null,
          clientEmail: client?.email ?? null,
          clientLanguage: client?.language ?? 'pt-BR',
          direction: booking.direction,
          flightNumber: booking.flight,
          time: at.toISO({ includeOffset: true })!,
          signText: booking.client,
          meetingPoint: booking.direction === 'ARRIVAL' ? 'Desembarque, saída B' : 'Check-in, balcão da companhia',
          people: 1,
        },
        creditGrantId: grantId,
      });
      await seedDemoBookingExtras(tx, {
        booking,
        orderId: order.id,
        companyId: snap.companyId,
        accountId,
        grantId,
        bookedAt,
        metAt: at.plus({ minutes: booking.served?.minutesAfter ?? 0 }).toJSDate(),
      });
      await tx.insert(orderStatusEvents).values(
        [...new Set<PlacedOrderStatus>(['PLACED', booking.status])].map((status) => ({
          orderId: order.id,
          companyId: snap.companyId,
          status,
          changedBy: userId,
          createdAt: bookedAt,
        })),
      );
    }
    return true;
  });
}
