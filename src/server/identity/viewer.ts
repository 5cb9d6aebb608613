/** Who is calling: read from `authorization: Bearer <ID token>` (docs/interfaces.md "HTTP endpoints"); never from the body. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/engine';
import { users } from '../db/schema';
import { verifyIdToken } from './id-token';

export interface Viewer {
  userId: string;
  email: string;
  role: 'shopper' | 'staff';
  /** The staff member's company; null for shoppers. */
  companyId: string | null;
  emailVerified: boolean;
}

export async function viewerFromAuthorization(db: DbOrTx, authorization: string | null): Promise<Viewer | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  if (!match) return null;
  const claims = await verifyIdToken(match[1]);
  if (!claims) return null;
  const [user] = await db.select().from(users).where(eq(users.id, claims.userId));
  if (!user) return null;
  return { userId: user.id, email: user.email, role: user.role, companyId: user.companyId, emailVerified: user.emailVerified };
}
