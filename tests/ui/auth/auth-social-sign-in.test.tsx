// @vitest-environment jsdom
/**
 * The social sign-in buttons: the popup opens in the click itself (before any await, or browsers block it), the
 * next-auth form is posted into it with the popup's landing page as callback; a blocked popup runs the same form
 * in this window with the page to return to. The network (the CSRF token) is faked and the form's submit is
 * recorded, since jsdom does not navigate; the real flow runs in e2e/social-popup.spec.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import auth from '@/locales/pt-BR/auth.json';
import { SocialSignIn } from '@/src/features/auth/SocialSignIn';
import { POPUP_DONE_PATH, POPUP_NAME } from '@/src/features/auth/social-popup';

vi.mock('next/router', () => ({ useRouter: () => ({ locale: 'pt-BR', defaultLocale: 'pt-BR' }) }));

interface Posted {
  action: string;
  target: string;
  fields: Record<string, string>;
  openedBefore: boolean;
}
const posted: Posted[] = [];
let opened = 0;

function fakeBrowser(popup: Window | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ csrfToken: 'csrf-1' }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  vi.spyOn(window, 'open').mockImplementation(() => {
    opened += 1;
    return popup;
  });
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields = Object.fromEntries([...this.querySelectorAll('input')].map((input) => [input.name, input.value]));
    posted.push({ action: this.getAttribute('action') ?? '', target: this.target, fields, openedBefore: opened > 0 });
  });
}

async function renderButtons(returnTo: string | null) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'pt-BR', resources: { 'pt-BR': { auth } }, defaultNS: 'auth' });
  render(
    <I18nextProvider i18n={i18n}>
      <SocialSignIn providers={[{ id: 'oidc', name: 'Emissor' }]} returnTo={returnTo} />
    </I18nextProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  posted.length = 0;
  opened = 0;
});

describe('SocialSignIn', () => {
  it('opens the popup first, then posts the sign-in form into it with the landing page as callback', async () => {
    const popup = { closed: false, close: vi.fn(), location: { href: 'about:blank' } } as unknown as Window;
    fakeBrowser(popup);
    await renderButtons('/conta');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar com Emissor' }));
    expect(opened).toBe(1); // synchronously, inside the click
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      action: '/api/auth/signin/oidc',
      target: POPUP_NAME,
      fields: { csrfToken: 'csrf-1', callbackUrl: POPUP_DONE_PATH },
      openedBefore: true,
    });
    expect((screen.getByRole('button', { name: 'Entrar com Emissor' }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.querySelectorAll('form')).toHaveLength(0); // the form does not linger in the page
    // The user closes the popup: nothing happened, the button is back.
    (popup as { closed: boolean }).closed = true;
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Entrar com Emissor' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('with the popup blocked, the same flow runs in this window and comes back to the remembered page', async () => {
    fakeBrowser(null);
    await renderButtons('/conta');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar com Emissor' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ target: '_self', fields: { csrfToken: 'csrf-1', callbackUrl: '/conta' } });
  });

  it('renders nothing without providers', async () => {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({ lng: 'pt-BR', resources: { 'pt-BR': { auth } }, defaultNS: 'auth' });
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <SocialSignIn providers={[]} returnTo={null} />
      </I18nextProvider>,
    );
    expect(container.innerHTML).toBe('');
  });
});
