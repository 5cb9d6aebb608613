// @vitest-environment jsdom
/**
 * "Pedir faturamento" on /empresa: the admin's request goes with her trimmed note, then the page's data is read again
 * and focus moves to the invoicing note; the store's refusals (already approved, suspended) are said translated with
 * what she typed kept; a note the server finds too long is said at the field, which gets focus. The GraphQL server is
 * replaced by Apollo's MockLink (the browser's one client returns it) and the router by a mock.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import businessPt from '@/locales/pt-BR/business.json';
import { RequestBusinessCreditLineDocument } from '@/src/features/business/request-business-credit-line.generated';
import { RequestInvoicing } from '@/src/features/business/RequestInvoicing';

const replace = vi.fn(async () => true);
vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'pt-BR', asPath: '/empresa?conta=acc-1', replace }) }));
let apollo: ApolloClient;
vi.mock('@/src/client/browser-client', () => ({ browserClient: async () => apollo }));
afterEach(() => {
  cleanup();
  replace.mockClear();
});

const asked = (note: string | null, result: ConstructorParameters<typeof MockLink>[0][number]['result']) => ({
  request: { query: RequestBusinessCreditLineDocument, variables: { accountId: 'acc-1', note } },
  result,
});
const refusal = (code: string, fields?: Record<string, string>) => ({
  errors: [new GraphQLError('x', { extensions: { code, ...(fields ? { fields } : {}) } })],
});

async function show(mocks: ConstructorParameters<typeof MockLink>[0]) {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'pt-BR',
    resources: { 'pt-BR': { business: businessPt } },
    defaultNS: 'business',
    interpolation: { escapeValue: false },
  });
  apollo = new ApolloClient({ link: new MockLink(mocks), cache: new InMemoryCache() });
  const onRequested = vi.fn();
  render(
    <I18nextProvider i18n={instance}>
      <RequestInvoicing accountId="acc-1" onRequested={onRequested} />
    </I18nextProvider>,
  );
  return onRequested;
}

describe('RequestInvoicing', () => {
  it('sends the request with the trimmed note, reads the page again and hands focus on', async () => {
    const onRequested = await show([
      asked('Cerca de 20 recepções por mês', {
        data: {
          requestBusinessCreditLine: {
            __typename: 'BusinessAccount',
            _id: 'acc-1',
            creditLine: { __typename: 'BusinessCreditLine', status: 'REQUESTED', limit: 0 },
          },
        },
      }),
    ]);
    fireEvent.change(screen.getByLabelText('Recado para a loja (opcional)'), {
      target: { value: '  Cerca de 20 recepções por mês ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pedir faturamento' }));
    await waitFor(() => expect(onRequested).toHaveBeenCalledTimes(1));
    expect(replace).toHaveBeenCalledWith('/empresa?conta=acc-1', undefined, { scroll: false });
  });

  it('an empty note is sent as none, from the keyboard (Enter in the field submits)', async () => {
    const onRequested = await show([
      asked(null, {
        data: {
          requestBusinessCreditLine: {
            __typename: 'BusinessAccount',
            _id: 'acc-1',
            creditLine: { __typename: 'BusinessCreditLine', status: 'REQUESTED', limit: 0 },
          },
        },
      }),
    ]);
    fireEvent.submit(screen.getByLabelText('Recado para a loja (opcional)').closest('form')!);
    await waitFor(() => expect(onRequested).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['CREDIT_LINE_SUSPENDED', 'A loja suspendeu o faturamento da empresa. Fale com a loja para retomá-lo.'],
    ['CREDIT_LINE_ALREADY_APPROVED', 'Esta loja já aprovou o faturamento da empresa.'],
    ['CREDIT_REQUEST_ADMIN_ONLY', 'Só um administrador da empresa pode pedir faturamento. Peça a um deles.'],
  ])('says %s translated, keeps the note and reads nothing again', async (code, text) => {
    const onRequested = await show([asked('Volume alto', refusal(code))]);
    fireEvent.change(screen.getByLabelText('Recado para a loja (opcional)'), { target: { value: 'Volume alto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pedir faturamento' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    expect((screen.getByLabelText('Recado para a loja (opcional)') as HTMLInputElement).value).toBe('Volume alto');
    expect(screen.getByRole('button', { name: 'Pedir faturamento' })).toHaveProperty('disabled', false);
    expect(onRequested).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('says a note refused as too long at its field, and focuses it', async () => {
    await show([asked('x', refusal('CREDIT_REQUEST_NOTE_TOO_LONG', { note: 'CREDIT_REQUEST_NOTE_TOO_LONG' }))]);
    const field = screen.getByLabelText('Recado para a loja (opcional)');
    fireEvent.change(field, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pedir faturamento' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(field);
    expect(screen.getByText('O recado para a loja tem no máximo 300 caracteres.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('limits the field to 300 characters in the browser too', async () => {
    await show([]);
    expect(screen.getByLabelText('Recado para a loja (opcional)').getAttribute('maxlength')).toBe('300');
  });
});
