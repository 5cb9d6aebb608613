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
});

export const demoBusinessSchema = businessAccountSchema.extend({
  creditLines: z
    .array(z.object({ company: z.string(), status: z.enum(['requested', 'approved', 'suspended']), limit: z.number() }))
    .default([]),
  clients: z.array(businessClientSchema).default([]),
  bookings: z.array(bookingSchema).default([]),
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
          payment: { method: 'BANK_TRANSFER', gateway: 'bank-transfer', status: 'PAID', reference: 'demo' },
          params: [{ key: 'Ambiente', value: 'Plataforma' }],
          subtotalCents: item.price,
          totalCents: item.price,
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
        unitPriceCents: item.price,
        totalCents: item.price,
        businessClientId: clientIds.get(booking.client) ?? null,
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
