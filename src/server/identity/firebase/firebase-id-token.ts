/**
 * A Firebase ID token checked by firebase-admin (signature against Google's keys, this project's audience and
 * issuer, expiry), then resolved to its backend user. Revocation is not checked on every call (it costs a round
 * trip to Firebase per request): ID tokens live one hour, and a deleted account has no backend user any more.
 */
import type { DbOrTx } from '../../db/engine';
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
  return backendUserFor(db, {
    uid: claims.uid,
    email: claims.email,
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === 'string' ? claims.name : null,
    picture: claims.picture ?? null,
  });
}
