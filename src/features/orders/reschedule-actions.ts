/** The booking move from the browser, with the viewer's identity (order-actions.ts's client). */
import { client } from './order-actions';
import type { RescheduleFeeView, RescheduleMove, RescheduleSlots } from './reschedule-operations';

export interface RescheduleActions {
  slots: (date: string | null) => Promise<RescheduleSlots>;
  fee: () => Promise<RescheduleFeeView>;
  move: (scheduledFor: string) => Promise<RescheduleMove>;
}

export function rescheduleActions(locale: string | undefined, order: { _id: string; catalogId: string }): RescheduleActions {
  const ops = () => import('./reschedule-operations');
  return {
    async slots(date) {
      const [{ apollo }, docs] = await Promise.all([client(locale), ops()]);
      const { data } = await apollo.query({ query: docs.RESCHEDULE_SLOTS_QUERY, variables: { input: { catalogId: order.catalogId, type: 'booking', date } }, fetchPolicy: 'no-cache' });
      if (!data) throw new Error('No answer');
      return data.checkoutOptions;
    },
    async fee() {
      const [{ apollo }, docs] = await Promise.all([client(locale), ops()]);
      const { data } = await apollo.query({ query: docs.RESCHEDULE_FEE_QUERY, variables: { id: order._id }, fetchPolicy: 'no-cache' });
      if (!data) throw new Error('No answer');
      return data.rescheduleFee;
    },
    async move(scheduledFor) {
      const [{ apollo }, docs] = await Promise.all([client(locale), ops()]);
      const { data } = await apollo.mutate({ mutation: docs.RESCHEDULE_BOOKING_MUTATION, variables: { id: order._id, scheduledFor }, fetchPolicy: 'no-cache' });
      if (!data) throw new Error('No answer');
      return { order: data.rescheduleBooking.order, feePixCode: data.rescheduleBooking.feePayment?.pixCopyPaste ?? null };
    },
  };
}
