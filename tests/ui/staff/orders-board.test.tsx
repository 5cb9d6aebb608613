// @vitest-environment jsdom
/**
 * The staff board (issue 17, point 10): cards sorted by deliver-by time, soonest first (orders without one after,
 * the first placed first); a new order arriving live beeps (WebAudio) and raises a browser notification, unless the
 * switch is off — a choice kept in localStorage; permission for notifications is asked on a click. The browser's
 * audio and notification APIs and the live stream are stand-ins here (jsdom has none: named so).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { BoardOrder } from '@/src/features/staff/board-order';
import type { StreamHandlers } from '@/src/features/orders/event-stream';
import { fixtureOrder, ordersI18n } from '../orders/order-fixture';

const stream: { handlers: StreamHandlers | null } = { handlers: null };
vi.mock('@/src/features/orders/event-stream', () => ({
  openEventStream: (_url: string, handlers: StreamHandlers) => {
    stream.handlers = handlers;
    return () => undefined;
  },
}));
const arriving = new Map<string, BoardOrder>();
vi.mock('@/src/features/staff/board-actions', () => ({
  readBoardOrder: async (_locale: string, id: string) => arriving.get(id) ?? null,
  readBoardOrders: async () => [...arriving.values()],
  changeOrderStatus: vi.fn(),
  confirmRescheduleFee: vi.fn(),
}));

const { OrdersBoard } = await import('@/src/features/staff/OrdersBoard');

/** Stand-ins for the browser's WebAudio and Notification (jsdom has neither). */
const tones: number[] = [];
const notifications: Array<{ title: string; body?: string; tag?: string }> = [];
let permission: NotificationPermission = 'default';
const requestPermission = vi.fn(async () => (permission = 'granted'));

class StandInAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = async () => undefined;
  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => tones.push(oscillator.frequency.value),
      stop: () => undefined,
    };
    return oscillator;
  }
  createGain() {
    const gain = {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: (node: unknown) => node,
    };
    return gain;
  }
}
class StandInNotification {
  static get permission() {
    return permission;
  }
  static requestPermission = requestPermission;
  onclick: (() => void) | null = null;
  constructor(title: string, options: { body?: string; tag?: string }) {
    notifications.push({ title, ...options });
  }
  close() {}
}

beforeEach(() => {
  vi.stubGlobal('EventSource', class {});
  vi.stubGlobal('AudioContext', StandInAudioContext);
  vi.stubGlobal('Notification', StandInNotification);
  permission = 'granted';
  tones.length = 0;
  notifications.length = 0;
  arriving.clear();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let seq = 0;
function card(number: string, over: Partial<BoardOrder> = {}): BoardOrder {
  const { vouchers: _v, whatsappLink: _w, companySlug: _c, ...order } = fixtureOrder();
  seq += 1;
  return {
    ...order,
    _id: `order-${number}-${seq}`,
    number,
    nextStatuses: ['CONFIRMED', 'CANCELED'],
    customerPhone: null,
    customerPhoneDisplay: null,
    businessLines: [],
    ...over,
  };
}

async function board(initial: BoardOrder[]) {
  render(
    <I18nextProvider i18n={await ordersI18n()}>
      <OrdersBoard initial={initial} />
    </I18nextProvider>,
  );
}
const numbers = () => screen.getAllByTestId('board-order').map((c) => c.querySelector('h2')!.textContent);
const arrive = async (order: BoardOrder) => {
  arriving.set(order._id, order);
  await act(async () => stream.handlers!.onMessage(JSON.stringify({ orderId: order._id, status: order.status })));
};

describe('the staff board', () => {
  it('a read that answers after a newer one does not bring an older status back to the card', async () => {
    const placed = card('A1B-2C3', { status: 'PLACED', updatedAt: '2026-11-23T12:00:00.000-03:00' });
    await board([placed]);
    const ready: BoardOrder = {
      ...placed,
      status: 'READY',
      nextStatuses: ['DELIVERED'],
      updatedAt: '2026-11-23T12:03:00.000-03:00',
    };
    await arrive(ready);
    expect(screen.getByTestId('board-status').textContent).toBe('Pronto');
    // The read of the first change (confirmed at 12:01) answers last.
    await arrive({ ...placed, status: 'CONFIRMED', updatedAt: '2026-11-23T12:01:00.000-03:00' });
    expect(screen.getByTestId('board-status').textContent).toBe('Pronto');
  });

  it('puts the soonest deadline first, then orders without one, the first placed first', async () => {
    await board([
      card('LATER', {
        deliverBy: { at: '2026-11-23T13:40:00.000-03:00', kind: 'GATE' },
        createdAt: '2026-11-23T11:00:00.000-03:00',
      }),
      card('NOW-2', { deliverBy: null, createdAt: '2026-11-23T11:30:00.000-03:00' }),
      card('SOON', {
        deliverBy: { at: '2026-11-23T13:10:00.000-03:00', kind: 'GATE' },
        createdAt: '2026-11-23T11:50:00.000-03:00',
      }),
      card('NOW-1', { deliverBy: null, createdAt: '2026-11-23T11:10:00.000-03:00' }),
    ]);
    expect(numbers()).toEqual(['SOON', 'LATER', 'NOW-1', 'NOW-2']);
    expect(screen.getByTestId('board-sorted-by').textContent).toBe('Prazo mais próximo primeiro');
  });

  it('a new order takes its place by deadline, beeps and raises a notification', async () => {
    await board([card('LATER', { deliverBy: { at: '2026-11-23T13:40:00.000-03:00', kind: 'GATE' } })]);
    await arrive(card('URGENT', { deliverBy: { at: '2026-11-23T12:30:00.000-03:00', kind: 'GATE' }, total: 20.9 }));
    await waitFor(() => expect(numbers()).toEqual(['URGENT', 'LATER']));
    expect(tones).toEqual([880, 1320]);
    expect(notifications).toEqual([
      { title: 'Novo pedido URGENT', body: 'Burger Pista · R$ 20,90', tag: expect.stringMatching(/^order-URGENT/) },
    ]);
    // The same order again (a change of status) is no new order.
    await arrive({ ...arriving.get([...arriving.keys()][0]!)!, status: 'CONFIRMED' });
    expect(tones).toHaveLength(2);
  });

  it('the switch turns both off, and is remembered', async () => {
    await board([]);
    const toggle = screen.getByRole('switch', { name: 'Som e notificação de pedido novo' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(false);
    expect(window.localStorage.getItem('painel.alertas')).toBe('off');
    await arrive(card('QUIET'));
    await waitFor(() => expect(numbers()).toEqual(['QUIET']));
    expect(tones).toEqual([]);
    expect(notifications).toEqual([]);
    cleanup();
    await board([]);
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false);
  });

  it('asks the browser’s permission on a click, and says when notifications are blocked', async () => {
    permission = 'default';
    await board([]);
    expect(requestPermission).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Permitir notificações' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Permitir notificações' })).toBeNull());
    expect(requestPermission).toHaveBeenCalledTimes(1);
    cleanup();
    permission = 'denied';
    await board([]);
    expect(screen.getByTestId('board-alerts-note').textContent).toMatch(/bloqueou as notificações/);
    await arrive(card('SOUND-ONLY'));
    await waitFor(() => expect(tones).toEqual([880, 1320]));
    expect(notifications).toEqual([]);
  });
});
