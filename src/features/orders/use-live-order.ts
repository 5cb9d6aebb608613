/**
 * The order as it is now: starts from the server-rendered order and listens to /api/orders/{id}/events, which
 * says the order's status and last change on every (re)connection and after every change. When that differs from
 * what the screen shows, the order is read again through GraphQL, so the screen shows the server's order and its
 * translated texts, never a status made up in the browser.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { readOrder } from './order-actions';
import { openEventStream } from './event-stream';
import type { OrderWithVouchers } from './order-view';
import { isStaleRead, type Stamped } from '@/src/domain/orders/order-freshness';

export interface LiveOrder {
  order: OrderWithVouchers;
  connection: 'connecting' | 'live' | 'reconnecting';
  /** Replaces the order with one the server just answered (after a cancel). */
  replace(order: OrderWithVouchers): void;
}

/** The stream's message: `{ status, updatedAt }` on connecting, `{ status, change: true }` after a change; anything else means "something changed". */
function parseChange(data: string): { status: string | null; updatedAt: string | null; change: boolean } | null {
  try {
    const body = JSON.parse(data) as { status?: unknown; updatedAt?: unknown; change?: unknown };
    return {
      status: typeof body.status === 'string' ? body.status : null,
      updatedAt: typeof body.updatedAt === 'string' ? body.updatedAt : null,
      change: body.change === true,
    };
  } catch {
    return null;
  }
}

export function useLiveOrder(initial: OrderWithVouchers, read: typeof readOrder = readOrder): LiveOrder {
  const { i18n } = useTranslation('orders');
  const [order, setOrder] = useState(initial);
  const [connection, setConnection] = useState<LiveOrder['connection']>('connecting');
  const locale = useRef(i18n.language);
  const current = useRef(order);
  // The newest order shown, kept at once (not after the render): reads may answer out of order.
  const newest = useRef<Stamped>(initial);
  const id = initial._id;
  useEffect(() => {
    locale.current = i18n.language;
    current.current = order;
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let live = true;
    const refresh = () => {
      read(locale.current, id).then(
        (next) => {
          // Reads answered out of order (three quick changes send three): an older order never replaces a newer one.
          if (!live || !next || isStaleRead(next, newest.current)) return;
          newest.current = next;
          setOrder(next);
        },
        () => undefined,
      );
    };
    const close = openEventStream(`/api/orders/${encodeURIComponent(id)}/events`, {
      onMessage: (data) => {
        const change = parseChange(data);
        const shown = current.current;
        if (
          !change ||
          change.change ||
          change.status !== shown.status ||
          (change.updatedAt && change.updatedAt !== shown.updatedAt)
        )
          refresh();
      },
      onState: (state) => live && setConnection(state),
    });
    return () => {
      live = false;
      close();
    };
  }, [id, read]);

  const replace = useCallback((next: OrderWithVouchers) => {
    newest.current = next;
    setOrder(next);
  }, []);
  return { order, connection, replace };
}
