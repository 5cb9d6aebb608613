// @vitest-environment jsdom
/** The cart's note on weighed items: shown only when a line is weighed at the counter. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import ptBR from '@/locales/pt-BR/cart.json';
import { WeightNote } from '@/src/features/cart/WeightNote';

afterEach(cleanup);

const line = (item: Record<string, unknown>) => ({ item: { id: 'x', subitems: [], ...item } });

describe('WeightNote', () => {
  it('says the weight is approximate when a line is weighed', () => {
    render(<WeightNote items={[line({ unitOfMeasurement: 'g', weighing: { step: 250 } })]} text={ptBR.weightNote} />);
    expect(screen.getByTestId('cart-weight-note').textContent).toBe(
      'Itens vendidos por peso: o peso é aproximado e o valor final pode variar.',
    );
  });

  it('says nothing for items sold by the unit or by the whole kilo', () => {
    render(<WeightNote items={[line({ unitOfMeasurement: 'unity' }), line({ unitOfMeasurement: 'kg' })]} text="x" />);
    expect(screen.queryByTestId('cart-weight-note')).toBeNull();
  });
});
