/** POST /api/user/password-reset/request {email} → 202 whatever the e-mail (a known one gets a code and a link). */
import { accountRoute } from '@/src/server/identity/http/account-route';
import { emailOnlySchema } from '@/src/server/identity/validation';

// Account bodies are a few hundred bytes (Next reads this literal from the route file).
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

export default accountRoute(
  emailOnlySchema,
  async ({ input, request, idp, limit }) => {
    if (!(await limit('reset-request', { email: input.email, ip: request.ip }))) return null;
    await idp.requestPasswordReset(input.email, request);
    return { status: 202, body: { sent: true } };
  },
  { sendsMail: true },
);
