// @vitest-environment jsdom
/**
 * The account cards' save (use-account-save.ts, used by PasswordCard and ProfileCard): wrong entries are refused
 * in the browser with the focus on the first wrong field and nothing sent; a refusal shows its sentence and the
 * fields it names; a save shows the card's line (the password card then empties its fields, the profile card sends
 * the session's update). Only the network is faked (the API does not run in jsdom).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ReactNode } from 'react';
import account from '@/locales/pt-BR/account.json';
import accounts from '@/locales/pt-BR/accounts.json';
import auth from '@/locales/pt-BR/auth.json';
import { PasswordCard } from '@/src/features/account/PasswordCard';
import { ProfileCard } from '@/src/features/account/ProfileCard';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'pt-BR', push: () => {} }) }));

type Answer = { status: number; body: unknown };
const calls: { url: string; body: string }[] = [];

function fakeNetwork(routes: Record<string, Answer>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: String(init?.body ?? '') });
      const answer = routes[url] ?? { status: 200, body: {} };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

async function renderIn(node: ReactNode) {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: 'pt-BR', resources: { 'pt-BR': { account, accounts, auth } }, defaultNS: 'account' });
  render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
/** The phone field's country list fills once its rules have loaded (after the card appears). */
const phoneRulesLoaded = () =>
  waitFor(() => expect((screen.getByLabelText('País do celular') as HTMLSelectElement).disabled).toBe(false));
const sent = (path: string) => calls.filter((call) => call.url === path);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  calls.length = 0;
});

describe('PasswordCard (network faked)', () => {
  it('refuses empty fields in the browser, focusing the current password, and sends nothing', async () => {
    fakeNetwork({});
    await renderIn(<PasswordCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Trocar senha' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('currentPassword'));
    expect(input('Senha atual').getAttribute('aria-invalid')).toBe('true');
    expect(sent('/api/user/password')).toHaveLength(0);
  });

  it('a wrong current password is told beside its field and in the alert; the entries stay', async () => {
    fakeNetwork({ '/api/user/password': { status: 400, body: { error: 'WRONG_PASSWORD' } } });
    await renderIn(<PasswordCard />);
    type('Senha atual', 'Antiga-Senha-2026');
    type('Nova senha', 'Nova-Senha-Forte-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Trocar senha' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('A senha atual está incorreta.'));
    expect(input('Senha atual').getAttribute('aria-invalid')).toBe('true');
    expect(input('Nova senha').value).toBe('Nova-Senha-Forte-2026');
    expect(JSON.parse(sent('/api/user/password')[0].body)).toEqual({
      currentPassword: 'Antiga-Senha-2026',
      newPassword: 'Nova-Senha-Forte-2026',
    });
  });

  it('once changed, says so and empties both fields', async () => {
    fakeNetwork({ '/api/user/password': { status: 200, body: { ok: true } } });
    await renderIn(<PasswordCard />);
    type('Senha atual', 'Antiga-Senha-2026');
    type('Nova senha', 'Nova-Senha-Forte-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Trocar senha' }));
    await waitFor(() => expect(screen.getByText('Senha trocada.')).toBeTruthy());
    expect(input('Senha atual').value).toBe('');
    expect(input('Nova senha').value).toBe('');
  });
});

describe('ProfileCard (network faked)', () => {
  it('a phone the server refuses is told beside the phone field', async () => {
    fakeNetwork({
      '/api/user/contact': { status: 400, body: { error: 'VALIDATION', fields: { phone: 'PHONE_INVALID' } } },
    });
    await renderIn(<ProfileCard name="Ana Souza" phone={null} />);
    await phoneRulesLoaded();
    type('Celular', '11987654321');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    await waitFor(() =>
      expect(screen.getByText('Confira o celular: escolha o país e digite o número com DDD.')).toBeTruthy(),
    );
    expect(input('Celular').getAttribute('aria-invalid')).toBe('true');
  });

  it('a traveller’s UK mobile, its country picked in the list, is sent as E.164', async () => {
    fakeNetwork({
      '/api/user/contact': { status: 200, body: { ok: true } },
      '/api/auth/csrf': { status: 200, body: { csrfToken: 't' } },
    });
    await renderIn(<ProfileCard name="Oliver Bennett" phone={null} />);
    await phoneRulesLoaded();
    fireEvent.change(screen.getByLabelText('País do celular'), { target: { value: 'GB' } });
    type('Celular', '07700 900123');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    await waitFor(() => expect(screen.getByText('Perfil salvo.')).toBeTruthy());
    expect(JSON.parse(sent('/api/user/contact')[0].body)).toEqual({ name: 'Oliver Bennett', phone: '+447700900123' });
  });

  it('a phone saved in the old digits-only format is shown by its country and national number', async () => {
    fakeNetwork({});
    await renderIn(<ProfileCard name="Ana Souza" phone="5511987654321" />);
    await phoneRulesLoaded();
    expect((screen.getByLabelText('País do celular') as HTMLSelectElement).value).toBe('BR');
    expect(input('Celular').value).toBe('(11) 9 8765-4321');
  });

  it('saved: says so and asks the session to take the trimmed name', async () => {
    fakeNetwork({
      '/api/user/contact': { status: 200, body: { ok: true } },
      '/api/auth/csrf': { status: 200, body: { csrfToken: 't' } },
    });
    await renderIn(<ProfileCard name="Ana" phone={null} />);
    type('Nome', '  Ana Souza  ');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    await waitFor(() => expect(screen.getByText('Perfil salvo.')).toBeTruthy());
    expect(JSON.parse(sent('/api/user/contact')[0].body)).toMatchObject({ name: '  Ana Souza  ' });
    await waitFor(() => expect(sent('/api/auth/session')).toHaveLength(1));
  });
});
