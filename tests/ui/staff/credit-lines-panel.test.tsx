// @vitest-environment jsdom
/**
 * The staff's business-accounts section: each account's status and limit; approving sends the typed limit in reais
 * (a comma accepted) and shows the new status; the server's refusal is said at the row. The request to the server
 * (credit-line-actions.ts) is replaced by a stub.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { CreditLinesPanel } from '@/src/features/staff/CreditLinesPanel';
import { ordersI18n } from '../orders/order-fixture';

const readCreditLines = vi.fn();
const decideCreditLine = vi.fn();
vi.mock('@/src/features/staff/credit-line-actions', () => ({
  readCreditLines: (...args: unknown[]) => readCreditLines(...args),
  decideCreditLine: (...args: unknown[]) => decideCreditLine(...args),
}));
afterEach(() => {
  cleanup();
  readCreditLines.mockReset();
  decideCreditLine.mockReset();
});

const line = {
  accountId: 'acc-1',
  cnpj: '98765432000198',
  tradeName: 'Rota Certa',
  status: 'REQUESTED',
  limit: 0,
  updatedAt: '2026-11-24T10:00:00.000Z',
};

async function show(lng = 'pt-BR') {
  render(
    <I18nextProvider i18n={await ordersI18n(lng)}>
      <CreditLinesPanel />
    </I18nextProvider>,
  );
}

describe('CreditLinesPanel', () => {
  it('approves an account with the typed limit and shows it approved', async () => {
    readCreditLines.mockResolvedValue([line]);
    decideCreditLine.mockResolvedValue({ ...line, status: 'APPROVED', limit: 2500.5, updatedAt: 'later' });
    await show();
    expect(await screen.findByText('Pedido')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Limite (R$)'), { target: { value: '2500,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(screen.getByText('Aprovada')).toBeTruthy());
    expect(decideCreditLine).toHaveBeenCalledWith('pt-BR', 'acc-1', 'APPROVED', 2500.5);
  });

  it("says the server's refusal at the row", async () => {
    readCreditLines.mockResolvedValue([line]);
    decideCreditLine.mockRejectedValue(new Error('Enter a limit between R$ 0.00 and R$ 1,000,000.00.'));
    await show('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Enter a limit between R$ 0.00 and R$ 1,000,000.00.')).toBeTruthy();
    expect(decideCreditLine).toHaveBeenCalledWith('en', 'acc-1', 'SUSPENDED', 0);
  });

  it('says when no company has asked yet', async () => {
    readCreditLines.mockResolvedValue([]);
    await show('es');
    expect(await screen.findByText('Ninguna empresa ha pedido facturación todavía.')).toBeTruthy();
  });
});
