/** The staff's credit-line reads and decisions from the browser, with the staff member's session token (board-actions.ts). */
import { client } from '@/src/features/orders/order-actions';
import type { StaffCreditLinesQuery } from './credit-lines.generated';

export type StaffCreditLine = StaffCreditLinesQuery['companyBusinessCreditLines'][number];
export type CreditDecision = 'APPROVED' | 'SUSPENDED';

const operations = () =>
  Promise.all([import('./credit-lines.generated'), import('./set-credit-line.generated')]).then(([list, set]) => ({
    list: list.StaffCreditLinesDocument,
    set: set.StaffSetCreditLineDocument,
  }));

export async function readCreditLines(locale: string | undefined): Promise<StaffCreditLine[]> {
  const [{ apollo }, ops] = await Promise.all([client(locale), operations()]);
  const { data } = await apollo.query({ query: ops.list, variables: {}, fetchPolicy: 'no-cache' });
  return data?.companyBusinessCreditLines ?? [];
}

export async function decideCreditLine(
  locale: string | undefined,
  accountId: string,
  status: CreditDecision,
  limit: number,
): Promise<StaffCreditLine> {
  const [{ apollo }, ops] = await Promise.all([client(locale), operations()]);
  const { data } = await apollo.mutate({
    mutation: ops.set,
    variables: { accountId, status, limit },
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error('No answer');
  return data.setBusinessCreditLine;
}
