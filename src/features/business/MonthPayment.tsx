/**
 * Paying one month of /empresa/faturas: StatementPayment once the month is over in São Paulo's calendar (the server's
 * rule, statement-charge.ts), nothing while it is still open. Its own file so the page loads it (and luxon) after
 * the page, within the first-load budget.
 */
import { statementChargeRefusal } from '@/src/domain/business/statement-charge';
import { StatementPayment } from './StatementPayment';

export function MonthPayment({ accountId, month, now }: { accountId: string; month: string; now?: Date }) {
  if (statementChargeRefusal(month, now ?? new Date())) return null;
  return <StatementPayment accountId={accountId} month={month} />;
}
