/**
 * Staff approval of business accounts' credit lines (issue 18, point 6): the host's company is the line's company;
 * src/server/business/credit-line-approval.ts checks the caller is its staff.
 */
import { DateTime } from 'luxon';
import { centsToReais } from '../../../domain/pricing/money';
import {
  companyCreditLines,
  setCreditLine,
  type CreditLineDecision,
  type StaffCreditLine,
} from '../../business/credit-line-approval';
import type { CompanySnapshot } from '../../catalog/company-snapshot';
import type { GraphQLContext } from '../context';
import { runBusiness } from './business';

/** The store's zone, so the staff read when an account asked on the store's clock (order-time.ts reads the offset). */
const zoneOf = (snap: CompanySnapshot) => snap.catalogue.catalogs[0]?.timezone ?? 'America/Sao_Paulo';

const lineOut = (line: StaffCreditLine, zone: string) => ({
  accountId: line.accountId,
  cnpj: line.cnpj,
  legalName: line.legalName,
  tradeName: line.tradeName,
  status: line.status.toUpperCase(),
  limit: centsToReais(line.limitCents),
  decidedBy: line.decidedBy,
  updatedAt: line.updatedAt.toISOString(),
  requestedAt: line.requestedAt ? DateTime.fromJSDate(line.requestedAt, { zone }).toISO({ includeOffset: true }) : null,
  requestNote: line.requestNote,
});

export const creditApprovalQueries = {
  async companyBusinessCreditLines(_: unknown, __: unknown, ctx: GraphQLContext) {
    return runBusiness(ctx, async () => {
      const snap = await ctx.company();
      return (await companyCreditLines(ctx.db, ctx.viewer, snap.companyId)).map((line) => lineOut(line, zoneOf(snap)));
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
      return lineOut(await setCreditLine(ctx.db, ctx.viewer, snap.companyId, input, ctx.now.toJSDate()), zoneOf(snap));
    });
  },
};
