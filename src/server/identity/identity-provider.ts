/**
 * Which identity provider serves this installation: Firebase when its settings are whole (firebase/settings.ts,
 * .env.example), else the local one. Both implement the same IdentityProvider interface.
 */
import type { DbOrTx } from '../db/engine';
import { createMailer, type Mailer } from '../mail/mailer';
import { firebaseIdentityProvider } from './firebase/firebase-provider';
import { firebaseSettings } from './firebase/settings';
import { localIdentityProvider } from './local/local-provider';
import type { IdentityProvider } from './provider';

export function identityProvider(
  db: DbOrTx,
  options: { mailer?: Mailer; env?: NodeJS.ProcessEnv } = {},
): IdentityProvider {
  const env = options.env ?? process.env;
  const mailer = options.mailer ?? createMailer(db, env);
  const firebase = firebaseSettings(env);
  return firebase ? firebaseIdentityProvider(db, mailer, firebase) : localIdentityProvider(db, mailer);
}
