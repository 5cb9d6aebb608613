/**
 * The local identity provider (the default): accounts in our own database, argon2id passwords, 6-digit e-mail
 * codes and single-use reset links (src/server/identity/local/one-time-codes.ts, reset-tokens.ts), mail through
 * the mailer (SMTP or the outbox). Inputs arrive validated (src/server/identity/validation.ts).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/engine';
import { users } from '../../db/schema';
import { eraseAccount } from '../../accounts/account-erasure';
import type { Mailer } from '../../mail/mailer';
import { verificationCodeMail } from '../../mail/templates/account-mail';
import { signIdToken } from '../id-token';
import { hashPassword, verifyPassword } from '../password';
import { endSessionsChanges } from '../session-version';
import type { CallContext, IdentityProvider, IdentityResult, IdentityUser } from '../provider';
import { consumeCode, issueCode } from './one-time-codes';
import { sendWelcome } from './welcome-mail';
import { closeOpenResets, passwordResetFlow } from './password-reset-flow';

type UserRow = typeof users.$inferSelect;

function toIdentityUser(row: UserRow): IdentityUser {
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

const ok = (row: UserRow): IdentityResult<IdentityUser> => ({ ok: true, value: toIdentityUser(row) });

export function localIdentityProvider(db: DbOrTx, mailer: Mailer): IdentityProvider {
  const byEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];
  const byId = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0];

  const sendCode = async (user: UserRow, context: CallContext) => {
    const code = await issueCode(db, user, 'verify_email', context.now);
    await mailer.send({
      to: user.email,
      companyId: context.companyId,
      ...verificationCodeMail(context.locale, { code }),
    });
  };

  /** A new password after a reset: also proves the e-mail, ends every session, and closes every other open reset code and link. */
  const resetPassword = async (
    userId: string,
    password: string,
    context: CallContext,
  ): Promise<IdentityResult<IdentityUser>> => {
    const [row] = await db
      .update(users)
      .set({
        passwordHash: await hashPassword(password),
        emailVerified: true,
        ...endSessionsChanges(context.now),
        updatedAt: context.now,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!row) return { ok: false, error: 'USER_NOT_FOUND' };
    await closeOpenResets(db, row, context.now);
    return ok(row);
  };
  const reset = passwordResetFlow(db, mailer, resetPassword);

  return {
    kind: 'local',

    async signUp(input, context) {
      const [row] = await db
        .insert(users)
        .values({
          email: input.email,
          name: input.name,
          passwordHash: await hashPassword(input.password),
          emailVerified: false,
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!row) return { ok: false, error: 'EMAIL_TAKEN' };
      try {
        await sendCode(row, context);
      } catch (error) {
        // No code, no way to verify: the account goes again, so the same sign-up can be tried once mail works.
        await db.delete(users).where(eq(users.id, row.id));
        throw error;
      }
      return ok(row);
    },

    async signInWithPassword(email, password) {
      const row = await byEmail(email);
      // verifyPassword spends the same time on an unknown e-mail, so timing does not tell which e-mails exist.
      const right = await verifyPassword(row?.passwordHash, password);
      return row && right ? ok(row) : { ok: false, error: 'INVALID_CREDENTIALS' };
    },

    async currentUser(userId) {
      const row = await byId(userId);
      return row ? toIdentityUser(row) : null;
    },

    idToken(user) {
      return signIdToken(user);
    },

    async sendVerificationCode(email, context) {
      const row = await byEmail(email);
      if (row && row.passwordHash && !row.emailVerified) await sendCode(row, context);
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
      await sendWelcome(mailer, row, context);
      return ok(row);
    },

    async requestPasswordReset(email, context) {
      const row = await byEmail(email);
      if (!row) return;
      await reset.send(row, context);
    },

    confirmResetWithCode: reset.confirmWithCode,
    confirmResetWithToken: reset.confirmWithToken,

    async changePassword(userId, currentPassword, newPassword) {
      const row = await byId(userId);
      if (!row) return { ok: false, error: 'USER_NOT_FOUND' };
      if (!(await verifyPassword(row.passwordHash, currentPassword))) return { ok: false, error: 'WRONG_PASSWORD' };
      const now = new Date();
      // Every session ends with the old password; the caller renews its own (pages/api/user/password.ts).
      const [updated] = await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), ...endSessionsChanges(now), updatedAt: now })
        .where(eq(users.id, userId))
        .returning();
      return updated ? ok(updated) : { ok: false, error: 'USER_NOT_FOUND' };
    },

    async updateProfile(userId, profile) {
      const changes: Partial<UserRow> = { updatedAt: new Date() };
      if (profile.name !== undefined) changes.name = profile.name;
      if (profile.img !== undefined) changes.img = profile.img;
      const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
      return row ? ok(row) : { ok: false, error: 'USER_NOT_FOUND' };
    },

    async signOut() {
      // Nothing kept on the server: the session is next-auth's signed cookie, cleared by its sign-out.
    },

    async confirmPassword(userId, password) {
      const row = await byId(userId);
      if (!row?.passwordHash) return 'none';
      return (await verifyPassword(row.passwordHash, password)) ? 'ok' : 'wrong';
    },

    async deleteAccount(userId) {
      // Its orders anonymised, then the user with everything of theirs (src/server/accounts/account-erasure.ts).
      await eraseAccount(db, userId);
    },
  };
}
