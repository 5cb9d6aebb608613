/**
 * /empresa/faturas's data and the checkout's remaining limit (issue 18, point 6): the months with a statement, and
 * what a company may still book on account with the host's company. Every figure is the caller's own (a member).
 */
import { centsToReais } from '../../../domain/pricing/money';
import { openOnAccountCents } from '../../business/business-booking';
import { statementMonths } from '../../business/statement-months';
import type { GraphQLContext } from '../context';
import { runBusiness } from './business';

export const businessStatementQueries = {
  async businessStatements(_: unknown, args: { accountId: string }, ctx: GraphQLContext) {
    return runBusiness(ctx, async () => {
      const snap = await ctx.company();
      const months = await statementMonths(ctx.db, ctx.viewer, args.accountId, snap.companyId);
      return months.map(({ totalCents, ...month }) => ({ ...month, total: centsToReais(totalCents) }));
    });
  },
};

/** The credit line as resolvers/business.ts answers it: its account and limit travel with it for `available`. */
interface CreditLineParent {
  status: string;
  accountId: string;
  limitCents: number;
}

export const businessStatementTypes = {
  BusinessCreditLine: {
    async available(line: CreditLineParent, _: unknown, ctx: GraphQLContext) {
      if (line.status !== 'APPROVED') return 0;
      const snap = await ctx.company();
      const open = await openOnAccountCents(ctx.db, line.accountId, snap.companyId);
      return centsToReais(Math.max(0, line.limitCents - open));
    },
  },
};
