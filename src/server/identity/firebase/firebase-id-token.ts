/**
 * A Firebase ID token checked by firebase-admin (signature against Google's keys, this project's audience and
 * issuer, expiry), then resolved to its backend user. Revocation is not asked of Firebase on every call (a round
 * trip per request): a token whose sign-in (`auth_time`) is older than the moment the user's sessions last ended
 * (sign-out, password change or reset: session-version.ts) is refused here, and a deleted account has no backend
 * user any more.
 */
import type { DbOrTx } from '../../db/engine';
import { firebaseSignInIsCurrent } from '../session-version';
import { firebaseAdminAuth } from './admin';
import { backendUserFor, type BackendUserRow } from './backend-user';
import type { FirebaseSettings } from './settings';

export async function firebaseUserFromIdToken(db: DbOrTx, settings: FirebaseSettings, idToken: string): Promise<BackendUserRow | null> {
  let claims;
  try {
    claims = await (await firebaseAdminAuth(settings)).verifyIdToken(idToken);
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
