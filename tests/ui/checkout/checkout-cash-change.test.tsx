// @vitest-environment jsdom
/**
 * The payment step of a grocery: Vale-alimentação among the methods, and cash asks "Troco para quanto?" — typed as
 * money, refused below the order's total with the total named where it is typed, kept when it covers the total,
 * and not needed for exact money. next/router is a stub; no server is asked.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import checkoutPt from '@/locales/pt-BR/checkout.json';
import { emptyCheckoutState, type CheckoutState } from '@/src/domain/orders/checkout-steps';
import { PaymentStep } from '@/src/features/checkout/PaymentStep';
import { SANDBOX_TOKENIZATION } from '@/src/features/checkout/card-token';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'pt-BR', push: vi.fn() }) }));
afterEach(cleanup);

const METHODS = ['POSP_DEBIT', 'POSP_FOOD_TICKET', 'CASH'].map((method) => ({
  _id: `m-${method}`,
  method,
  type: 'IN_PERSON',
  ref: null,
}));

async function renderStep(total: number | null = 19.4) {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .init({ lng: 'pt-BR', resources: { 'pt-BR': { checkout: checkoutPt } }, defaultNS: 'checkout' });
  const onDone = vi.fn();
  let latest: CheckoutState = emptyCheckoutState();
  function Harness() {
    const [state, setState] = useState<CheckoutState>(emptyCheckoutState);
    latest = state;
    return (
      <PaymentStep
        formId="f"
        methods={METHODS}
        tokenization={SANDBOX_TOKENIZATION}
        state={state}
        update={(patch) => setState((s) => ({ ...s, ...patch }))}
        onDone={onDone}
        onBusy={() => {}}
        action={<button type="submit">go</button>}
        total={total}
      />
    );
  }
  render(
    <I18nextProvider i18n={instance}>
      <Harness />
    </I18nextProvider>,
  );
  return { onDone, state: () => latest };
}

describe('payment step: Vale-alimentação and cash with change', () => {
  it('offers Vale-alimentação by its name', async () => {
    await renderStep();
    expect(screen.getByText('Vale-alimentação na maquininha')).toBeTruthy();
  });

  it('refuses change below the total, naming it, then takes an amount that covers it', async () => {
    const { onDone, state } = await renderStep();
    fireEvent.click(screen.getByTestId('checkout-method-CASH'));
    const field = screen.getByLabelText('Troco para quanto?') as HTMLInputElement;
    expect(screen.getByText(/Total do pedido: R\$\s19,40/)).toBeTruthy();
    fireEvent.change(field, { target: { value: '1000' } });
    expect(field.value).toMatch(/R\$\s10,00/);
    fireEvent.click(screen.getByText('go'));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByTestId('checkout-change-error').textContent).toMatch(
      /O troco precisa ser para um valor igual ou maior que o total do pedido \(R\$\s19,40\)\./,
    );
    fireEvent.change(field, { target: { value: 'R$ 50,000' } });
    expect(state().changeForCents).toBe(50000);
    fireEvent.change(field, { target: { value: '5000' } });
    expect(screen.queryByTestId('checkout-change-error')).toBeNull();
    fireEvent.click(screen.getByText('go'));
    expect(onDone).toHaveBeenCalledOnce();
    expect(state().changeForCents).toBe(5000);
  });

  it('needs no change for exact money, and asks none for another method', async () => {
    const { onDone, state } = await renderStep();
    fireEvent.click(screen.getByTestId('checkout-method-POSP_FOOD_TICKET'));
    expect(screen.queryByLabelText('Troco para quanto?')).toBeNull();
    fireEvent.click(screen.getByTestId('checkout-method-CASH'));
    fireEvent.click(screen.getByText('go'));
    expect(onDone).toHaveBeenCalledOnce();
    expect(state().changeForCents).toBeNull();
  });
});
