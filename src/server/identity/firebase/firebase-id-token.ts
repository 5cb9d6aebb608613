/**
 * A Firebase ID token checked by firebase-admin (signature against Google's keys, this project's audience and
 * issuer, expiry), then resolved to its backend user. Revocation is not asked of Firebase on every call (a round
 * trip per request): a token whose sign-in (`auth_time`) is older than the moment the user's sessions last ended
 * (sign-out, password change or reset: session-version.ts) is refused here, and a deleted account has no backend
 * user any more. Firebase is asked (checkRevoked: the account still exists, is enabled, and its tokens were not
 * revoked) whenever the token would create a backend user — a copied token of a deleted account must not
 * bring it back — and always when the token signs in (`signIn`: the credentials sign-in, a new session)
 * (docs/decisions.md "Trust: identity").
 */
import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/engine';
import { users } from '../../db/schema';
import { firebaseSignInIsCurrent } from '../session-version';
import { firebaseAdminAuth } from './admin';
import { backendUserFor, type BackendUserRow } from './backend-user';
import type { FirebaseSettings } from './settings';

export interface IdTokenUse {
  /** The token starts a session (the credentials sign-in): Firebase is always asked whether it still holds. */
  signIn?: boolean;
}

export async function firebaseUserFromIdToken(
  db: DbOrTx,
  settings: FirebaseSettings,
  idToken: string,
  use: IdTokenUse = {},
): Promise<BackendUserRow | null> {
  const auth = await firebaseAdminAuth(settings);
  let claims;
  try {
    claims = await auth.verifyIdToken(idToken, use.signIn === true);
    if (!use.signIn) {
      const email = claims.email?.trim().toLowerCase();
      const [known] = await db
        .select({ id: users.id })
        .from(users)
        .where(email ? or(eq(users.id, claims.uid), eq(users.email, email)) : eq(users.id, claims.uid));
      // No backend user of this uid or e-mail: the token would create one — only for a live Firebase account.
      if (!known) claims = await auth.verifyIdToken(idToken, true);
    }
  } catch {
    return null;
  }
  const row = await backendUserFor(db, {
    uid: claims.uid,
    email: claims.email,
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === 'string' ? claims.name : null,
    picture: claims.picture ?? null,
    signedInAt: typeof claims.auth_time === 'number' ? new Date(claims.auth_time * 1000) : undefined,
  });
  return row && firebaseSignInIsCurrent(claims.auth_time, row.sessionsEndedAt) ? row : null;
}
