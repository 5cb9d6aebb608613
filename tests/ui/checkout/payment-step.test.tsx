// @vitest-environment jsdom
/**
 * The payment step (issue 17, point 4): a single method is chosen for the traveller; the card's expiry is typed as
 * MM/AA; a wrong card names the field that is wrong, under that field, and nothing is sent until it is right. The
 * sandbox tokeniser is stood in for fetch; next/router is a stub.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import checkoutPtBR from '@/locales/pt-BR/checkout.json';
import paymentsPtBR from '@/locales/pt-BR/payments.json';
import paymentsEn from '@/locales/en/payments.json';
import { emptyCheckoutState, type CheckoutState } from '@/src/domain/orders/checkout-steps';
import { PaymentStep } from '@/src/features/checkout/PaymentStep';
import { SANDBOX_TOKENIZATION } from '@/src/features/checkout/card-token';
import type { CheckoutPaymentMethod } from '@/src/features/checkout/checkout-shapes';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'pt-BR', push: vi.fn() }) }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const method = (m: string): CheckoutPaymentMethod => ({ _id: `pay-${m}`, method: m, type: 'ONLINE', ref: null });

async function renderStep(methods: CheckoutPaymentMethod[], initial: Partial<CheckoutState> = {}, lng = 'pt-BR') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    resources: {
      'pt-BR': { checkout: checkoutPtBR, payments: paymentsPtBR },
      en: { checkout: checkoutPtBR, payments: paymentsEn },
    },
    defaultNS: 'checkout',
  });
  const onDone = vi.fn();
  let latest: CheckoutState = { ...emptyCheckoutState(), ...initial };
  function Harness() {
    const [state, setState] = useState<CheckoutState>(latest);
    latest = state;
    return (
      <PaymentStep
        formId="f"
        methods={methods}
        tokenization={SANDBOX_TOKENIZATION}
        state={state}
        update={(patch) => setState((s) => ({ ...s, ...patch }))}
        onDone={onDone}
        onBusy={() => undefined}
        action={
          <button type="submit" form="f">
            go
          </button>
        }
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

describe('payment step: the methods', () => {
  it('chooses the only method offered, so the traveller goes on with one tap', async () => {
    const { onDone, state } = await renderStep([method('PIX')]);
    await waitFor(() => expect(state().paymentMethod).toBe('PIX'));
    expect((screen.getByTestId('checkout-method-PIX') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByText('go'));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('chooses nothing when there are several, and asks for a choice', async () => {
    const { onDone, state } = await renderStep([method('ZOOP_CREDIT'), method('PIX')]);
    expect(state().paymentMethod).toBeNull();
    fireEvent.click(screen.getByText('go'));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('replaces a saved choice the cart no longer offers with the only one it does', async () => {
    const { state } = await renderStep([method('PIX')], { paymentMethod: 'ZOOP_CREDIT' });
    await waitFor(() => expect(state().paymentMethod).toBe('PIX'));
  });
});

describe('payment step: the card form', () => {
  const fill = (field: string, value: string) =>
    fireEvent.change(screen.getByTestId(`checkout-card-${field}`), { target: { value } });

  it('reads the expiry as MM/AA while typing: 1230 → 12/30, 4 → 04, a pasted 12/2031 → 12/31', async () => {
    await renderStep([method('ZOOP_CREDIT')]);
    await waitFor(() => expect(screen.getByTestId('checkout-card-expiry')).toBeTruthy());
    const expiry = screen.getByTestId('checkout-card-expiry') as HTMLInputElement;
    expect(expiry.placeholder).toBe('MM/AA');
    fill('expiry', '1230');
    expect(expiry.value).toBe('12/30');
    fill('expiry', '4');
    expect(expiry.value).toBe('04');
    fill('expiry', '12/2031');
    expect(expiry.value).toBe('12/31');
  });

  it('names each wrong field under it, puts the cursor in the first, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { onDone } = await renderStep([method('ZOOP_CREDIT')]);
    await waitFor(() => expect(screen.getByTestId('checkout-card-number')).toBeTruthy());
    fill('holder', 'ANA SOUZA');
    fill('number', '4242 4242 4242 4241');
    fill('expiry', '01/20');
    fill('cvc', '123');
    fireEvent.click(screen.getByText('go'));
    await waitFor(() => expect(screen.getByTestId('checkout-card-number-error')).toBeTruthy());
    expect(screen.getByTestId('checkout-card-number-error').textContent).toBe('Confira o número do cartão.');
    expect(screen.getByTestId('checkout-card-expiry-error').textContent).toBe('Este cartão está vencido.');
    expect(screen.queryByTestId('checkout-card-cvc-error')).toBeNull();
    expect(screen.getByTestId('checkout-card-number').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('checkout-card-number'));
    expect(screen.getByRole('alert').textContent).toBe('Confira o número do cartão. Este cartão está vencido.');
    expect(fetch).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    // Correcting a field takes its message away.
    fill('number', '4242 4242 4242 4242');
    expect(screen.queryByTestId('checkout-card-number-error')).toBeNull();
  });

  it('shows under its field what the sandbox refuses, and goes on with the token once it accepts', async () => {
    const answers = [
      new Response(
        JSON.stringify({ error: 'CARD_INVALID', messages: { cvc: 'Confira o código de segurança (CVV).' } }),
        {
          status: 400,
          headers: { 'content-type': 'application/json' },
        },
      ),
      new Response(JSON.stringify({ token: 'tok_ok', brand: 'visa', last4: '4242' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift()!),
    );
    const { onDone, state } = await renderStep([method('ZOOP_CREDIT')]);
    await waitFor(() => expect(screen.getByTestId('checkout-card-number')).toBeTruthy());
    fill('holder', 'ANA SOUZA');
    fill('number', '4242 4242 4242 4242');
    fill('expiry', '1230');
    fill('cvc', '123');
    fireEvent.click(screen.getByText('go'));
    await waitFor(() => expect(screen.getByTestId('checkout-card-cvc-error')).toBeTruthy());
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('go'));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(state().card).toEqual({ token: 'tok_ok', brand: 'visa', last4: '4242' });
  });

  it('says MM/YY in English', async () => {
    await renderStep([method('ZOOP_CREDIT')], {}, 'en');
    await waitFor(() => expect(screen.getByTestId('checkout-card-expiry')).toBeTruthy());
    expect((screen.getByTestId('checkout-card-expiry') as HTMLInputElement).placeholder).toBe('MM/YY');
  });
});
