// @vitest-environment jsdom
/**
 * The recovery forms: the request keeps only the e-mail in the tab's session storage and goes on whatever the
 * server knows (it answers alike); a limit is shown translated with its wait; the new-password form announces a
 * used or expired link with a way to ask again, and a wrong code beside its field. Only the network is faked (the
 * API does not run in jsdom).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import auth from '@/locales/pt-BR/auth.json';
import accounts from '@/locales/pt-BR/accounts.json';
import esAuth from '@/locales/es/auth.json';
import esAccounts from '@/locales/es/accounts.json';
import { NewPasswordForm } from '@/src/features/auth/NewPasswordForm';
import { RecoverRequestForm } from '@/src/features/auth/RecoverRequestForm';
import type { ReactNode } from 'react';

type Answer = { status: number; body: unknown; headers?: Record<string, string> };
const calls: { url: string; body: string }[] = [];

function fakeNetwork(routes: Record<string, Answer>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: String(init?.body ?? '') });
      const answer = routes[url] ?? { status: 404, body: {} };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json', ...answer.headers },
      });
    }),
  );
}

async function renderIn(node: ReactNode, lng = 'pt-BR') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { 'pt-BR': { auth, accounts }, es: { auth: esAuth, accounts: esAccounts } },
    defaultNS: 'auth',
  });
  render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  calls.length = 0;
  window.sessionStorage.clear();
});

describe('RecoverRequestForm', () => {
  it('sends the e-mail, keeps only it for the code screen, and goes on', async () => {
    fakeNetwork({ '/api/user/password-reset/request': { status: 202, body: { sent: true } } });
    const onSent = vi.fn();
    await renderIn(<RecoverRequestForm onSent={onSent} />);
    type('E-mail', ' Ana@Exemplo.test ');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(JSON.parse(calls[0].body)).toEqual({ email: 'ana@exemplo.test' });
    expect({ ...window.sessionStorage }).toEqual({ 'storefront:recovery-email': 'ana@exemplo.test' });
  });

  it('a bad e-mail is refused before sending; a limit is told with its wait, in Spanish too', async () => {
    fakeNetwork({
      '/api/user/password-reset/request': {
        status: 429,
        body: { error: 'RATE_LIMITED', retryAfter: 42 },
        headers: { 'retry-after': '42' },
      },
    });
    const onSent = vi.fn();
    await renderIn(<RecoverRequestForm onSent={onSent} />, 'es');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() => expect(input('Correo').getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toHaveLength(0);
    type('Correo', 'ana@exemplo.test');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(esAccounts.errors.RATE_LIMITED.replace('{{seconds}}', '42')),
    );
    expect(onSent).not.toHaveBeenCalled();
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('NewPasswordForm', () => {
  it('a used or expired link is announced with a link to ask again', async () => {
    fakeNetwork({ '/api/user/password-reset/confirm': { status: 400, body: { error: 'TOKEN_INVALID' } } });
    await renderIn(<NewPasswordForm proof={{ kind: 'token', token: 'x'.repeat(43) }} />);
    type('Nova senha', 'Senha-Nova-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Este link expirou ou já foi usado. Peça uma nova redefinição.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Pedir uma nova redefinição' }).getAttribute('href')).toBe(
      '/recuperar-senha',
    );
    expect(JSON.parse(calls[0].body)).toEqual({ token: 'x'.repeat(43), password: 'Senha-Nova-2026' });
  });

  it('a wrong code is shown beside its field; the right one ends with the sign-in offered', async () => {
    let answer: Answer = { status: 400, body: { error: 'CODE_INVALID' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answer.body), { status: answer.status })),
    );
    await renderIn(<NewPasswordForm proof={{ kind: 'code', email: 'ana@exemplo.test' }} />);
    type('Código', '123456');
    type('Nova senha', 'Senha-Nova-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(input('Código').getAttribute('aria-invalid')).toBe('true'));
    answer = { status: 200, body: { reset: true } };
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Senha alterada. Entre com a nova senha.'));
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/login');
  });
});
