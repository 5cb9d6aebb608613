// @vitest-environment jsdom
/**
 * The identification step as a traveller and a Brazilian use it: the document follows the page's language and can
 * be switched, the phone's country is a native list (every country, named in the page's language) or comes from a
 * typed +code, the step keeps the customer as stored (E.164), and a field the server refused is shown at the field.
 * next/router is replaced by a stub (no Next app here).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '@/locales/en/checkout.json';
import es from '@/locales/es/checkout.json';
import ptBR from '@/locales/pt-BR/checkout.json';
import { emptyCheckoutState, type CheckoutState } from '@/src/domain/orders/checkout-steps';
import { IdentificationStep } from '@/src/features/checkout/IdentificationStep';

const router = vi.hoisted(() => ({ locale: 'en', query: {} as Record<string, string>, push: () => {} }));
vi.mock('next/router', () => ({ useRouter: () => router }));
afterEach(() => {
  cleanup();
  router.query = {};
});

async function renderStep(lng: 'pt-BR' | 'en' | 'es', customer: Partial<CheckoutState['customer']> = {}) {
  router.locale = lng;
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    resources: { 'pt-BR': { checkout: ptBR }, en: { checkout: en }, es: { checkout: es } },
    defaultNS: 'checkout',
  });
  const onDone = vi.fn();
  const seen: { state: CheckoutState } = { state: emptyCheckoutState() };
  function Harness() {
    const [state, setState] = useState<CheckoutState>(() => ({
      ...emptyCheckoutState(),
      customer: { ...emptyCheckoutState().customer, ...customer },
    }));
    seen.state = state;
    return (
      <IdentificationStep
        formId="f"
        state={state}
        update={(patch) => setState((s) => ({ ...s, ...(typeof patch === 'function' ? patch(s) : patch) }))}
        onDone={onDone}
        action={<button type="submit">go</button>}
      />
    );
  }
  render(
    <I18nextProvider i18n={instance}>
      <Harness />
    </I18nextProvider>,
  );
  // The phone rules load after the step appears: the country list fills then.
  await waitFor(() => expect((screen.getByTestId('checkout-phone-country') as HTMLSelectElement).disabled).toBe(false));
  return { onDone, seen };
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;
const valueOf = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;
/** The texts the field's aria-describedby points at: what a screen reader reads after its name. */
const descriptionOf = (testId: string) =>
  (screen.getByTestId(testId).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const selected = () =>
  (screen.getByTestId('checkout-phone-country') as HTMLSelectElement).selectedOptions[0]?.textContent;

describe('the identification step', () => {
  it('in English: a passport by default, a UK mobile picked from the list, kept as E.164', async () => {
    const { onDone, seen } = await renderStep('en');
    expect(checked(screen.getByRole('radio', { name: 'Passport' }))).toBe(true);
    expect(checked(screen.getByRole('radio', { name: 'CPF' }))).toBe(false);
    expect(screen.getByLabelText(/Passport number/)).toBeTruthy();
    expect(screen.queryByLabelText(/^CPF/)).toBe(screen.getByRole('radio', { name: 'CPF' }));
    type('checkout-name', 'Oliver Bennett');
    type('checkout-identityDocument', '123 456 789');
    fireEvent.change(screen.getByTestId('checkout-phone-country'), { target: { value: 'GB' } });
    type('checkout-phone', '07700 900123');
    type('checkout-email', 'oliver@example.test');
    expect(selected()).toBe('United Kingdom (+44)');
    fireEvent.click(screen.getByText('go'));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(seen.state.customer).toEqual({
      name: 'Oliver Bennett',
      identityDocumentType: 'PASSPORT',
      identityDocument: '123456789',
      phone: '+447700900123',
      email: 'oliver@example.test',
    });
  });

  it('in Spanish: a number typed with +44 picks the United Kingdom in the list, named in Spanish', async () => {
    await renderStep('es');
    expect(checked(screen.getByRole('radio', { name: 'Pasaporte' }))).toBe(true);
    type('checkout-phone', '+44 7700 900123');
    expect(selected()).toBe('Reino Unido (+44)');
    fireEvent.blur(screen.getByTestId('checkout-phone'));
    expect(valueOf('checkout-phone')).toBe('07700 900123');
  });

  it('in Portuguese: a CPF by default, checked digit by digit; a passport or a CNPJ may be chosen instead', async () => {
    const { onDone } = await renderStep('pt-BR');
    expect(checked(screen.getByRole('radio', { name: 'CPF' }))).toBe(true);
    expect(selected()).toBe('Brasil (+55)');
    type('checkout-name', 'Ana Souza');
    type('checkout-identityDocument', '111.111.111-11');
    type('checkout-phone', '(11) 98765-4321');
    type('checkout-email', 'ana@exemplo.test');
    fireEvent.click(screen.getByText('go'));
    expect(screen.getByText('CPF inválido. Confira os números.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('checkout-identityDocument'));
    fireEvent.click(screen.getByRole('radio', { name: 'CNPJ (empresa)' }));
    expect(screen.getByLabelText(/CNPJ da empresa/)).toBeTruthy();
    type('checkout-identityDocument', '11.222.333/0001-80');
    fireEvent.click(screen.getByText('go'));
    expect(screen.getByText('CNPJ inválido. Confira os números.')).toBeTruthy();
    type('checkout-identityDocument', '11.222.333/0001-81');
    fireEvent.click(screen.getByText('go'));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('says at the field that a phone is too short for its country', async () => {
    const { onDone } = await renderStep('en', {
      name: 'Oliver Bennett',
      identityDocument: '123456789',
      email: 'oliver@example.test',
    });
    fireEvent.change(screen.getByTestId('checkout-phone-country'), { target: { value: 'GB' } });
    type('checkout-phone', '07700 900');
    fireEvent.click(screen.getByText('go'));
    expect(onDone).not.toHaveBeenCalled();
    expect(descriptionOf('checkout-phone')).toMatch(/Invalid mobile number/);
  });

  it('shows a saved number by its country and national form (a prefill, or Back to this step)', async () => {
    await renderStep('en', { phone: '+5511987654321' });
    expect(selected()).toBe('Brazil (+55)');
    expect(valueOf('checkout-phone')).toBe('(11) 9 8765-4321');
  });

  it('shows at its field a detail the server refused (back from review with ?recusa=CODE)', async () => {
    router.query = { recusa: 'CUSTOMER_IDENTITY_DOCUMENT_INVALID' };
    await renderStep('en', { identityDocumentType: 'PASSPORT', identityDocument: '12' });
    expect(descriptionOf('checkout-identityDocument')).toMatch(
      /Invalid passport number: use the letters and digits printed in it/,
    );
  });
});
