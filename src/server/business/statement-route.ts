/**
 * /empresa/faturas/AAAA-MM.pdf and .csv (issue 18, point 6): the month's statement of the signed-in member's
 * business account with this storefront's company. Signed out: to /login, like /conta; not a member: 404.
 * `?conta=<id>` picks the account of a member of several; else her first. The page's getServerSideProps is this one
 * call: a file answer, not a rendered page, so it does not go through the page loader.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { eq } from 'drizzle-orm';
import { statementCsv, statementMonth } from '@/src/domain/business/statement';
import { getDb } from '../db/client';
import { businessMembers, companies } from '../db/schema';
import { serverSession } from '../identity/server-session';
import { proxiedCompany } from '../pages/request-origin';
import { isBusinessMember, statementPdf, statementRows } from './business-statement';
import { liveStatementCharge } from './statement-charges';

export async function serveStatement(
  context: GetServerSidePropsContext,
): Promise<GetServerSidePropsResult<Record<string, never>>> {
  const slug = proxiedCompany(context.req.headers);
  const file = String(context.params?.statement ?? '');
  const month = statementMonth(file);
  if (!slug || !month) return { notFound: true };
  const session = await serverSession(context.req, context.res);
  const userId = session?.user.id;
  if (!userId) return { redirect: { destination: '/login', permanent: false } };
  const db = await getDb();
  const [company] = await db.select().from(companies).where(eq(companies.slug, slug));
  const asked = typeof context.query.conta === 'string' ? context.query.conta : null;
  const [first] = await db.select().from(businessMembers).where(eq(businessMembers.userId, userId)).limit(1);
  const accountId = asked ?? first?.businessAccountId;
  if (!company || !accountId || !(await isBusinessMember(db, accountId, userId))) return { notFound: true };
  const rows = await statementRows(db, { accountId, companyId: company.id, start: month.start, end: month.end });
  const { res } = context;
  res.setHeader('Cache-Control', 'private, no-store');
  if (month.kind === 'csv') {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.end(statementCsv(rows));
  } else {
    const monthLabel = file.slice(0, 7);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="fatura-${monthLabel}.pdf"`);
    const charge = await liveStatementCharge(db, { accountId, companyId: company.id, month: monthLabel });
    res.end(
      Buffer.from(await statementPdf(db, { accountId, month: monthLabel, merchant: company.name, rows, charge })),
    );
  }
  return { props: {} };
}
