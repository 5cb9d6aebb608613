/**
 * The identity provider behind next-auth and the account API: one interface, two adapters — `local` (accounts in
 * our database, src/server/identity/local/) and, later, `firebase`. Every call of the account flows is here:
 * sign up, sign in with a password, the current user and their ID token, e-mail verification codes, password
 * recovery (by code and by link), password change, profile update, sign out and account deletion.
 *
 * Calls that could reveal whether an e-mail is registered (send a code, request a reset) answer nothing.
 */
import type { Locale } from '../../domain/locale';
import type { SignUpInput } from './validation';

export interface IdentityUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  img: string | null;
  role: 'shopper' | 'staff';
  companyId: string | null;
  /** Raised whenever the user's sessions end (src/server/identity/session-version.ts); sessions carry it. */
  sessionVersion: number;
}

/** Where and when a call happens: mail goes out in the request's language with links to its own company host. */
export interface CallContext {
  now: Date;
  locale: Locale;
  /** The request's own origin, e.g. `http://mercado.test:3000`; links in mail point here. */
  origin: string;
  /** The company whose host the request came to (its mailbox lists the mail); null on none. */
  companyId: string | null;
}

export type IdentityFailure =
  'EMAIL_TAKEN' | 'INVALID_CREDENTIALS' | 'CODE_INVALID' | 'TOKEN_INVALID' | 'WRONG_PASSWORD' | 'USER_NOT_FOUND';

export type IdentityResult<T> = { ok: true; value: T } | { ok: false; error: IdentityFailure };

export interface IdentityProvider {
  readonly kind: 'local' | 'firebase';
  /** Creates a password account (unverified) and sends it a verification code. */
  signUp(input: SignUpInput, context: CallContext): Promise<IdentityResult<IdentityUser>>;
  signInWithPassword(email: string, password: string): Promise<IdentityResult<IdentityUser>>;
  currentUser(userId: string): Promise<IdentityUser | null>;
  /** The ID token the GraphQL endpoint reads as `authorization: Bearer …`. */
  idToken(user: IdentityUser): Promise<string>;
  /** Sends a new e-mail verification code to an unverified password account; silent for any other e-mail. */
  sendVerificationCode(email: string, context: CallContext): Promise<void>;
  /** Checks an e-mail verification code; right and unexpired marks the e-mail verified. */
  verifyEmailCode(email: string, code: string, context: CallContext): Promise<IdentityResult<IdentityUser>>;
  /** Mails a reset code and a reset link; silent when the e-mail is unknown. */
  requestPasswordReset(email: string, context: CallContext): Promise<void>;
  /** A reset ends every session of the account (a reset often follows a theft). */
  confirmResetWithCode(
    email: string,
    code: string,
    newPassword: string,
    context: CallContext,
  ): Promise<IdentityResult<IdentityUser>>;
  confirmResetWithToken(
    token: string,
    newPassword: string,
    context: CallContext,
  ): Promise<IdentityResult<IdentityUser>>;
  /** A change ends every session of the account; the answer's user carries the new session version for the caller's own. */
  changePassword(userId: string, currentPassword: string, newPassword: string): Promise<IdentityResult<IdentityUser>>;
  updateProfile(userId: string, profile: { name?: string; img?: string | null }): Promise<IdentityResult<IdentityUser>>;
  /** Ends the user's provider-side state (the local provider keeps none: the session is next-auth's cookie). */
  signOut(userId: string): Promise<void>;
  /** Re-checks the signed-in user's password before a grave step; `none` for accounts without one (social only). */
  confirmPassword(userId: string, password: string): Promise<'ok' | 'wrong' | 'none'>;
  /** Deletes the account and everything that belongs to it (LGPD). */
  deleteAccount(userId: string): Promise<void>;
}
