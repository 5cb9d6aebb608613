/**
 * POST /api/user/password-reset/confirm — {email, code, password} (the code of the mail) or {token, password}
 * (the link /recuperar-senha/{token}) → 200 {reset: true}; 400 CODE_INVALID / TOKEN_INVALID.
 */
import { z } from 'zod';
import { accountRoute } from '@/src/server/identity/http/account-route';
import { resetWithCodeSchema, resetWithTokenSchema } from '@/src/server/identity/validation';

const schema = z.union([resetWithTokenSchema, resetWithCodeSchema]);

// Account bodies are a few hundred bytes (Next reads this literal from the route file).
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

export default accountRoute(schema, async ({ input, request, idp, limit }) => {
  const email = 'email' in input ? input.email : null;
  if (!(await limit('reset-confirm', { email, ip: request.ip }))) return null;
  const result =
    'token' in input
      ? await idp.confirmResetWithToken(input.token, input.password, request)
      : await idp.confirmResetWithCode(input.email, input.code, input.password, request);
  if (!result.ok) return { status: 400, body: { error: result.error } };
  return { status: 200, body: { reset: true } };
});
