// @vitest-environment jsdom
/**
 * The meeting points a client's line suggests come from the checkout's texts with the i18next the browser build
 * ships (src/client/i18n/light-i18next.ts, which has no `returnObjects`): read key by key, they are all there, in
 * order, in each language (without them the form drew no client line at all).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { browserInstance, nextI18NextProps } from '../../../client/i18n/browser-instances';
import checkoutPtBR from '@/locales/pt-BR/checkout.json';
import checkoutEs from '@/locales/es/checkout.json';
import { useMeetingPoints } from '@/src/features/checkout/business/ClientLineFields';

afterEach(cleanup);

function Points() {
  const points = useMeetingPoints();
  return <p data-testid="points">{JSON.stringify(points)}</p>;
}

describe('the suggested meeting points with the browser i18next', () => {
  it.each([
    ['pt-BR', checkoutPtBR],
    ['es', checkoutEs],
  ])('lists every point of each direction in %s', async (lng, texts) => {
    const instance = browserInstance('light', nextI18NextProps(lng, ['checkout']));
    render(
      <I18nextProvider i18n={instance as never}>
        <Points />
      </I18nextProvider>,
    );
    expect(JSON.parse(screen.getByTestId('points').textContent ?? '')).toEqual(texts.business.clients.points);
  });
});
