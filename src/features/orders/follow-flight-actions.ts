/** The buyer names a booking's flight, or stops following it, from the browser (order-actions.ts's client). */
import { client } from './order-actions';
import type { OrderWithVouchers } from './order-view';

export async function followOrderFlight(
  locale: string | undefined,
  id: string,
  flightNumber: string,
): Promise<OrderWithVouchers> {
  const { apollo } = await client(locale);
  const { FollowOrderFlightDocument } = await import('./follow-order-flight.generated');
  const { data } = await apollo.mutate({
    mutation: FollowOrderFlightDocument,
    variables: { id, flightNumber },
    fetchPolicy: 'no-cache',
  });
  if (!data) throw new Error('No answer');
  return data.followOrderFlight;
}
