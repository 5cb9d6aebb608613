/**
 * POST /api/user/password {currentPassword, newPassword}, signed in (Bearer ID token or session) → 200; 400
 * WRONG_PASSWORD; 401. The change ends every session of the account; the browser that made it, when it came with its
 * session cookie, gets that session back at once under a new cookie (the old cookie, and any copy of it, are dead).
 */
import { accountRoute } from '@/src/server/identity/http/account-route';
import { renewSessionCookie } from '@/src/server/identity/http/session-renewal';
import { currentSessionToken, signedInUserId } from '@/src/server/identity/http/signed-in-user';
import { changePasswordSchema } from '@/src/server/identity/validation';

// Account bodies are a few hundred bytes (Next reads this literal from the route file).
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

export default accountRoute(changePasswordSchema, async ({ input, request, db, idp, req, res, limit }) => {
  const userId = await signedInUserId(db, req);
  const user = userId ? await idp.currentUser(userId) : null;
  if (!user) return { status: 401, body: { error: 'UNAUTHENTICATED' } };
  // Guessing the current password is a sign-in attempt: the same limit.
  if (!(await limit('sign-in', { email: user.email, ip: request.ip }))) return null;
  const session = await currentSessionToken(db, req);
  const result = await idp.changePassword(user.id, input.currentPassword, input.newPassword);
  if (!result.ok) return { status: 400, body: { error: result.error } };
  if (session?.sub === user.id) await renewSessionCookie(req, res, session, result.value.sessionVersion);
  return { status: 200, body: { changed: true } };
});
