/**
 * The Firebase identity provider: accounts and passwords live in Firebase Authentication (firebase-admin on the
 * server, the Identity Toolkit REST API for password checks); each account has a backend user keyed by its uid
 * (backend-user.ts). The 6-digit e-mail codes and the reset links stay ours (src/server/identity/local/
 * one-time-codes.ts, reset-tokens.ts), mailed in the request's language with links to the company's own host,
 * so every screen works the same with either provider; a right code marks the e-mail verified in Firebase too,
 * and a reset sets the new password there (docs/decisions.md "Firebase identity").
 */
import { eq } from 'drizzle-orm';
import type { UserRecord } from 'firebase-admin/auth';
import type { DbOrTx } from '../../db/engine';
import { users } from '../../db/schema';
import { eraseAccount } from '../../accounts/account-erasure';
import type { Mailer } from '../../mail/mailer';
import { verificationCodeMail } from '../../mail/templates/account-mail';
import { consumeCode, issueCode } from '../local/one-time-codes';
import { closeOpenResets, passwordResetFlow } from '../local/password-reset-flow';
import { sendWelcome } from '../local/welcome-mail';
import type { CallContext, IdentityProvider, IdentityResult, IdentityUser } from '../provider';
import { endSessionsChanges } from '../session-version';
import { adminErrorCode, firebaseAdminAuth } from './admin';
import { backendUserFor, type BackendUserRow } from './backend-user';
import { firebaseUserFromIdToken } from './firebase-id-token';
import { signInWithCustomToken, signInWithPassword } from './identity-toolkit';
import type { FirebaseSettings } from './settings';

function toIdentityUser(row: BackendUserRow): IdentityUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    emailVerified: row.emailVerified,
    img: row.img,
    role: row.role,
    companyId: row.companyId,
    sessionVersion: row.sessionVersion,
  };
}

const ok = (row: BackendUserRow): IdentityResult<IdentityUser> => ({ ok: true, value: toIdentityUser(row) });
const hasPassword = (record: UserRecord) => record.providerData.some((info) => info.providerId === 'password');

export function firebaseIdentityProvider(db: DbOrTx, mailer: Mailer, settings: FirebaseSettings): IdentityProvider {
  const auth = () => firebaseAdminAuth(settings);
  const byEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];
  const byId = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];

  /** The Firebase account of an e-mail (a linked backend user's id is not its uid, the e-mail is shared); null when none. */
  const firebaseAccount = async (email: string): Promise<UserRecord | null> => {
    try {
      return await (await auth()).getUserByEmail(email);
    } catch (error) {
      if (adminErrorCode(error) === 'auth/user-not-found') return null;
      throw error;
    }
  };

  const passwordIsRight = async (email: string, password: string) =>
    (await signInWithPassword(settings, email, password)).ok;

  const sendCode = async (row: BackendUserRow, context: CallContext) => {
    const code = await issueCode(db, row, 'verify_email', context.now);
    await mailer.send({
      to: row.email,
      companyId: context.companyId,
      ...verificationCodeMail(context.locale, { code }),
    });
  };

  /** A new password after a reset: set in Firebase, proves the e-mail, closes every other open reset code and link. */
  const resetPassword = async (
    userId: string,
    password: string,
    context: CallContext,
  ): Promise<IdentityResult<IdentityUser>> => {
    const row = await byId(userId);
    const account = row ? await firebaseAccount(row.email) : null;
    if (!row || !account) return { ok: false, error: 'USER_NOT_FOUND' };
    await (await auth()).updateUser(account.uid, { password, emailVerified: true });
    // Sessions elsewhere end with the old password, as a reset is often done after a theft.
    await (await auth()).revokeRefreshTokens(account.uid);
    const [updated] = await db
      .update(users)
      .set({ emailVerified: true, ...endSessionsChanges(context.now), updatedAt: context.now })
      .where(eq(users.id, row.id))
      .returning();
    await closeOpenResets(db, row, context.now);
    return ok(updated ?? row);
  };
  const reset = passwordResetFlow(db, mailer, resetPassword);

  return {
    kind: 'firebase',

    async signUp(input, context) {
      if (await byEmail(input.email)) return { ok: false, error: 'EMAIL_TAKEN' };
      let record: UserRecord;
      try {
        record = await (
          await auth()
        ).createUser({ email: input.email, password: input.password, displayName: input.name, emailVerified: false });
      } catch (error) {
        if (adminErrorCode(error) === 'auth/email-already-exists') return { ok: false, error: 'EMAIL_TAKEN' };
        throw error;
      }
      const row = await backendUserFor(db, {
        uid: record.uid,
        email: record.email,
        emailVerified: false,
        name: input.name,
      });
      if (!row) return { ok: false, error: 'EMAIL_TAKEN' };
      try {
        await sendCode(row, context);
      } catch (error) {
        // No code, no way to verify: the account goes again, so the same sign-up can be tried once mail works.
        await (await auth()).deleteUser(record.uid).catch(() => {});
        await db.delete(users).where(eq(users.id, row.id));
        throw error;
      }
      return ok(row);
    },

    async signInWithPassword(email, password) {
      const signedIn = await signInWithPassword(settings, email, password);
      if (!signedIn.ok) return { ok: false, error: 'INVALID_CREDENTIALS' };
      const row = await firebaseUserFromIdToken(db, settings, signedIn.value.idToken, { signIn: true });
      return row ? ok(row) : { ok: false, error: 'INVALID_CREDENTIALS' };
    },

    async currentUser(userId) {
      const row = await byId(userId);
      return row ? toIdentityUser(row) : null;
    },

    async idToken(user) {
      // A custom token exchanged for an ID token: what the browser SDK holds after signing in, minted here.
      const account = await firebaseAccount(user.email);
      if (!account) throw new Error('No Firebase account for this user');
      const exchanged = await signInWithCustomToken(settings, await (await auth()).createCustomToken(account.uid));
      if (!exchanged.ok) throw new Error(`Firebase refused the custom token: ${exchanged.error}`);
      return exchanged.value.idToken;
    },

    async sendVerificationCode(email, context) {
      const row = await byEmail(email);
      const account = row && !row.emailVerified ? await firebaseAccount(email) : null;
      if (row && account && hasPassword(account) && !account.emailVerified) await sendCode(row, context);
    },

    async verifyEmailCode(email, code, context) {
      const userId = await consumeCode(db, email, 'verify_email', code, context.now);
      if (!userId) return { ok: false, error: 'CODE_INVALID' };
      const [row] = await db
        .update(users)
        .set({ emailVerified: true, updatedAt: context.now })
        .where(eq(users.id, userId))
        .returning();
      if (!row) return { ok: false, error: 'CODE_INVALID' };
      const account = await firebaseAccount(row.email);
      if (account) await (await auth()).updateUser(account.uid, { emailVerified: true });
      await sendWelcome(mailer, row, context);
      return ok(row);
    },

    async requestPasswordReset(email, context) {
      const account = await firebaseAccount(email);
      if (!account) return;
      const row = await backendUserFor(db, {
        uid: account.uid,
        email: account.email,
        emailVerified: account.emailVerified,
        name: account.displayName,
      });
      if (!row) return;
      await reset.send(row, context);
    },

    confirmResetWithCode: reset.confirmWithCode,
    confirmResetWithToken: reset.confirmWithToken,

    async changePassword(userId, currentPassword, newPassword) {
      const row = await byId(userId);
      const account = row ? await firebaseAccount(row.email) : null;
      if (!row || !account) return { ok: false, error: 'USER_NOT_FOUND' };
      if (!(await passwordIsRight(row.email, currentPassword))) return { ok: false, error: 'WRONG_PASSWORD' };
      await (await auth()).updateUser(account.uid, { password: newPassword });
      // Every session ends with the old password (ours and Firebase's refresh tokens); the caller renews its own.
      await (await auth()).revokeRefreshTokens(account.uid);
      const now = new Date();
      const [updated] = await db
        .update(users)
        .set({ ...endSessionsChanges(now), updatedAt: now })
        .where(eq(users.id, userId))
        .returning();
      return ok(updated ?? row);
    },

    async updateProfile(userId, profile) {
      const changes: Partial<BackendUserRow> = { updatedAt: new Date() };
      if (profile.name !== undefined) changes.name = profile.name;
      if (profile.img !== undefined) changes.img = profile.img;
      const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
      if (!row) return { ok: false, error: 'USER_NOT_FOUND' };
      const account = await firebaseAccount(row.email);
      if (account) {
        await (
          await auth()
        ).updateUser(account.uid, {
          ...(profile.name !== undefined ? { displayName: profile.name || null } : {}),
          ...(profile.img !== undefined ? { photoURL: profile.img } : {}),
        });
      }
      return ok(row);
    },

    async signOut(userId) {
      // The browser SDK's refresh token stops working: no new ID tokens for this account until it signs in again.
      const row = await byId(userId);
      const account = row ? await firebaseAccount(row.email) : null;
      if (account) await (await auth()).revokeRefreshTokens(account.uid);
    },

    async confirmPassword(userId, password) {
      const row = await byId(userId);
      const account = row ? await firebaseAccount(row.email) : null;
      if (!row || !account || !hasPassword(account)) return 'none';
      return (await passwordIsRight(row.email, password)) ? 'ok' : 'wrong';
    },

    async deleteAccount(userId) {
      const row = await byId(userId);
      if (!row) return;
      const account = await firebaseAccount(row.email);
      if (account) await (await auth()).deleteUser(account.uid);
      // Its orders anonymised, then the user with everything of theirs (src/server/accounts/account-erasure.ts).
      await eraseAccount(db, userId);
    },
  };
}
