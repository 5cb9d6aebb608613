/**
 * POST /api/user/addresses {add: address} | {remove: index}, signed in → 200 {addresses}; 400 VALIDATION or
 * ADDRESS_LIMIT / ADDRESS_NOT_FOUND; 401 UNAUTHENTICATED. The session's own saved addresses only.
 */
import { z } from 'zod';
import { addressSchema, MAX_ADDRESSES } from '@/src/domain/accounts/complement-schema';
import { addAddress, removeAddress } from '@/src/server/accounts/complement-store';
import { accountRoute } from '@/src/server/identity/http/account-route';
import { signedInUserId } from '@/src/server/identity/http/signed-in-user';

const schema = z.union([
  z.object({ add: addressSchema }),
  z.object({
    remove: z
      .number({ error: 'REQUIRED' })
      .int()
      .min(0)
      .max(MAX_ADDRESSES - 1),
  }),
]);

// One address is a few hundred bytes (Next reads this literal from the route file).
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

export default accountRoute(schema, async ({ input, request, db, req }) => {
  const userId = await signedInUserId(db, req);
  if (!userId) return { status: 401, body: { error: 'UNAUTHENTICATED' } };
  if ('add' in input) {
    const addresses = await addAddress(db, userId, input.add, request.now, MAX_ADDRESSES);
    return addresses ? { status: 200, body: { addresses } } : { status: 400, body: { error: 'ADDRESS_LIMIT' } };
  }
  const addresses = await removeAddress(db, userId, input.remove, request.now);
  return addresses ? { status: 200, body: { addresses } } : { status: 400, body: { error: 'ADDRESS_NOT_FOUND' } };
});
