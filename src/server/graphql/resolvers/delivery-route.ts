/** `deliveryRoute`: whether the shop's own courier reaches an address now or in a slot, or a carrier must. */
import { createGraphQLError } from 'graphql-yoga';
import { z } from 'zod';
import { deliveryRoute } from '../../../domain/delivery/delivery-route';
import { centsToReais } from '../../../domain/pricing/money';
import { formatIssues } from '../../catalog-format/schema';
import type { GraphQLContext } from '../context';

const place = z.string().max(200).nullish();
const inputSchema = z.object({
  company: z.string().trim().max(63).nullish(),
  catalogId: z.string().trim().min(1).max(120),
  time: z.enum(['now', 'schedule']),
  address: z.object({ country: place, state: place, city: place, district: place }).passthrough(),
});

export const deliveryRouteQueries = {
  async deliveryRoute(_: unknown, args: { input: unknown }, ctx: GraphQLContext) {
    const parsed = inputSchema.safeParse(args.input);
    if (!parsed.success)
      throw createGraphQLError(`Invalid input: ${formatIssues(parsed.error).join('; ')}`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    const { company, catalogId, time, address } = parsed.data;
    const snap = await ctx.company(company);
    const catalog = snap.catalogue.catalog(catalogId);
    if (!catalog) throw createGraphQLError('Catalog not found', { extensions: { code: 'CATALOG_NOT_FOUND' } });
    const route = deliveryRoute({
      where: catalog.whereDelivery,
      ships: !!catalog.record.thereIsMelhorEnvioIntegration,
      time,
      address,
    });
    if (route.kind === 'local')
      return {
        kind: 'LOCAL',
        reason: null,
        deliveryFee: centsToReais(route.feeCents),
        estimatedDeliveryTime: route.estimatedMinutes,
        area: route.area,
      };
    return {
      kind: route.kind === 'carrier' ? 'CARRIER' : 'UNAVAILABLE',
      reason: route.kind === 'unavailable' ? route.reason : null,
      deliveryFee: null,
      estimatedDeliveryTime: null,
      area: null,
    };
  },
};
