// @vitest-environment jsdom
/**
 * How a company's booking is paid (issue 18, point 6): on account is offered when this store approved the company,
 * with the limit left, and asks a cost centre (the PO optional); over the limit, or not approved, it cannot be
 * chosen and says why; a refusal of the server (the limit reached meanwhile, a cost centre refused) is said at the
 * choice or field it named; paying now shows the checkout's methods.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { emptyCheckoutState, type CheckoutState } from '@/src/domain/orders/checkout-state';
import { BusinessPaymentStep, type PaymentAccount } from '@/src/features/checkout/business/BusinessPaymentStep';
import type { BusinessCheckoutState } from '@/src/features/checkout/business/business-checkout-state';
import { SANDBOX_TOKENIZATION } from '@/src/features/checkout/card-token';
import { ACCOUNT, renderWithState } from './business-harness';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'pt-BR', push: vi.fn() }) }));
afterEach(cleanup);

function Payment(props: {
  account: PaymentAccount;
  state: BusinessCheckoutState;
  update: Parameters<typeof BusinessPaymentStep>[0]['update'];
  total: number | null;
  allCredit?: boolean;
  onDone: () => void;
}) {
  const [checkout, setCheckout] = useState<CheckoutState>(emptyCheckoutState());
  return (
    <BusinessPaymentStep
      {...props}
      checkout={checkout}
      updateCheckout={(patch) => setCheckout((c) => ({ ...c, ...patch }))}
      methods={[
        { _id: 'pix', method: 'PIX', type: 'ONLINE', ref: null },
        { _id: 'card', method: 'ZOOP_CREDIT', type: 'ONLINE', ref: null },
      ]}
      tokenization={SANDBOX_TOKENIZATION}
      formId="f"
      action={
        <button type="submit" form="f">
          continuar
        </button>
      }
      onBusy={() => undefined}
    />
  );
}

async function show(
  initial: Partial<BusinessCheckoutState>,
  account: PaymentAccount = ACCOUNT,
  total: number | null = 580,
  allCredit = false,
) {
  const onDone = vi.fn();
  const held = await renderWithState(initial, (state, update) => (
    <Payment account={account} state={state} update={update} total={total} allCredit={allCredit} onDone={onDone} />
  ));
  return { onDone, ...held };
}

describe('paying a booking for a company', () => {
  it('offers on account where approved, with the limit left, and asks the cost centre before going on', async () => {
    const { onDone, current } = await show({});
    await waitFor(() => expect(current().payment).toBe('ON_ACCOUNT'));
    expect(screen.getByTestId('business-available').textContent).toMatch(
      /Limite disponível: R\$\s19\.420,00 de R\$\s20\.000,00\./,
    );
    fireEvent.click(screen.getByText('continuar'));
    expect(onDone).not.toHaveBeenCalled();
    const costCentre = screen.getByLabelText(/^Centro de custo/);
    expect(costCentre.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Informe o centro de custo (até 60 caracteres).')).toBeTruthy();
    expect(document.activeElement).toBe(costCentre);
    fireEvent.change(costCentre, { target: { value: 'Diretoria' } });
    fireEvent.change(screen.getByLabelText('Pedido de compra (opcional)'), { target: { value: 'PO-7781' } });
    fireEvent.click(screen.getByText('continuar'));
    expect(onDone).toHaveBeenCalledOnce();
    expect(current()).toMatchObject({ costCentre: 'Diretoria', purchaseOrder: 'PO-7781' });
  });

  it('over the limit, on account cannot be chosen and says why; paying now shows the methods', async () => {
    const { current } = await show({}, ACCOUNT, 19420.01);
    await waitFor(() => expect(current().payment).toBe('NOW'));
    expect((screen.getByLabelText(/Faturar para a Viagens Corp/) as HTMLInputElement).disabled).toBe(true);
    expect(
      screen.getByText(/Esta reserva \(R\$\s19\.420,01\) passa do limite disponível \(R\$\s19\.420,00\)/),
    ).toBeTruthy();
    expect(screen.getByTestId('checkout-method-PIX')).toBeTruthy();
  });

  it('not approved by this store, says so and pays now', async () => {
    const { current } = await show({}, { tradeName: 'Rota Certa', creditLine: null });
    await waitFor(() => expect(current().payment).toBe('NOW'));
    expect(screen.getByText(/O faturamento da Rota Certa ainda não foi aprovado por esta loja/)).toBeTruthy();
    expect(screen.queryByTestId('business-available')).toBeNull();
  });

  it("shows the server's refusal beside the choice and the field it named", async () => {
    await show({
      payment: 'ON_ACCOUNT',
      costCentre: 'x'.repeat(10),
      refusals: {
        'business.onAccount': { code: 'BUSINESS_CREDIT_LIMIT_REACHED', message: 'server' },
        'business.costCentre': { code: 'BUSINESS_COST_CENTRE_INVALID', message: 'server' },
      },
    });
    expect(
      screen.getByText('Esta reserva passa do limite de faturamento da empresa. Pague agora ou remova clientes.'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^Centro de custo/).getAttribute('aria-invalid')).toBe('true');
  });

  it('choosing to pay now drops the refusal about the account', async () => {
    const { current } = await show({
      payment: 'ON_ACCOUNT',
      refusals: { 'business.onAccount': { code: 'BUSINESS_ACCOUNT_NOT_APPROVED', message: 'server' } },
    });
    fireEvent.click(screen.getByLabelText(/^Pagar agora/));
    expect(current()).toMatchObject({ payment: 'NOW', refusals: {} });
  });

  it('every line paid with a credit and a zero total: no card or on-account choice is asked', async () => {
    const { onDone, current } = await show({ payment: 'ON_ACCOUNT' }, ACCOUNT, 0, true);
    await waitFor(() => expect(current().payment).toBe('CREDITS'));
    expect(screen.getByTestId('business-payment-credits').textContent).toMatch(/^Nada a pagar/);
    expect(screen.queryByLabelText(/^Centro de custo/)).toBeNull();
    expect(screen.queryByTestId('business-payment-NOW')).toBeNull();
    fireEvent.click(screen.getByText('continuar'));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('credits on every line but a total above 0 (a line the credit does not cover): the usual choices', async () => {
    const { current } = await show({ payment: 'CREDITS' }, ACCOUNT, 450, true);
    await waitFor(() => expect(current().payment).toBe('ON_ACCOUNT'));
    expect(screen.queryByTestId('business-payment-credits')).toBeNull();
    expect(screen.getByTestId('business-payment-NOW')).toBeTruthy();
  });
});
