// @vitest-environment jsdom
/**
 * The staff's business-accounts section: each account's status and limit; approving sends the typed limit in reais
 * (read the Brazilian way: "5.000" is five thousand; "5,000" is asked again) and shows the new status; the server's
 * refusal is said at the row; an account that asked shows when and its note. The request to the server
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

  it('shows when an account asked, on the store clock, and its note', async () => {
    readCreditLines.mockResolvedValue([
      { ...line, requestedAt: '2026-11-24T10:00:00.000-03:00', requestNote: 'Cerca de 20 recepções por mês' },
    ]);
    await show();
    expect(await screen.findByText('Pedido em 24/11/2026 10:00')).toBeTruthy();
    expect(screen.getByText('Recado da empresa: Cerca de 20 recepções por mês')).toBeTruthy();
    expect(screen.getByText('98.765.432/0001-98')).toBeTruthy();
  });

  it('reads "5.000" as five thousand reais', async () => {
    readCreditLines.mockResolvedValue([line]);
    decideCreditLine.mockResolvedValue({ ...line, status: 'APPROVED', limit: 5000, updatedAt: 'later' });
    await show();
    fireEvent.change(await screen.findByLabelText('Limite (R$)'), { target: { value: '5.000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(decideCreditLine).toHaveBeenCalledWith('pt-BR', 'acc-1', 'APPROVED', 5000));
  });

  it('asks again for a limit it cannot read ("5,000"), without calling the server', async () => {
    readCreditLines.mockResolvedValue([line]);
    await show();
    fireEvent.change(await screen.findByLabelText('Limite (R$)'), { target: { value: '5,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Escreva o limite em reais, por exemplo 5.000 ou 5.000,00.')).toBeTruthy();
    expect(decideCreditLine).not.toHaveBeenCalled();
  });

  it('says when no company has asked yet', async () => {
    readCreditLines.mockResolvedValue([]);
    await show('es');
    expect(await screen.findByText('Ninguna empresa ha pedido facturación todavía.')).toBeTruthy();
  });
});
