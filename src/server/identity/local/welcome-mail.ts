/**
 * The welcome mail after a verified e-mail. A courtesy: the verification has happened whether or not it leaves, so
 * a failure to send it is logged for the operator and does not turn the verification into an error.
 */
import type { Mailer } from '../../mail/mailer';
import { welcomeMail } from '../../mail/templates/account-mail';
import type { CallContext } from '../provider';

export async function sendWelcome(
  mailer: Mailer,
  user: { email: string; name: string },
  context: CallContext,
): Promise<void> {
  try {
    await mailer.send({
      to: user.email,
      companyId: context.companyId,
      ...welcomeMail(context.locale, { name: user.name || user.email }),
    });
  } catch (error) {
    console.error(`[mail] welcome mail not sent: ${(error as Error).message}`);
  }
}
