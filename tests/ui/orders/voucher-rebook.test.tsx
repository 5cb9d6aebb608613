// @vitest-environment jsdom
/**
 * A lounge voucher's rebooking line follows the server's `rebookOpen`: while open it says until when a move is free; once
 * the deadline passed it says it ended, in each language, never the stale "tell us by".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { VoucherList } from '@/src/features/orders/VoucherList';
import type { VoucherView } from '@/src/features/orders/order-view';
import { ordersI18n } from './order-fixture';

afterEach(cleanup);

const voucher = (overrides: Partial<VoucherView>): VoucherView => ({
  line: 1,
  itemName: 'Sala VIP',
  quantity: 1,
  kind: 'LOUNGE',
  code: 'A7K-42/1.0123456789ABCDEF',
  qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  validFrom: '2026-11-20T10:00:00.000-03:00',
  validUntil: '2027-11-20T10:00:00.000-03:00',
  stayHours: 3,
  rebookBy: '2026-11-22T18:00:00.000-03:00',
  rebookOpen: true,
  awaitingPayment: false,
  venueName: null,
  location: null,
  accessRules: [],
  ...overrides,
});

async function renderList(v: VoucherView, lng = 'pt-BR') {
  render(
    <I18nextProvider i18n={await ordersI18n(lng)}>
      <VoucherList vouchers={[v]} />
    </I18nextProvider>,
  );
  return screen.getByTestId('voucher-rebook').textContent;
}

describe('VoucherList rebooking deadline', () => {
  it('says until when it moves for free while the server says it is open', async () => {
    expect(await renderList(voucher({}))).toBe('Remarcação grátis até 22/11/2026 18:00.');
  });

  it('says the deadline ended once the server says it is closed', async () => {
    expect(await renderList(voucher({ rebookOpen: false }))).toBe(
      'O prazo para remarcar terminou em 22/11/2026 18:00.',
    );
  });

  it('says so in English and Spanish too', async () => {
    expect(await renderList(voucher({ rebookOpen: false }), 'en')).toMatch(/^The deadline to rebook ended on .+\.$/);
    cleanup();
    expect(await renderList(voucher({ rebookOpen: false }), 'es')).toMatch(
      /^El plazo para cambiar la fecha terminó el .+\.$/,
    );
  });

  it('shows no rebooking line for a pass without a booked visit', async () => {
    render(
      <I18nextProvider i18n={await ordersI18n()}>
        <VoucherList vouchers={[voucher({ rebookBy: null, rebookOpen: false })]} />
      </I18nextProvider>,
    );
    expect(screen.queryByTestId('voucher-rebook')).toBeNull();
  });
});
