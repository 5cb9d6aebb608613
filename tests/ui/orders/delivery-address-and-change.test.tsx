// @vitest-environment jsdom
/**
 * What the status page and the staff board show of a shop's delivery: the address with its unit ("apto 42") and
 * the instructions, and for cash the amount the shopper pays with and the change to bring; nothing of it for a
 * gate delivery, a take-away or another method.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { CashChange } from '@/src/features/orders/CashChange';
import { DeliveryAddress } from '@/src/features/orders/DeliveryAddress';
import { OrderCard } from '@/src/features/staff/OrderCard';
import type { BoardOrder } from '@/src/features/staff/board-order';
import { fixtureOrder, ordersI18n } from './order-fixture';

afterEach(cleanup);

const HOME = {
  zipCode: '05435000',
  street: 'Rua Harmonia',
  number: '123',
  addressLine2: 'apto 42',
  district: 'Vila Madalena',
  city: 'São Paulo',
  state: 'SP',
  additionalInstructions: 'Interfone 42',
};

async function inI18n(node: React.ReactNode, lng = 'pt-BR') {
  render(<I18nextProvider i18n={await ordersI18n(lng)}>{node}</I18nextProvider>);
}

describe('DeliveryAddress', () => {
  it('writes the street with the unit, the place and the instructions', async () => {
    await inI18n(<DeliveryAddress address={HOME} />);
    expect(screen.getByTestId('order-delivery-address').textContent).toBe(
      'Entregar emRua Harmonia, 123 — apto 42Vila Madalena · São Paulo/SP · 05435-000Interfone 42',
    );
  });

  it('shows nothing where the order has no delivery address', async () => {
    await inI18n(<DeliveryAddress address={null} />);
    expect(screen.queryByTestId('order-delivery-address')).toBeNull();
  });
});

describe('CashChange', () => {
  it('says the amount paid with and the change to bring, in each language', async () => {
    await inI18n(<CashChange payment={{ method: 'CASH', changeFor: 50 }} total={19.4} />);
    expect(screen.getByTestId('order-change-for').textContent).toBe('Troco para R$ 50,00 (levar R$ 30,60 de troco)');
    cleanup();
    await inI18n(<CashChange payment={{ method: 'CASH', changeFor: 50 }} total={19.4} />, 'en');
    expect(screen.getByTestId('order-change-for').textContent).toBe('Change for R$ 50,00 (bring R$ 30,60 in change)');
  });

  it('says nothing for exact money or another method', async () => {
    await inI18n(
      <>
        <CashChange payment={{ method: 'CASH', changeFor: null }} total={19.4} />
        <CashChange payment={{ method: 'POSP_DEBIT', changeFor: 50 }} total={19.4} />
      </>,
    );
    expect(screen.queryByTestId('order-change-for')).toBeNull();
  });
});

describe('the staff board card', () => {
  it('shows where to deliver, unit included, and how much change to bring', async () => {
    const {
      vouchers: _v,
      whatsappLink: _w,
      ...order
    } = fixtureOrder({
      gateDelivery: null,
      deliveryAddress: HOME,
      total: 19.4,
      payment: { ...fixtureOrder().payment, method: 'CASH', status: 'NOT_REQUIRED', changeFor: 50 },
    });
    const card: BoardOrder = {
      ...order,
      customerPhone: null,
      customerPhoneDisplay: null,
      businessLines: [],
      nextStatuses: ['CONFIRMED', 'CANCELED'],
    };
    await inI18n(<OrderCard order={card} fresh={false} onChange={async () => undefined} />);
    const text = screen.getByRole('article', { name: 'A7K-42' }).textContent;
    expect(text).toContain('Rua Harmonia, 123 — apto 42');
    expect(text).toContain('Troco para R$ 50,00');
  });
});
