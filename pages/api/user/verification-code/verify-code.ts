/** POST /api/user/verification-code/verify-code {email, code} → 200 when right and unexpired, 400 otherwise (CONTRACT). */
import { accountRoute } from '@/src/server/identity/http/account-route';
import { publicUser } from '@/src/server/identity/http/public-user';
import { verifyCodeSchema } from '@/src/server/identity/validation';

// Account bodies are a few hundred bytes (Next reads this literal from the route file).
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

export default accountRoute(verifyCodeSchema, async ({ input, request, idp, limit }) => {
  if (!(await limit('verify-code', { email: input.email, ip: request.ip }))) return null;
  const result = await idp.verifyEmailCode(input.email, input.code, request);
  if (!result.ok) return { status: 400, body: { error: result.error } };
  return { status: 200, body: { verified: true, user: publicUser(result.value) } };
});
