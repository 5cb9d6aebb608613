import { describe, expect, it } from 'vitest';
import { cancellationRefund } from '@/src/domain/orders/cancellation-refund';

describe('cancellationRefund: what a cancelled order gives back, how and when', () => {
  it.each<[string, string, string, number, object]>([
    [
      'a card charge refunded: the total, to the card, in 5 to 10 business days',
      'ZOOP_CREDIT',
      'REFUNDED',
      28400,
      { outcome: 'CARD_REFUNDED', amountCents: 28400, kind: 'card', businessDays: [5, 10] },
    ],
    [
      'a Stripe card refunded likewise',
      'STRIPE',
      'REFUNDED',
      9500,
      { outcome: 'CARD_REFUNDED', amountCents: 9500, kind: 'card', businessDays: [5, 10] },
    ],
    [
      'a PIX never paid: nothing was charged',
      'PIX',
      'PENDING',
      28400,
      { outcome: 'NOTHING_CHARGED', amountCents: 0, kind: 'pix', businessDays: null },
    ],
    ['a PIX that expired', 'PIX', 'EXPIRED', 28400, { outcome: 'NOTHING_CHARGED', amountCents: 0, businessDays: null }],
    [
      'a PIX the company had received: it returns it in 1 to 2 business days',
      'PIX',
      'PAID',
      28400,
      { outcome: 'COMPANY_RETURNS', amountCents: 28400, kind: 'pix', businessDays: [1, 2] },
    ],
    [
      'a card stopped at 3-D Secure and called off',
      'STRIPE',
      'CANCELED',
      28400,
      { outcome: 'NOTHING_CHARGED', amountCents: 0 },
    ],
    [
      'paying at the counter, not paid yet',
      'POSP_CREDIT',
      'NOT_REQUIRED',
      28400,
      { outcome: 'NOTHING_CHARGED', amountCents: 0, kind: 'inPerson' },
    ],
    ['a zero total', 'PIX', 'NOT_REQUIRED', 0, { outcome: 'NOTHING_CHARGED', amountCents: 0 }],
    [
      'a card charge not refunded yet: it goes back to the card',
      'ZOOP_CREDIT',
      'PAID',
      28400,
      { outcome: 'CARD_REFUNDED', amountCents: 28400, kind: 'card', businessDays: [5, 10] },
    ],
    [
      'a card only authorised: the hold goes back to the card',
      'STRIPE',
      'AUTHORIZED',
      9500,
      { outcome: 'CARD_REFUNDED', amountCents: 9500, kind: 'card', businessDays: [5, 10] },
    ],
    [
      'a PIX authorised: the company returns it',
      'ZOOP_PIX',
      'AUTHORIZED',
      9500,
      { outcome: 'COMPANY_RETURNS', amountCents: 9500, kind: 'pix', businessDays: [1, 2] },
    ],
    [
      'paid at the counter: settled there, nothing comes back online',
      'POSP_CREDIT',
      'PAID',
      28400,
      { outcome: 'NOTHING_CHARGED', amountCents: 0, kind: 'inPerson', businessDays: null },
    ],
    ['a zero total marked refunded', 'ZOOP_CREDIT', 'REFUNDED', 0, { outcome: 'NOTHING_CHARGED' }],
  ])('%s', (_case, method, status, totalCents, expected) => {
    expect(cancellationRefund({ method, status, totalCents })).toMatchObject(expected);
  });
});
