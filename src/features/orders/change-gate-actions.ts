/** The buyer changes a gate delivery's terminal and gate from the browser (order-actions.ts's client). */
import { client } from './order-actions';
import type { OrderWithVouchers } from './order-view';

export async function changeOrderGate(
  locale: string | undefined,
  id: string,
  place: { terminal: string; gate: string },
): Promise<OrderWithVouchers> {
  const { apollo } = await client(locale);
  const { ChangeOrderGateDocument } = await import('./change-order-gate.generated');
  const { data } = await apollo.mutate({
    mutation: ChangeOrderGateDocument,
    variables: { id, ...place },
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error('No answer');
  return data.changeOrderGate;
}
