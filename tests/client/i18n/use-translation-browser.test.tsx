// @vitest-environment jsdom
/**
 * In the browser the app's useTranslation is react-i18next's: a language change on the same instance (as
 * next-i18next makes when the shopper switches language) draws the new language's texts.
 */
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useTranslation } from '@/src/client/i18n/use-translation';

function Title() {
  const { t } = useTranslation('cart');
  return <h1>{t('title')}</h1>;
}

describe('useTranslation in the browser', () => {
  it('follows a language change of the same instance', async () => {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({
      lng: 'pt-BR',
      resources: { 'pt-BR': { cart: { title: 'Seu carrinho' } }, en: { cart: { title: 'Your cart' } } },
    });
    render(
      <I18nextProvider i18n={i18n}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Seu carrinho');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading').textContent).toBe('Your cart');
  });
});
