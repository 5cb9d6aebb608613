/** POST /api/user/verification-code/send {email} → 202 whatever the e-mail (a new code goes only to an unverified account). */
import { accountRoute } from '@/src/server/identity/http/account-route';
import { emailOnlySchema } from '@/src/server/identity/validation';

// Account bodies are a few hundred bytes (Next reads this literal from the route file).
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

export default accountRoute(
  emailOnlySchema,
  async ({ input, request, idp, limit }) => {
    if (!(await limit('send-code', { email: input.email, ip: request.ip }))) return null;
    await idp.sendVerificationCode(input.email, request);
    return { status: 202, body: { sent: true } };
  },
  { sendsMail: true },
);
