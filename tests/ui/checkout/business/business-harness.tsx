/** Shared set-up of the company-booking screens' tests: the checkout's pt-BR (or en/es) texts and a state holder. */
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import checkoutPtBR from '@/locales/pt-BR/checkout.json';
import checkoutEn from '@/locales/en/checkout.json';
import checkoutEs from '@/locales/es/checkout.json';
import paymentsPtBR from '@/locales/pt-BR/payments.json';
import { emptyLineDraft } from '@/src/domain/business/booking-draft';
import {
  emptyBusinessState,
  type BusinessCheckoutState,
  type BusinessLine,
  type UpdateBusiness,
} from '@/src/features/checkout/business/business-checkout-state';

export async function texts(lng = 'pt-BR') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    resources: {
      'pt-BR': { checkout: checkoutPtBR, payments: paymentsPtBR },
      en: { checkout: checkoutEn, payments: paymentsPtBR },
      es: { checkout: checkoutEs, payments: paymentsPtBR },
    },
    defaultNS: 'checkout',
    interpolation: { escapeValue: false },
  });
  return instance;
}

export const ACCOUNT = {
  _id: 'acc-1',
  tradeName: 'Viagens Corp',
  legalName: 'Viagens Corp Ltda',
  cnpj: '11222333000181',
  members: [{ name: 'Renata Moraes', email: 'reservas@viagenscorp.test', me: true }],
  creditLine: { status: 'APPROVED', limit: 20000, available: 19420 },
};

export const SAVED = [
  { _id: 'c-helena', name: 'Helena Prado', phone: '+5511987650001', email: 'helena@cliente.test', language: 'pt-BR' },
  { _id: 'c-james', name: 'James Whitmore', phone: '+447700900123', email: null, language: 'en' },
];

export const line = (key: string, patch: Partial<BusinessLine> = {}): BusinessLine => ({
  ...emptyLineDraft(key, 'pt-BR'),
  meetingPoint: 'Saída do desembarque internacional',
  service: 0,
  ...patch,
});

/** A complete line for a saved client, tomorrow of the tests' clock. */
export const goodLine = (key: string, clientId = 'c-helena', patch: Partial<BusinessLine> = {}) =>
  line(key, { clientId, flightNumber: 'LA 3040', date: '2026-11-24', time: '06:40', people: '1', ...patch });

/** Renders `view(state, update)` with a live business state; `current()` reads it. */
export async function renderWithState(
  initial: Partial<BusinessCheckoutState>,
  view: (state: BusinessCheckoutState, update: UpdateBusiness) => ReactNode,
  lng = 'pt-BR',
) {
  const i18n = await texts(lng);
  let latest: BusinessCheckoutState = { ...emptyBusinessState(), mode: 'company', accountId: 'acc-1', ...initial };
  function Harness() {
    const [state, setState] = useState(latest);
    latest = state;
    const update: UpdateBusiness = (patch) =>
      setState((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) }));
    return <>{view(state, update)}</>;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Harness />
    </I18nextProvider>,
  );
  return { current: () => latest };
}
