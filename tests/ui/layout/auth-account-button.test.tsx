// @vitest-environment jsdom
/**
 * The top bar's account button: "Entrar" to /login returning to the current page while signed out (and while the
 * session is not yet read, as the server renders it); once `/api/auth/session` names a user, a menu button with
 * their name; a broadcast from another tab makes it read the session again. Only the network is faked.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import layout from '@/locales/pt-BR/layout.json';
import { AccountButton } from '@/src/features/layout/AccountButton';
import { broadcastSessionChange } from '@/src/client/session/session-store';

vi.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/loja/hortifruti?x=1', locale: 'pt-BR', defaultLocale: 'pt-BR' }),
}));

let sessionBody: unknown = {};
const sessionReads = vi.fn();

async function renderButton() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/session') sessionReads();
      return new Response(JSON.stringify(url === '/api/auth/session' ? sessionBody : {}), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'pt-BR', resources: { 'pt-BR': { layout } }, defaultNS: 'layout' });
  return render(
    <I18nextProvider i18n={i18n}>
      <AccountButton />
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionReads.mockClear();
});

describe('AccountButton', () => {
  it('links to /login returning here while signed out', async () => {
    sessionBody = {};
    await renderButton();
    await waitFor(() => expect(sessionReads).toHaveBeenCalled());
    const link = screen.getByRole('link', { name: 'Entrar' });
    expect(link.getAttribute('href')).toBe('/login?callbackUrl=%2Floja%2Fhortifruti%3Fx%3D1');
  });

  it('names the signed-in user, and reads the session again when another tab signs out', async () => {
    sessionBody = {
      user: { id: 'u1', name: 'Ana Souza', email: 'ana@exemplo.test', emailVerified: true },
      idToken: 'never-kept',
    };
    await renderButton();
    const button = await screen.findByRole('button', { name: 'Conta de Ana Souza' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.textContent).toContain('Ana');
    // Every text the button shows is inside its accessible name (WCAG 2.5.3, axe's label-content-name-mismatch): the
    // initial in the disc is drawn by CSS, not a text node that would read "AAna".
    expect(button.getAttribute('aria-label')?.toLowerCase()).toContain(button.textContent?.trim().toLowerCase());

    sessionBody = {};
    const reads = sessionReads.mock.calls.length;
    await act(async () => {
      broadcastSessionChange();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await waitFor(() => expect(sessionReads.mock.calls.length).toBeGreaterThan(reads));
    expect(await screen.findByRole('link', { name: 'Entrar' })).toBeTruthy();
  });
});
