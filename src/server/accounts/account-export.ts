/**
 * "Baixar meus dados" (LGPD, the right of access): everything the storefront keeps about one user as one JSON
 * document — profile, complement, documents, saved addresses and orders. Never a password hash, a verification
 * code or a reset token: those tables are not read at all.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/engine';
import { orderLines, orders, users } from '../db/schema';
import { readComplement } from './complement-store';

export async function accountExport(db: DbOrTx, userId: string, now: Date) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      phone: users.phone,
      cpf: users.cpf,
      img: users.img,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const { addresses, documents, ...complement } = await readComplement(db, userId);
  const orderRows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.seq));
  const lines =
    orderRows.length > 0
      ? await db
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              orderRows.map((order) => order.id),
            ),
          )
      : [];
  return {
    exportedAt: now.toISOString(),
    profile: user,
    complement,
    identityDocuments: documents,
    addresses,
    orders: orderRows.map(({ idempotencyKey: _key, ...order }) => ({
      ...order,
      lines: lines.filter((line) => line.orderId === order.id).map(({ companyId: _c, ...line }) => line),
    })),
  };
}
