/**
 * Who is calling: read from `authorization: Bearer <ID token>` (docs/interfaces.md "HTTP endpoints"); never from the body.
 * The token is the session's own (id-token.ts); with the Firebase provider, a Firebase ID token from the browser
 * SDK is accepted too, checked by firebase-admin (firebase/firebase-id-token.ts). A token issued before the user's
 * sessions ended (sign-out, password change or reset: session-version.ts) names nobody, as does a deleted user's.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/engine';
import { users } from '../db/schema';
import { firebaseUserFromIdToken } from './firebase/firebase-id-token';
import { firebaseSettings } from './firebase/settings';
import { verifyIdToken } from './id-token';
import { isCurrentVersion } from './session-version';

export interface Viewer {
  userId: string;
  email: string;
  role: 'shopper' | 'staff';
  /** The staff member's company; null for shoppers. */
  companyId: string | null;
  emailVerified: boolean;
}

type UserRow = typeof users.$inferSelect;

async function userOfToken(db: DbOrTx, token: string, env: NodeJS.ProcessEnv): Promise<UserRow | null> {
  const claims = await verifyIdToken(token);
  if (claims) {
    const [row] = await db.select().from(users).where(eq(users.id, claims.userId));
    return isCurrentVersion(row, claims.sessionVersion) ? row : null;
  }
  const firebase = firebaseSettings(env);
  return firebase ? firebaseUserFromIdToken(db, firebase, token) : null;
}

export async function viewerFromAuthorization(
  db: DbOrTx,
  authorization: string | null,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Viewer | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  if (!match) return null;
  const user = await userOfToken(db, match[1], env);
  if (!user) return null;
  return {
    userId: user.id,
    email: user.email,
    role: user.role,
    companyId: user.companyId,
    emailVerified: user.emailVerified,
  };
}
