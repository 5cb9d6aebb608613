/**
 * POST /api/user/complement {salutation?, chosenName?, phone?, dateOfBirth?, nationality?, documents[], address?},
 * signed in → 200 {saved: true}; 400 VALIDATION {fields}; 401 UNAUTHENTICATED. Always the session's own user.
 */
import { DateTime } from 'luxon';
import { birthDateProblem, complementSchema } from '@/src/domain/accounts/complement-schema';
import { saveComplement } from '@/src/server/accounts/complement-store';
import { accountRoute } from '@/src/server/identity/http/account-route';
import { signedInUserId } from '@/src/server/identity/http/signed-in-user';

// A complement with five documents and an address is still a few kilobytes (Next reads this literal from the route file).
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

export default accountRoute(complementSchema, async ({ input, request, db, req }) => {
  const userId = await signedInUserId(db, req);
  if (!userId) return { status: 401, body: { error: 'UNAUTHENTICATED' } };
  const today = DateTime.fromJSDate(request.now, { zone: 'America/Sao_Paulo' }).toISODate() ?? '';
  const future = birthDateProblem(input.dateOfBirth, today);
  if (future) return { status: 400, body: { error: 'VALIDATION', fields: { dateOfBirth: future } } };
  await saveComplement(db, userId, input, request.now);
  return { status: 200, body: { saved: true } };
});
