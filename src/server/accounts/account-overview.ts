/** What the account page shows of its own user: the name, whether a password exists (not the hash), and the complement. */
import { eq } from 'drizzle-orm';
import { storedPhone } from '../../domain/customer/phone-number';
import type { DbOrTx } from '../db/engine';
import { users } from '../db/schema';
import { readComplement, type StoredComplement } from './complement-store';

export interface AccountOverview {
  name: string;
  hasPassword: boolean;
  complement: StoredComplement;
}

export async function accountOverview(db: DbOrTx, userId: string): Promise<AccountOverview | null> {
  const [row] = await db
    .select({ name: users.name, passwordHash: users.passwordHash, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  const complement = await readComplement(db, userId);
  return {
    name: row.name,
    hasPassword: row.passwordHash !== null,
    complement: { ...complement, phone: complement.phone ?? storedPhone(row.phone) },
  };
}
