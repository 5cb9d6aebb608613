/** `user(filter: {email})`: the signed-in user's own record, or a staff member's look-up within their company. */
import { eq } from 'drizzle-orm';
import { users, userComplements, identityDocuments } from '../../db/schema';
import { addressList } from '../../../domain/accounts/complement-schema';
import { storedPhone } from '../../../domain/customer/phone-number';
import type { GraphQLContext } from '../context';

export const userQueries = {
  async user(_: unknown, { filter }: { filter: { email: string } }, ctx: GraphQLContext) {
    const viewer = ctx.viewer;
    if (!viewer) return null;
    const email = filter.email.trim().toLowerCase();
    const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
    if (!user) return null;
    const own = user.id === viewer.userId;
    const staffOfSameCompany =
      viewer.role === 'staff' && viewer.companyId !== null && user.companyId === viewer.companyId;
    if (!own && !staffOfSameCompany) return null;
    const [complement] = await ctx.db.select().from(userComplements).where(eq(userComplements.userId, user.id));
    const documents = complement
      ? await ctx.db.select().from(identityDocuments).where(eq(identityDocuments.userId, user.id))
      : [];
    return {
      _id: user.id,
      name: user.name,
      email: user.email,
      type: user.type,
      emailVerified: user.emailVerified,
      complement: complement
        ? {
            _id: user.id,
            salutation: complement.salutation,
            chosenName: complement.chosenName,
            // E.164, whatever the number was saved as (older profiles hold digits only).
            phone: storedPhone(complement.phone ?? user.phone),
            identityDocuments: documents.map((d) => ({
              _id: d.id,
              type: d.type,
              value: d.value,
              expirationDate: d.expirationDate,
            })),
            dateOfBirth: complement.dateOfBirth,
            nationality: complement.nationality,
            // The main address (the column holds the saved list since the account page's addresses).
            address: addressList(complement.address)[0] ?? null,
            // Every saved address, the main one first: the checkout offers each with one tap.
            addresses: addressList(complement.address),
          }
        : null,
    };
  },
};
