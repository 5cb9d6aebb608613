// @vitest-environment jsdom
/**
 * The status page's live order (src/features/orders/use-live-order.ts) against a stand-in EventSource and a read
 * that answers when the test says: quick changes send several reads, and their answers may come back out of order.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveOrder } from '@/src/features/orders/use-live-order';
import type { OrderWithVouchers } from '@/src/features/orders/order-view';
import { fixtureOrder } from './order-fixture';

class StandInSource {
  static last: StandInSource | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  readyState = 1;
  constructor(readonly url: string) {
    StandInSource.last = this;
  }
  close() {
    this.readyState = 2;
  }
  say(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

beforeEach(() => vi.stubGlobal('EventSource', StandInSource));
afterEach(() => vi.unstubAllGlobals());

const at = (minute: number) => `2026-11-23T12:${String(minute).padStart(2, '0')}:00.000-03:00`;

describe('useLiveOrder', () => {
  it('keeps the newest order when the reads of quick changes answer out of order', async () => {
    const initial = fixtureOrder({ status: 'PLACED', updatedAt: at(0) });
    const answers: ((order: OrderWithVouchers) => void)[] = [];
    const read = vi.fn(() => new Promise<OrderWithVouchers | null>((resolve) => answers.push(resolve)));
    const { result } = renderHook(() => useLiveOrder(initial, read));
    const stream = StandInSource.last!;
    expect(stream.url).toBe(`/api/orders/${initial._id}/events`);

    act(() => {
      stream.say({ status: 'CONFIRMED', change: true });
      stream.say({ status: 'PREPARING', change: true });
      stream.say({ status: 'DISPATCHED', change: true });
    });
    expect(read).toHaveBeenCalledTimes(3);
    // The last read answers first; the first two answer after it with what was true then.
    await act(async () => answers[2]({ ...initial, status: 'DISPATCHED', updatedAt: at(3) }));
    await act(async () => answers[0]({ ...initial, status: 'CONFIRMED', updatedAt: at(1) }));
    await act(async () => answers[1]({ ...initial, status: 'PREPARING', updatedAt: at(2) }));
    expect(result.current.order.status).toBe('DISPATCHED');
  });

  it('takes a newer order however it arrives, and one the page itself got (after a cancel)', async () => {
    const initial = fixtureOrder({ status: 'PLACED', updatedAt: at(0) });
    const answers: ((order: OrderWithVouchers) => void)[] = [];
    const read = vi.fn(() => new Promise<OrderWithVouchers | null>((resolve) => answers.push(resolve)));
    const { result } = renderHook(() => useLiveOrder(initial, read));
    act(() => StandInSource.last!.say({ status: 'CONFIRMED', updatedAt: at(1) }));
    await act(async () => answers[0]({ ...initial, status: 'CONFIRMED', updatedAt: at(1) }));
    expect(result.current.order.status).toBe('CONFIRMED');
    act(() => result.current.replace({ ...initial, status: 'CANCELED', updatedAt: at(5) }));
    act(() => StandInSource.last!.say({ status: 'PREPARING', change: true }));
    await act(async () => answers[1]({ ...initial, status: 'PREPARING', updatedAt: at(4) }));
    expect(result.current.order.status).toBe('CANCELED');
  });
});
