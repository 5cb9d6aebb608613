// @vitest-environment jsdom
/**
 * The age confirmation of a company that sells only to adults: it covers the page until "18 or over"; "under 18"
 * keeps it closed with a way back; the answer is kept in the main state (this tab's session storage), so a reload
 * does not ask again.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptLayout from '@/locales/pt-BR/layout.json';
import { MAIN_STATE_STORAGE_KEY, MainStateProvider } from '@/src/client/main-state/main-state-context';
import { AgeGate } from '@/src/features/account/AgeGate';

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

async function renderGate() {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: 'pt-BR', resources: { 'pt-BR': { layout: ptLayout } }, defaultNS: 'layout' });
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MainStateProvider>
          <AgeGate />
        </MainStateProvider>
      </I18nextProvider>,
    );
  });
}

const saved = () =>
  JSON.parse(window.sessionStorage.getItem(MAIN_STATE_STORAGE_KEY) ?? '{}') as { userIsAMinor?: unknown };

describe('AgeGate', () => {
  it('asks first; "18 or over" closes it and is kept for the visit', async () => {
    await renderGate();
    expect(screen.getByRole('dialog', { name: 'Conteúdo para maiores de 18 anos' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tenho 18 anos ou mais' })));
    expect(saved().userIsAMinor).toBe(false);
    cleanup();
    await renderGate();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"under 18" keeps the shop closed, says why, and can be corrected', async () => {
    await renderGate();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tenho menos de 18 anos' })));
    expect(saved().userIsAMinor).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(
      'Esta loja não vende para menores de 18 anos. Você pode voltar quando quiser.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Me enganei, tenho 18 anos ou mais' })));
    expect(saved().userIsAMinor).toBe(false);
  });
});
