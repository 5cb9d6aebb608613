// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderProvider, orderStorageKey, useOrder } from '@/src/client/order/order-context';
import { addItem } from '@/src/domain/orders/order-reducer';

function Probe() {
  const { order, dispatch, ready } = useOrder();
  return (
    <div>
      <span data-testid="ready">{String(ready)}</span>
      <span data-testid="count">{order.items.reduce((sum, entry) => sum + entry.quantity, 0)}</span>
      <button
        onClick={() =>
          dispatch(
            addItem({
              ownerId: 'c1',
              catalogId: 'cat1',
              categoryId: 'k1',
              itemId: 'i1',
              item: { id: 'i1', subitems: [] },
            }),
          )
        }
      >
        add
      </button>
    </div>
  );
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('OrderProvider', () => {
  it('adds items through the domain reducer and saves the cart per company', () => {
    render(
      <OrderProvider company="aeroporto">
        <Probe />
      </OrderProvider>,
    );
    expect(screen.getByTestId('ready').textContent).toBe('true');
    act(() => screen.getByText('add').click());
    act(() => screen.getByText('add').click());
    expect(screen.getByTestId('count').textContent).toBe('2');
    const saved = JSON.parse(window.localStorage.getItem(orderStorageKey('aeroporto')) ?? 'null');
    expect(saved.items[0]).toMatchObject({ itemId: 'i1', quantity: 2 });
    expect(window.localStorage.getItem(orderStorageKey('mercado'))).toBeNull();
  });

  it('restores the saved cart of the same company after a reload, and not of another', () => {
    const first = render(
      <OrderProvider company="aeroporto">
        <Probe />
      </OrderProvider>,
    );
    act(() => screen.getByText('add').click());
    first.unmount();
    const again = render(
      <OrderProvider company="aeroporto">
        <Probe />
      </OrderProvider>,
    );
    expect(screen.getByTestId('count').textContent).toBe('1');
    again.unmount();
    render(
      <OrderProvider company="mercado">
        <Probe />
      </OrderProvider>,
    );
    expect(screen.getByTestId('count').textContent).toBe('0');
  });

  it('ignores an unreadable saved cart', () => {
    window.localStorage.setItem(orderStorageKey('aeroporto'), '{not json');
    render(
      <OrderProvider company="aeroporto">
        <Probe />
      </OrderProvider>,
    );
    expect(screen.getByTestId('count').textContent).toBe('0');
  });

  it('throws the missing-provider error outside its provider', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Probe />)).toThrow('useOrder must be used within an OrderProvider');
    } finally {
      console.error = quiet;
    }
  });
});
