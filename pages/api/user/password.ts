/** POST /api/user/password {currentPassword, newPassword}, signed in (Bearer ID token or session) → 200; 400 WRONG_PASSWORD; 401. */
import { accountRoute } from '@/src/server/identity/http/account-route';
import { signedInUserId } from '@/src/server/identity/http/signed-in-user';
import { changePasswordSchema } from '@/src/server/identity/validation';

// Account bodies are a few hundred bytes (Next reads this literal from the route file).
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

export default accountRoute(changePasswordSchema, async ({ input, request, db, idp, req, limit }) => {
  const userId = await signedInUserId(db, req);
  const user = userId ? await idp.currentUser(userId) : null;
  if (!user) return { status: 401, body: { error: 'UNAUTHENTICATED' } };
  // Guessing the current password is a sign-in attempt: the same limit.
  if (!(await limit('sign-in', { email: user.email, ip: request.ip }))) return null;
  const result = await idp.changePassword(user.id, input.currentPassword, input.newPassword);
  if (!result.ok) return { status: 400, body: { error: result.error } };
  return { status: 200, body: { changed: true } };
});
