/**
 * POST /api/user/delete-account {password}, signed in → 200 {deleted: true} (LGPD: the account, its profile,
 * documents, codes and mail are gone; the client then signs out); 400 WRONG_PASSWORD; 401 UNAUTHENTICATED.
 */
import { accountRoute } from '@/src/server/identity/http/account-route';
import { signedInUserId } from '@/src/server/identity/http/signed-in-user';
import { deleteAccountSchema } from '@/src/server/identity/validation';

// Account bodies are a few hundred bytes (Next reads this literal from the route file).
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

export default accountRoute(deleteAccountSchema, async ({ input, request, db, idp, req, limit }) => {
  const userId = await signedInUserId(db, req);
  const user = userId ? await idp.currentUser(userId) : null;
  if (!user) return { status: 401, body: { error: 'UNAUTHENTICATED' } };
  // Guessing the password here is a sign-in attempt: the same limit.
  if (!(await limit('sign-in', { email: user.email, ip: request.ip }))) return null;
  if ((await idp.confirmPassword(user.id, input.password ?? '')) === 'wrong')
    return { status: 400, body: { error: 'WRONG_PASSWORD' } };
  await idp.deleteAccount(user.id);
  return { status: 200, body: { deleted: true } };
});
