/**
 * The booking move from the browser, with the viewer's identity (order-actions.ts's client). A late move of a
 * card-paid booking sends the card's token; when a Stripe card asks for 3-D Secure (PAYMENT_ACTION_REQUIRED), the
 * check runs in the page with Stripe.js and the same move is sent again naming the charge, which the server reads
 * from Stripe itself.
 */
import { client } from './order-actions';
import type { RescheduleFeeView, RescheduleMove, RescheduleSlots } from './reschedule-documents';

export interface RescheduleActions {
  slots: (date: string | null) => Promise<RescheduleSlots>;
  fee: () => Promise<RescheduleFeeView>;
  move: (scheduledFor: string, card?: RescheduleCard | null) => Promise<RescheduleMove>;
}

/** The card for a late move's fee: its single-use token and the Stripe key to run 3-D Secure with. */
export interface RescheduleCard {
  token: string;
  publishableKey: string | null;
}

interface ErrorLike {
  message?: string;
  extensions?: { code?: unknown; clientSecret?: unknown; paymentReference?: unknown };
}
const firstError = (error: unknown): ErrorLike | undefined => {
  const e = error as { errors?: ErrorLike[]; graphQLErrors?: ErrorLike[] } | null;
  return (e?.errors ?? e?.graphQLErrors ?? [])[0];
};

export function rescheduleActions(
  locale: string | undefined,
  order: { _id: string; catalogId: string },
): RescheduleActions {
  const ops = () => import('./reschedule-documents');
  return {
    async slots(date) {
      const [{ apollo }, docs] = await Promise.all([client(locale), ops()]);
      const { data } = await apollo.query({
        query: docs.RescheduleSlotsDocument,
        variables: { input: { catalogId: order.catalogId, type: 'booking', date } },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('No answer');
      return data.checkoutOptions;
    },
    async fee() {
      const [{ apollo }, docs] = await Promise.all([client(locale), ops()]);
      const { data } = await apollo.query({
        query: docs.RescheduleFeeDocument,
        variables: { id: order._id },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('No answer');
      return data.rescheduleFee;
    },
    async move(scheduledFor, card) {
      const [{ apollo }, docs] = await Promise.all([client(locale), ops()]);
      const send = async (payment: { cardToken?: string | null; paymentReference?: string | null }) => {
        const result = await apollo.mutate({
          mutation: docs.RescheduleBookingDocument,
          variables: { id: order._id, scheduledFor, ...payment },
          fetchPolicy: 'no-cache',
          errorPolicy: 'all',
        });
        return {
          data: result.data,
          error: result.error ? (firstError(result.error) ?? { message: result.error.message }) : undefined,
        };
      };
      let answer = await send({ cardToken: card?.token ?? null });
      const action = answer.error?.extensions;
      if (
        action?.code === 'PAYMENT_ACTION_REQUIRED' &&
        typeof action.clientSecret === 'string' &&
        typeof action.paymentReference === 'string' &&
        card?.publishableKey
      ) {
        const { runNextAction } = await import('@/src/features/checkout/card-form-stripe');
        await runNextAction(card.publishableKey, action.clientSecret, locale).catch(() => false);
        answer = await send({ paymentReference: action.paymentReference });
      }
      if (answer.error) throw new Error(answer.error.message ?? '');
      if (!answer.data) throw new Error('No answer');
      return { order: answer.data.rescheduleBooking.order, moved: answer.data.rescheduleBooking.moved };
    },
  };
}
