// @vitest-environment jsdom
/**
 * The shipping options' radio list: each option's name, delivery estimate and price in reais; choosing one hands its
 * id to the checkout; the loading, empty and error states (the error announced, with a retry).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/shipping.json';
import en from '@/locales/en/shipping.json';
import { ShippingOptions, type ShippingOptionsProps } from '@/src/features/shipping/ShippingOptions';

afterEach(cleanup);

async function renderIn(lang: 'pt-BR' | 'en', props: Partial<ShippingOptionsProps>) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: lang,
    ns: ['shipping'],
    defaultNS: 'shipping',
    resources: { 'pt-BR': { shipping: ptBR }, en: { shipping: en } },
  });
  const onChange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <ShippingOptions options={null} value={null} onChange={onChange} {...props} />
    </I18nextProvider>,
  );
  return onChange;
}

const OPTIONS = [
  { id: 'table:economico', name: 'Econômico', price: 33.4, days: 5 },
  { id: 'table:expresso', name: 'Expresso', price: 56.4, days: 1 },
];

describe('ShippingOptions', () => {
  it('lists each option with its estimate and price, and hands the chosen id over', async () => {
    const onChange = await renderIn('pt-BR', { options: OPTIONS, value: 'table:economico' });
    expect(screen.getByRole('radiogroup', { name: 'Frete' })).toBeTruthy();
    const economico = screen.getByRole('radio', { name: /Econômico/ }) as HTMLInputElement;
    expect(economico.checked).toBe(true);
    expect(screen.getByText('Chega em até 5 dias úteis')).toBeTruthy();
    expect(screen.getByText('Chega em até 1 dia útil')).toBeTruthy();
    expect(screen.getByText('R$ 33,40')).toBeTruthy();
    expect(screen.getByText('R$ 56,40')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Expresso/ }));
    expect(onChange).toHaveBeenCalledWith('table:expresso');
  });

  it('speaks English too, and says when shipping is free', async () => {
    await renderIn('en', { options: [{ id: 'me:9', name: 'Loggi', price: 0, days: 2 }], value: null });
    expect(screen.getByRole('radiogroup', { name: 'Shipping' })).toBeTruthy();
    expect(screen.getByText('Arrives within 2 working days')).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
  });

  it('shows the loading, empty and error states; the error is announced and can be retried', async () => {
    await renderIn('pt-BR', { loading: true });
    expect(screen.getByRole('status').textContent).toContain('Calculando o frete');
    cleanup();
    await renderIn('pt-BR', { options: [] });
    expect(screen.getByRole('status').textContent).toBe('Nenhuma opção de frete para este CEP.');
    cleanup();
    const onRetry = vi.fn();
    await renderIn('pt-BR', { options: OPTIONS, error: true, onRetry });
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível calcular o frete agora.');
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
