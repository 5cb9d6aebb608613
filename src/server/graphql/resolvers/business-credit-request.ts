/**
 * A business account's admin asks the host's company for invoicing (requestBusinessCreditLine); the service
 * (src/server/business/credit-request.ts) checks who asks and what the line already says. Answers the account as
 * the /empresa page shows it, its line now under review.
 */
import { requestCreditLine } from '../../business/credit-request';
import type { GraphQLContext } from '../context';
import { runBusiness, viewOf } from './business';

export const creditRequestMutations = {
  async requestBusinessCreditLine(_: unknown, args: { accountId: string; note?: string | null }, ctx: GraphQLContext) {
    return runBusiness(ctx, async () => {
      const snap = await ctx.company();
      await requestCreditLine(ctx.db, ctx.viewer, args.accountId, snap.companyId, args.note, ctx.now.toJSDate());
      return viewOf(ctx, args.accountId);
    });
  },
};
