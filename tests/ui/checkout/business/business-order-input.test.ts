/**
 * The order a booking for a company sends (issue 18): one line per client (the cart's service, quantity 1, its
 * options), the slot holding the earliest client's time, the company's CNPJ, each client's structured line; on
 * account no payment and the cost centre; paying now the method chosen and no cost centre.
 */
import { describe, expect, it } from 'vitest';
import { emptyCheckoutState } from '@/src/domain/orders/checkout-state';
import type { Order } from '@/src/domain/orders/order-types';
import { businessOrderInput } from '@/src/features/checkout/business/business-order-input';
import { emptyBusinessState } from '@/src/features/checkout/business/business-checkout-state';
import { ACCOUNT, goodLine, line } from './business-harness';

const order = {
  catalogId: 'aero-hospitalidade',
  items: [
    {
      categoryId: 'aero-hospitalidade-passageiros',
      itemId: 'aero-hospitalidade-02',
      quantity: 3,
      item: {
        id: 'aero-hospitalidade-02',
        name: 'Meet & assist',
        subitems: [{ subcategory: { id: 's' }, subitem: { id: 'x' } }],
      },
    },
  ],
} as unknown as Order;
const SLOTS = [
  { startsAt: '2026-11-24T05:00:00.000-03:00', endsAt: '2026-11-24T11:59:00.000-03:00' },
  { startsAt: '2026-11-24T12:00:00.000-03:00', endsAt: '2026-11-24T17:59:00.000-03:00' },
];
const methods = [{ _id: 'pix', method: 'PIX', type: 'ONLINE', ref: null }];

const build = (business: Parameters<typeof businessOrderInput>[0]['business'], checkout = emptyCheckoutState()) =>
  businessOrderInput({
    order,
    business,
    checkout,
    account: ACCOUNT,
    zone: 'America/Sao_Paulo',
    slots: SLOTS,
    methods,
    couponCode: null,
  });

describe('businessOrderInput', () => {
  const lines = [
    goodLine('a', 'c-helena', { time: '13:10' }),
    line('b', {
      client: { name: 'Ana Souza', phone: '+34612345678', email: '', language: 'es', save: true },
      flightNumber: 'IB 6825',
      date: '2026-11-24',
      time: '06:40',
      people: '2',
    }),
  ];

  it('on account: one line per client, the slot of the earliest, the CNPJ, no payment, the cost centre', () => {
    const input = build({
      ...emptyBusinessState(),
      accountId: 'acc-1',
      lines,
      payment: 'ON_ACCOUNT',
      costCentre: ' Diretoria ',
      purchaseOrder: '',
    });
    expect(input).toMatchObject({
      catalogId: 'aero-hospitalidade',
      items: [
        {
          itemId: 'aero-hospitalidade-02',
          quantity: 1,
          subitems: [{ subcategoryId: 's', subitemId: 'x', quantity: 1 }],
        },
        { itemId: 'aero-hospitalidade-02', quantity: 1 },
      ],
      operationWay: { type: 'booking', time: 'schedule', scheduledFor: '2026-11-24T05:00:00.000-03:00' },
      customer: {
        name: 'Renata Moraes',
        email: 'reservas@viagenscorp.test',
        identityDocument: '11222333000181',
        identityDocumentType: 'CNPJ',
      },
      payment: null,
      business: { accountId: 'acc-1', onAccount: true, costCentre: 'Diretoria', purchaseOrder: null },
    });
    expect(input!.business!.lines).toEqual([
      expect.objectContaining({ clientId: 'c-helena', newClient: null, time: '2026-11-24T13:10:00-03:00' }),
      expect.objectContaining({
        clientId: null,
        newClient: { name: 'Ana Souza', phone: '+34612345678', email: null, language: 'es', save: true },
        flightNumber: 'IB 6825',
        people: 2,
      }),
    ]);
  });

  it('paying now: the method chosen, no cost centre even if one was typed', () => {
    const input = build(
      { ...emptyBusinessState(), accountId: 'acc-1', lines, payment: 'NOW', costCentre: 'Diretoria' },
      { ...emptyCheckoutState(), paymentMethod: 'PIX' },
    );
    expect(input?.payment).toEqual({ method: 'PIX', methodId: 'pix', cardToken: null });
    expect(input?.business).toMatchObject({ onAccount: false, costCentre: null, purchaseOrder: null });
  });

  it('a line paid with a package credit sends useCredit: true; the others send none', () => {
    const input = build({
      ...emptyBusinessState(),
      accountId: 'acc-1',
      lines: [lines[0], { ...lines[1], useCredit: true }],
      payment: 'ON_ACCOUNT',
      costCentre: 'Diretoria',
    });
    expect(input?.business?.lines?.map((l) => l.useCredit)).toEqual([undefined, true]);
    expect(input?.business?.onAccount).toBe(true);
  });

  it('every line paid with a credit (CREDITS): no payment and not on account, as a zero total needs', () => {
    const input = build(
      {
        ...emptyBusinessState(),
        accountId: 'acc-1',
        lines: lines.map((l) => ({ ...l, useCredit: true })),
        payment: 'CREDITS',
        costCentre: 'Diretoria',
      },
      { ...emptyCheckoutState(), paymentMethod: 'PIX' },
    );
    expect(input?.payment).toBeNull();
    expect(input?.business).toMatchObject({ onAccount: false, costCentre: null, purchaseOrder: null });
    expect(input?.business?.lines?.every((l) => l.useCredit === true)).toBe(true);
  });

  it('nothing to send without a client or a catalogue', () => {
    expect(build({ ...emptyBusinessState(), lines: [] })).toBeNull();
  });
});
