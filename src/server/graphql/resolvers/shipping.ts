/** `shippingOptions`: the carrier's (or the table's) options for a cart, read through the company's read model. */
import { createGraphQLError } from 'graphql-yoga';
import { z } from 'zod';
import { centsToReais } from '../../../domain/pricing/money';
import { formatIssues } from '../../catalog-format/schema';
import { shippingOptionsFor } from '../../shipping/shipping-service';
import type { GraphQLContext } from '../context';

const inputSchema = z.object({
  company: z.string().trim().max(63).nullish(),
  catalogId: z.string().trim().min(1).max(120),
  zipCode: z.string().max(20),
  items: z
    .array(z.object({ itemId: z.string().trim().min(1).max(120), quantity: z.number().int().min(0).max(10_000) }))
    .max(100),
});

export const shippingQueries = {
  async shippingOptions(_: unknown, args: { input: unknown }, ctx: GraphQLContext) {
    const parsed = inputSchema.safeParse(args.input);
    if (!parsed.success)
      throw createGraphQLError(`Invalid input: ${formatIssues(parsed.error).join('; ')}`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    const { company, catalogId, zipCode, items } = parsed.data;
    const snap = await ctx.company(company);
    const catalog = snap.catalogue.catalog(catalogId);
    if (!catalog) throw createGraphQLError('Catalog not found', { extensions: { code: 'CATALOG_NOT_FOUND' } });
    const options = await shippingOptionsFor(catalog, zipCode, items);
    return options.map((o) => ({ id: o.id, name: o.name, price: centsToReais(o.priceCents), days: o.days }));
  },
};
