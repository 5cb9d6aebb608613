/**
 * Staff approval of business accounts' credit lines (issue 18, point 6): the host's company is the line's company;
 * src/server/business/credit-line-approval.ts checks the caller is its staff.
 */
import { centsToReais } from '../../../domain/pricing/money';
import {
  companyCreditLines,
  setCreditLine,
  type CreditLineDecision,
  type StaffCreditLine,
} from '../../business/credit-line-approval';
import type { GraphQLContext } from '../context';
import { runBusiness } from './business';

const lineOut = (line: StaffCreditLine) => ({
  accountId: line.accountId,
  cnpj: line.cnpj,
  legalName: line.legalName,
  tradeName: line.tradeName,
  status: line.status.toUpperCase(),
  limit: centsToReais(line.limitCents),
  decidedBy: line.decidedBy,
  updatedAt: line.updatedAt.toISOString(),
  requestedAt: line.requestedAt?.toISOString() ?? null,
  requestNote: line.requestNote,
});

export const creditApprovalQueries = {
  async companyBusinessCreditLines(_: unknown, __: unknown, ctx: GraphQLContext) {
    return runBusiness(ctx, async () => {
      const snap = await ctx.company();
      return (await companyCreditLines(ctx.db, ctx.viewer, snap.companyId)).map(lineOut);
    });
  },
};

export const creditApprovalMutations = {
  async setBusinessCreditLine(
    _: unknown,
    args: { accountId: string; status: string; limit: number },
    ctx: GraphQLContext,
  ) {
    return runBusiness(ctx, async () => {
      const snap = await ctx.company();
      const input = { ...args, status: args.status.toLowerCase() } as CreditLineDecision;
      return lineOut(await setCreditLine(ctx.db, ctx.viewer, snap.companyId, input, ctx.now.toJSDate()));
    });
  },
};
