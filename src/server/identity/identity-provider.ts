/**
 * Which identity provider serves this installation. Today always the local one; the Firebase adapter (chosen when
 * the FIREBASE_* settings are present, see .env.example) will implement the same IdentityProvider interface.
 */
import type { DbOrTx } from '../db/engine';
import { createMailer, type Mailer } from '../mail/mailer';
import { localIdentityProvider } from './local/local-provider';
import type { IdentityProvider } from './provider';

export function identityProvider(db: DbOrTx, options: { mailer?: Mailer; env?: NodeJS.ProcessEnv } = {}): IdentityProvider {
  const env = options.env ?? process.env;
  return localIdentityProvider(db, options.mailer ?? createMailer(db, env));
}
