/**
 * /empresa/faturas/AAAA-MM.pdf and .csv (issue 18, point 6): the month's statement of the signed-in member's
 * business account with this storefront's company. Signed out: to /login, like /conta; not a member: 404.
 * `?conta=<id>` picks the account of a member of several; else her first.
 */
import type { GetServerSideProps } from 'next';
import { proxiedCompany } from '@/src/features/layout/load-layout';

export const getServerSideProps: GetServerSideProps = async (context) => {
  const slug = proxiedCompany(context.req.headers);
  const { statementMonth, statementCsv } = await import('@/src/domain/business/statement');
  const file = String(context.params?.statement ?? '');
  const month = statementMonth(file);
  if (!slug || !month) return { notFound: true };
  const { serverSession } = await import('@/src/server/identity/server-session');
  const session = await serverSession(context.req, context.res);
  const userId = session?.user.id;
  if (!userId) return { redirect: { destination: '/login', permanent: false } };
  const { getDb } = await import('@/src/server/db/client');
  const { eq } = await import('drizzle-orm');
  const { businessMembers, companies } = await import('@/src/server/db/schema');
  const { isBusinessMember, statementRows, statementPdf } = await import('@/src/server/business/business-statement');
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
    res.end(Buffer.from(await statementPdf(db, { accountId, month: monthLabel, merchant: company.name, rows })));
  }
  return { props: {} };
};

export default function Statement() {
  return null;
}
