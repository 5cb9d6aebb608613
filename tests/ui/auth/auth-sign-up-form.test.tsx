// @vitest-environment jsdom
/**
 * The sign-up form: the API's own rules checked before anything is sent, each message beside its field (marked
 * invalid and described by it) and announced; the server's answers (taken e-mail, a limit with its wait) shown the
 * same way; on success the new account is signed in and sent to verify its e-mail, keeping where it came from.
 * Only the network is faked (the API does not run in jsdom).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import auth from '@/locales/pt-BR/auth.json';
import accounts from '@/locales/pt-BR/accounts.json';
import enAuth from '@/locales/en/auth.json';
import enAccounts from '@/locales/en/accounts.json';
import { SignUpForm } from '@/src/features/auth/SignUpForm';

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer> = {};
const calls: { url: string; body: string }[] = [];

function fakeNetwork(routes: Record<string, Answer>) {
  answers = routes;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: String(init?.body ?? '') });
      const answer = answers[url] ?? { status: 404, body: {} };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

async function renderForm(onDone = vi.fn(), lng = 'pt-BR') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { 'pt-BR': { auth, accounts }, en: { auth: enAuth, accounts: enAccounts } },
    defaultNS: 'auth',
  });
  render(
    <I18nextProvider i18n={i18n}>
      <SignUpForm termsHref="/termos" returnTo="/loja/hortifruti" onDone={onDone} />
    </I18nextProvider>,
  );
  return onDone;
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  calls.length = 0;
});

describe('SignUpForm', () => {
  it('shows every field’s message, marked and described, and announces the form error without sending anything', async () => {
    fakeNetwork({});
    await renderForm();
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Confira os campos destacados.'));
    expect(field('Nome').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field('Nome'))).toContain('Digite o seu nome.');
    expect(describedBy(field('E-mail'))).toContain('Digite um e-mail válido.');
    expect(describedBy(field('Senha'))).toContain('A senha precisa ter pelo menos 8 caracteres.');
    const terms = screen.getByRole('checkbox');
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(terms)).toBe('Para criar a conta, aceite os termos de uso.');
    expect(calls).toEqual([]);
  });

  it('applies the server’s password rule (a letter and a digit) and clears a message once the field is fixed', async () => {
    fakeNetwork({});
    await renderForm();
    type('Nome', 'Ana');
    type('E-mail', 'ana@exemplo.test');
    type('Senha', 'somenteletras');
    submit();
    await waitFor(() => expect(field('Senha').getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(field('Senha'))).toContain('A senha precisa ter pelo menos uma letra e um número.');
    expect(field('Nome').getAttribute('aria-invalid')).toBe('false');
    type('Senha', 'letras-e-1-digito');
    expect(field('Senha').getAttribute('aria-invalid')).toBe('false');
    expect(describedBy(field('Senha'))).toBe('De 8 a 128 caracteres, com pelo menos uma letra e um número.');
  });

  it('shows a taken e-mail beside the e-mail field', async () => {
    fakeNetwork({ '/api/user/sign-up': { status: 409, body: { error: 'EMAIL_TAKEN' } } });
    await renderForm();
    type('Nome', 'Ana');
    type('E-mail', 'ana@exemplo.test');
    type('Senha', 'Senha-Boa-2026');
    fireEvent.click(screen.getByRole('checkbox'));
    submit();
    await waitFor(() => expect(field('E-mail').getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(field('E-mail'))).toContain('Já existe uma conta com este e-mail.');
    expect(screen.getByRole('alert').textContent).toContain('Já existe uma conta com este e-mail.');
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({
      name: 'Ana',
      email: 'ana@exemplo.test',
      password: 'Senha-Boa-2026',
      acceptTerms: true,
    });
  });

  it('tells how long to wait when the sign-up limit is reached (English)', async () => {
    fakeNetwork({ '/api/user/sign-up': { status: 429, body: { error: 'RATE_LIMITED', retryAfter: 42 } } });
    await renderForm(vi.fn(), 'en');
    type('Name', 'Ana');
    type('E-mail', 'ana@exemplo.test');
    type('Password', 'Senha-Boa-2026');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Try again in 42 seconds.'),
    );
  });

  it('a long wait (a per-account limit of up to 15 minutes) reads in minutes, in either language', async () => {
    for (const [lng, retryAfter, label, text] of [
      ['en', 900, 'Create account', 'Too many attempts. Try again in 15 minutes.'],
      ['en', 61 + 30, 'Create account', 'Too many attempts. Try again in 2 minutes.'],
      ['pt-BR', 600, 'Criar conta', 'Muitas tentativas. Tente de novo em 10 minutos.'],
    ] as const) {
      cleanup();
      fakeNetwork({ '/api/user/sign-up': { status: 429, body: { error: 'RATE_LIMITED', retryAfter } } });
      await renderForm(vi.fn(), lng);
      type(lng === 'en' ? 'Name' : 'Nome', 'Ana');
      type('E-mail', 'ana@exemplo.test');
      type(lng === 'en' ? 'Password' : 'Senha', 'Senha-Boa-2026');
      fireEvent.click(screen.getByRole('checkbox'));
      fireEvent.click(screen.getByRole('button', { name: label }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    }
  });

  it('signs the new account in and goes to verify the e-mail, then to complete the profile, keeping the return path', async () => {
    fakeNetwork({
      '/api/user/sign-up': {
        status: 201,
        body: { user: { id: 'u1', email: 'ana@exemplo.test', name: 'Ana', emailVerified: false } },
      },
      '/api/auth/csrf': { status: 200, body: { csrfToken: 'csrf-1' } },
      '/api/auth/callback/credentials': { status: 200, body: { url: 'http://localhost/' } },
      '/api/auth/session': {
        status: 200,
        body: { user: { id: 'u1', email: 'ana@exemplo.test', name: 'Ana', emailVerified: false } },
      },
    });
    const onDone = await renderForm();
    type('Nome', 'Ana');
    type('E-mail', 'ana@exemplo.test');
    type('Senha', 'Senha-Boa-2026');
    fireEvent.click(screen.getByRole('checkbox'));
    submit();
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(
        `/verificar-email?callbackUrl=${encodeURIComponent('/completar-cadastro?callbackUrl=%2Floja%2Fhortifruti')}`,
      ),
    );
    const signIn = new URLSearchParams(calls.find((call) => call.url === '/api/auth/callback/credentials')?.body);
    expect(signIn.get('csrfToken')).toBe('csrf-1');
    expect(signIn.get('email')).toBe('ana@exemplo.test');
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
  });
});
