/** POST /api/user/contact {name, phone?}, signed in → 200 {saved: true}; 400 VALIDATION; 401. The account page's profile card. */
import { accountProfileSchema } from '@/src/domain/accounts/complement-schema';
import { saveContact } from '@/src/server/accounts/complement-store';
import { accountRoute } from '@/src/server/identity/http/account-route';
import { signedInUserId } from '@/src/server/identity/http/signed-in-user';

// Account bodies are a few hundred bytes (Next reads this literal from the route file).
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

export default accountRoute(accountProfileSchema, async ({ input, request, db, req }) => {
  const userId = await signedInUserId(db, req);
  if (!userId) return { status: 401, body: { error: 'UNAUTHENTICATED' } };
  if (!(await saveContact(db, userId, input, request.now))) return { status: 401, body: { error: 'UNAUTHENTICATED' } };
  return { status: 200, body: { saved: true } };
});
