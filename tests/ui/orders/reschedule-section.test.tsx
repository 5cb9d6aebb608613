// @vitest-environment jsdom
/**
 * Rescheduling a hospitality booking on the status page (and the notice of a move waiting for its fee): the fee is shown before confirming (free, or 25% in R$
 * with the words why), the slots of the chosen date come from the server, confirming sends the slot chosen and
 * the moved order replaces the page's; a refusal is announced. A late move of a card-paid booking asks for a card
 * (sandbox fields, or Stripe's Card Element) and sends only its token. The server calls are stand-ins (the
 * component's `actions`, the sandbox tokeniser's fetch); Stripe.js is mocked (outside this machine); the real
 * server side is covered by tests/server.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/reschedule.json';
import paymentsPtBR from '@/locales/pt-BR/payments.json';
import { PendingMoveNotice } from '@/src/features/orders/PendingMoveNotice';
import { RescheduleSection } from '@/src/features/orders/RescheduleSection';
import type { RescheduleActions } from '@/src/features/orders/reschedule-actions';
import { fixtureOrder } from './order-fixture';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Stripe.js stand-in (mocked: the real one loads from js.stripe.com): a Card Element and PaymentMethods. */
const stripeCalls: { key?: string; createPaymentMethod: unknown[]; handleNextAction: unknown[] } = {
  createPaymentMethod: [],
  handleNextAction: [],
};
vi.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: async (key: string) => {
    stripeCalls.key = key;
    return {
      elements: () => ({
        create: () => ({
          mount: (el: HTMLElement) => {
            const frame = document.createElement('div');
            frame.dataset.testid = 'fake-stripe-card';
            el.appendChild(frame);
          },
          on: () => {},
          destroy: () => {},
        }),
      }),
      createPaymentMethod: async (request: unknown) => {
        stripeCalls.createPaymentMethod.push(request);
        return { paymentMethod: { id: 'pm_from_stripe', card: { brand: 'visa', last4: '4242' } } };
      },
      handleNextAction: async (request: unknown) => {
        stripeCalls.handleNextAction.push(request);
        return {};
      },
    };
  },
}));

const BOOKED = '2026-11-24T10:00:00.000-03:00';
const booking = { total: 200, operationWay: { type: 'booking', time: 'schedule', scheduledFor: BOOKED } };
const pixOrder = fixtureOrder(booking);
pixOrder.payment = { ...pixOrder.payment, method: 'PIX', status: 'PENDING' };
const cardOrder = fixtureOrder({ ...booking });
cardOrder.payment = { ...cardOrder.payment, method: 'STRIPE', status: 'PAID' };
const order = pixOrder;
const SLOTS = {
  '2026-11-24': [
    { date: '2026-11-24', start: '10:00', end: '11:00', startsAt: BOOKED, shift: null },
    { date: '2026-11-24', start: '14:00', end: '15:00', startsAt: '2026-11-24T14:00:00.000-03:00', shift: null },
  ],
  '2026-11-25': [
    { date: '2026-11-25', start: '09:00', end: '10:00', startsAt: '2026-11-25T09:00:00.000-03:00', shift: null },
  ],
} as Record<string, { date: string; start: string; end: string; startsAt: string; shift: string | null }[]>;

/** The move's window fields, beside the state each case is about. */
const WINDOW = {
  kind: 'HOSPITALITY',
  freeUntil: '2026-11-24T09:00:00.000-03:00',
  freeNow: false,
  movableNow: true,
  basis: 'NOTICE',
  lateFee: null,
} as const;
type Tokenization = { processor: string; publishableKey: string | null; endpoint: string | null };
/** What the server answers for a PIX-paid booking: a late move waits for its fee (the booking keeps its slot), one on time is made. */
const pendingTo = (at: string) => ({
  ...WINDOW,
  state: 'OPEN' as const,
  noShowCharge: null,
  pending: {
    from: BOOKED,
    to: at,
    requestedAt: '2026-11-23T12:00:00.000-03:00',
    fee: 50,
    payment: {
      method: 'PIX',
      status: 'PENDING' as const,
      pixCopyPaste: '000201PIXFEE',
      pixQrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      pixExpiresAt: null,
      bankTransferReference: null,
      linkUrl: null,
    },
  },
});
const serverMove =
  (late: boolean): RescheduleActions['move'] =>
  async (at) =>
    late
      ? { order: fixtureOrder({ ...order, bookingMove: pendingTo(at) }), moved: false }
      : {
          order: fixtureOrder({
            ...order,
            operationWay: { ...order.operationWay, scheduledFor: at },
            bookingMove: { ...WINDOW, state: 'OPEN', noShowCharge: null, pending: null },
          }),
          moved: true,
        };
const SANDBOX: Tokenization = { processor: 'sandbox', publishableKey: null, endpoint: '/api/payments/sandbox/tokens' };

function actions(fee: { fee: number; late: boolean }, move: RescheduleActions['move'] = serverMove(fee.late)) {
  return {
    slots: vi.fn(async (date: string | null) => ({
      dates: Object.keys(SLOTS),
      slots: SLOTS[date ?? '2026-11-24'],
      cardTokenization: SANDBOX,
    })),
    fee: vi.fn(async () => ({ ...fee, workingHoursAhead: fee.late ? 10 : 40 })),
    move: vi.fn(move),
  };
}

async function renderSection(a: RescheduleActions, onMoved = vi.fn(), shown = order) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'pt-BR',
    resources: { 'pt-BR': { reschedule: ptBR, payments: paymentsPtBR } },
    defaultNS: 'reschedule',
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RescheduleSection order={shown} actions={a} onMoved={onMoved} />
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Escolher outra data' }));
  return onMoved;
}

describe('RescheduleSection', () => {
  it('shows the 25% fee in words and R$ before confirming, and asks for the slot chosen on another date; a PIX fee leaves the booking where it is', async () => {
    const a = actions({ fee: 50, late: true });
    const onMoved = await renderSection(a);
    expect((await screen.findByTestId('reschedule-fee')).textContent).toBe(
      'Faltam menos de 24 horas úteis para a reserva: remarcar custa 25% do total, R$ 50,00, cobrado na forma de pagamento do pedido.',
    );
    // The booked slot itself cannot be chosen; nothing is sent before a slot is.
    expect(((await screen.findByTestId('reschedule-slot-10:00')) as HTMLInputElement).disabled).toBe(true);
    const confirm = screen.getByRole('button', { name: 'Confirmar e pagar R$ 50,00' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Nova data'), { target: { value: '2026-11-25' } });
    await waitFor(() => expect(a.slots).toHaveBeenLastCalledWith('2026-11-25'));
    fireEvent.click(await screen.findByTestId('reschedule-slot-09:00'));
    fireEvent.click(confirm);
    await waitFor(() => expect(a.move).toHaveBeenCalledWith('2026-11-25T09:00:00.000-03:00', null));
    await waitFor(() => expect(onMoved).toHaveBeenCalledTimes(1));
    // The page gets the order as the server answers it: still on its slot, the move pending.
    expect(onMoved.mock.calls[0][0].operationWay.scheduledFor).toBe(BOOKED);
    expect(onMoved.mock.calls[0][0].bookingMove.pending.to).toBe('2026-11-25T09:00:00.000-03:00');
    expect(screen.getByTestId('reschedule-done').textContent).toBe(
      'Remarcação para 25/11/2026 09:00 pedida: ela vale assim que a taxa for paga.',
    );
  });

  it('shows a move waiting for its fee: the slot kept, the slot asked for, by when to pay, and the PIX code', async () => {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({
      lng: 'pt-BR',
      resources: { 'pt-BR': { reschedule: ptBR } },
      defaultNS: 'reschedule',
      interpolation: { escapeValue: false },
    });
    render(
      <I18nextProvider i18n={i18n}>
        <PendingMoveNotice pending={pendingTo('2026-11-25T09:00:00.000-03:00').pending} number="A7K-42" />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('reschedule-pending-body').textContent).toBe(
      'A reserva passa para 25/11/2026 09:00 quando a taxa de R$ 50,00 for paga e a empresa confirmar o recebimento. Até lá, ela continua em 24/11/2026 10:00.',
    );
    expect(
      screen.getByText('Pague antes de 24/11/2026 10:00: a partir desse horário a reserva acontece no horário atual.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Código PIX da taxa (copia e cola)') as HTMLTextAreaElement).value).toBe(
      '000201PIXFEE',
    );
    expect(screen.getByRole('img', { name: 'QR code PIX da taxa de remarcação do pedido A7K-42' })).toBeTruthy();
  });

  it('says a move with enough notice is free, and reports it made', async () => {
    const onMoved = await renderSection(actions({ fee: 0, late: false }));
    expect((await screen.findByTestId('reschedule-fee')).textContent).toBe('Remarcação grátis.');
    fireEvent.click(await screen.findByTestId('reschedule-slot-14:00'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar remarcação' }));
    await waitFor(() => expect(onMoved).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('reschedule-done').textContent).toBe('Reserva remarcada para 24/11/2026 14:00.');
    expect(screen.queryByTestId('reschedule-pending')).toBeNull();
  });

  it('announces a refusal and keeps the booking', async () => {
    const onMoved = await renderSection(
      actions({ fee: 0, late: false }, async () => {
        throw new Error('Este horário não está mais disponível.');
      }),
    );
    fireEvent.click(await screen.findByTestId('reschedule-slot-14:00'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar remarcação' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Este horário não está mais disponível.');
    expect(onMoved).not.toHaveBeenCalled();
  });

  it('asks for a card for the late fee of a card-paid booking, sends only the sandbox token, and announces a decline (sandbox tokeniser stood in)', async () => {
    const fetches: { url: string; body: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        fetches.push({ url, body: String(init?.body) });
        return new Response(JSON.stringify({ token: 'tok_sbx_decline', brand: 'visa', last4: '0002' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const a = actions({ fee: 50, late: true }, async () => {
      throw new Error('A taxa de remarcação foi recusada. A reserva continua na data anterior.');
    });
    const onMoved = await renderSection(a, vi.fn(), cardOrder);
    expect(await screen.findByText('Cartão para pagar a taxa de R$ 50,00')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('reschedule-slot-14:00'));
    const confirm = screen.getByRole('button', { name: 'Confirmar e pagar R$ 50,00' });
    // Nothing typed yet: the card form names each field that is missing, under it and in the alert, and sends nothing.
    fireEvent.click(confirm);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Informe o nome impresso no cartão. Confira o número do cartão. Informe uma validade válida (mês e ano). Confira o código de segurança (CVV).',
    );
    expect(screen.getByTestId('reschedule-card-holder-error').textContent).toBe('Informe o nome impresso no cartão.');
    expect(screen.getByTestId('reschedule-card-expiry-error').textContent).toBe(
      'Informe uma validade válida (mês e ano).',
    );
    expect(fetches).toEqual([]);
    expect(a.move).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('reschedule-card-holder'), { target: { value: 'Ana Souza' } });
    fireEvent.change(screen.getByTestId('reschedule-card-number'), { target: { value: '4000000000000002' } });
    fireEvent.change(screen.getByTestId('reschedule-card-expiry'), { target: { value: '12/30' } });
    fireEvent.change(screen.getByTestId('reschedule-card-cvc'), { target: { value: '123' } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(a.move).toHaveBeenCalledWith('2026-11-24T14:00:00.000-03:00', {
        token: 'tok_sbx_decline',
        publishableKey: null,
      }),
    );
    expect(fetches.map((f) => f.url)).toEqual(['/api/payments/sandbox/tokens']);
    expect(JSON.parse(fetches[0].body)).toMatchObject({ number: '4000000000000002', expMonth: 12, expYear: 2030 });
    expect((await screen.findByTestId('reschedule-error')).textContent).toBe(
      'A taxa de remarcação foi recusada. A reserva continua na data anterior.',
    );
    expect(onMoved).not.toHaveBeenCalled();
  });

  it("with Stripe on, mounts Stripe's card element and sends the PaymentMethod id, never the number (Stripe.js mocked: outside this machine)", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const stripe: Tokenization = { processor: 'stripe', publishableKey: 'pk_test_abc', endpoint: null };
    const a = actions({ fee: 50, late: true });
    a.slots = vi.fn(async (date: string | null) => ({
      dates: Object.keys(SLOTS),
      slots: SLOTS[date ?? '2026-11-24'],
      cardTokenization: stripe,
    }));
    const onMoved = await renderSection(a, vi.fn(), cardOrder);
    expect(await screen.findByTestId('fake-stripe-card')).toBeTruthy();
    expect(stripeCalls.key).toBe('pk_test_abc');
    expect(screen.queryByTestId('reschedule-card-number')).toBeNull();
    fireEvent.change(screen.getByTestId('reschedule-card-holder'), { target: { value: 'Ana Souza' } });
    fireEvent.click(await screen.findByTestId('reschedule-slot-14:00'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar e pagar R$ 50,00' }));
    await waitFor(() =>
      expect(a.move).toHaveBeenCalledWith('2026-11-24T14:00:00.000-03:00', {
        token: 'pm_from_stripe',
        publishableKey: 'pk_test_abc',
      }),
    );
    expect(stripeCalls.createPaymentMethod).toEqual([
      expect.objectContaining({ type: 'card', billing_details: { name: 'Ana Souza' } }),
    ]);
    expect(fetch).not.toHaveBeenCalled();
    await waitFor(() => expect(onMoved).toHaveBeenCalledTimes(1));
  });
});
