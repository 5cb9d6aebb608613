/**
 * POST /api/user/sign-up {name, email, password, acceptTerms: true} → 201 {user}; 409 EMAIL_TAKEN (docs/interfaces.md
 * "Account API"); 503 MAIL_UNAVAILABLE when the code cannot be mailed (no account is left behind).
 */
import { accountRoute } from '@/src/server/identity/http/account-route';
import { publicUser } from '@/src/server/identity/http/public-user';
import { signUpSchema } from '@/src/server/identity/validation';

// Account bodies are a few hundred bytes (Next reads this literal from the route file).
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

export default accountRoute(
  signUpSchema,
  async ({ input, request, idp, limit }) => {
    if (!(await limit('sign-up', { email: input.email, ip: request.ip }))) return null;
    const result = await idp.signUp(input, request);
    if (!result.ok) return { status: 409, body: { error: result.error } };
    return { status: 201, body: { user: publicUser(result.value) } };
  },
  { sendsMail: true },
);
