/**
 * The password reset both identity providers share: a 6-digit code and a single-use link mailed together in the
 * request's language (one-time-codes.ts, reset-tokens.ts); either proves the e-mail, and once a new password is
 * set every other open code and link of that account is closed. Only setting the password differs by provider.
 */
import type { DbOrTx } from '../../db/engine';
import type { Mailer } from '../../mail/mailer';
import { passwordResetMail } from '../../mail/templates/account-mail';
import type { CallContext, IdentityResult, IdentityUser } from '../provider';
import { closeCodes, consumeCode, issueCode } from './one-time-codes';
import { closeResetTokens, consumeResetToken, issueResetToken } from './reset-tokens';

/** Sets the new password of a user whose code or link was right (and marks the e-mail verified). */
export type SetResetPassword = (
  userId: string,
  password: string,
  context: CallContext,
) => Promise<IdentityResult<IdentityUser>>;

export interface PasswordResetFlow {
  /** Mails a code and a link to `user`'s address, the link on the request's own host. */
  send(user: { id: string; email: string }, context: CallContext): Promise<void>;
  confirmWithCode(
    email: string,
    code: string,
    newPassword: string,
    context: CallContext,
  ): Promise<IdentityResult<IdentityUser>>;
  confirmWithToken(token: string, newPassword: string, context: CallContext): Promise<IdentityResult<IdentityUser>>;
}

/** Closes every open reset code and link of a user, once a new password is set. */
export async function closeOpenResets(db: DbOrTx, user: { id: string; email: string }, now: Date): Promise<void> {
  await closeCodes(db, user.email, 'password_reset', now);
  await closeResetTokens(db, user.id, now);
}

export function passwordResetFlow(db: DbOrTx, mailer: Mailer, setPassword: SetResetPassword): PasswordResetFlow {
  return {
    async send(user, context) {
      const code = await issueCode(db, user, 'password_reset', context.now);
      const token = await issueResetToken(db, user.id, context.now);
      const link = `${context.origin}/recuperar-senha/${token}`;
      await mailer.send({
        to: user.email,
        companyId: context.companyId,
        ...passwordResetMail(context.locale, { code, link }),
      });
    },

    async confirmWithCode(email, code, newPassword, context) {
      const userId = await consumeCode(db, email, 'password_reset', code, context.now);
      return userId ? setPassword(userId, newPassword, context) : { ok: false, error: 'CODE_INVALID' };
    },

    async confirmWithToken(token, newPassword, context) {
      const userId = await consumeResetToken(db, token, context.now);
      return userId ? setPassword(userId, newPassword, context) : { ok: false, error: 'TOKEN_INVALID' };
    },
  };
}
