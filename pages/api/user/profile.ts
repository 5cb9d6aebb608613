/** POST /api/user/profile {name?, img?}, signed in → 200 {user}; 401 UNAUTHENTICATED. */
import { accountRoute } from '@/src/server/identity/http/account-route';
import { publicUser } from '@/src/server/identity/http/public-user';
import { signedInUserId } from '@/src/server/identity/http/signed-in-user';
import { profileSchema } from '@/src/server/identity/validation';

// Account bodies are a few hundred bytes (Next reads this literal from the route file).
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

export default accountRoute(profileSchema, async ({ input, db, idp, req }) => {
  const userId = await signedInUserId(db, req);
  if (!userId) return { status: 401, body: { error: 'UNAUTHENTICATED' } };
  const result = await idp.updateProfile(userId, input);
  if (!result.ok) return { status: 401, body: { error: 'UNAUTHENTICATED' } };
  return { status: 200, body: { user: publicUser(result.value) } };
});
