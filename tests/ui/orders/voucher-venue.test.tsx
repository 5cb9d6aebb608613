// @vitest-environment jsdom
/**
 * A lounge voucher says where the lounge is and what its holder needs to get in (issue 17, point 8), as the server
 * sent them in the shopper's language; a voucher without a venue (a locker) shows neither.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { VoucherList } from '@/src/features/orders/VoucherList';
import type { VoucherView } from '@/src/features/orders/order-view';
import { ordersI18n } from './order-fixture';

afterEach(cleanup);

const voucher = (overrides: Partial<VoucherView>): VoucherView => ({
  line: 1,
  itemName: 'Passe infantil',
  quantity: 1,
  kind: 'LOUNGE',
  code: 'A7K-42/2.0123456789ABCDEF',
  qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  validFrom: '2026-11-30T00:00:00.000-03:00',
  validUntil: '2026-11-30T23:59:59.999-03:00',
  stayHours: 3,
  rebookBy: '2026-11-29T10:00:00.000-03:00',
  rebookOpen: true,
  awaitingPayment: false,
  venueName: 'Domestic VIP Lounge — Terminal 2',
  location: 'Terminal 2, domestic departures: after security, opposite gate 12.',
  accessRules: ["Show this voucher, today's boarding pass and a photo ID.", 'Stay of up to 3 hours.'],
  ...overrides,
});

describe('VoucherList venue', () => {
  it('shows the lounge, its location and each access rule under their headings', async () => {
    render(
      <I18nextProvider i18n={await ordersI18n('en')}>
        <VoucherList vouchers={[voucher({})]} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Where it is' })).toBeTruthy();
    expect(screen.getByTestId('voucher-location').textContent).toBe(
      'Domestic VIP Lounge — Terminal 2. Terminal 2, domestic departures: after security, opposite gate 12.',
    );
    const rules = within(screen.getByTestId('voucher-access')).getAllByRole('listitem');
    expect(rules.map((rule) => rule.textContent)).toEqual([
      "Show this voucher, today's boarding pass and a photo ID.",
      'Stay of up to 3 hours.',
    ]);
    expect(screen.getByTestId('voucher-rebook').textContent).toBe('Free rescheduling until 11/29/2026 10:00.');
  });

  it('shows no venue for a voucher without one', async () => {
    render(
      <I18nextProvider i18n={await ordersI18n()}>
        <VoucherList vouchers={[voucher({ kind: 'LOCKER', venueName: null, location: null, accessRules: [] })]} />
      </I18nextProvider>,
    );
    expect(screen.queryByTestId('voucher-location')).toBeNull();
    expect(screen.queryByTestId('voucher-access')).toBeNull();
  });
});

describe('VoucherList venue for a party', () => {
  it('says the lounge once above the vouchers when every pass is for it', async () => {
    render(
      <I18nextProvider i18n={await ordersI18n('en')}>
        <VoucherList vouchers={[voucher({}), voucher({ line: 2, code: 'A7K-42/3.0123456789ABCDEF' })]} />
      </I18nextProvider>,
    );
    expect(screen.getAllByTestId('voucher-venue')).toHaveLength(1);
    expect(screen.getAllByTestId('voucher')).toHaveLength(2);
  });

  it('says each lounge on its own voucher when they differ', async () => {
    render(
      <I18nextProvider i18n={await ordersI18n('en')}>
        <VoucherList
          vouchers={[
            voucher({}),
            voucher({ line: 2, code: 'A7K-42/3.0123456789ABCDEF', venueName: 'Lounge 3', location: 'Terminal 3' }),
          ]}
        />
      </I18nextProvider>,
    );
    const venues = screen.getAllByTestId('voucher-venue');
    expect(venues).toHaveLength(2);
    expect(within(screen.getAllByTestId('voucher')[1]).getByTestId('voucher-location').textContent).toBe(
      'Lounge 3. Terminal 3',
    );
  });
});
