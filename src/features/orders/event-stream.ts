/**
 * A server-sent event stream that survives poor Wi-Fi: EventSource reconnects by itself after a dropped
 * connection, but gives up when the server answers an error or the network is gone long enough; then this waits
 * (2 s, doubling up to 30 s) and opens a new one. `onOpen` runs on every (re)connection, so the caller re-reads
 * what it may have missed while away.
 */
export interface StreamHandlers {
  onMessage(data: string): void;
  onOpen?(): void;
  onState?(state: 'live' | 'reconnecting'): void;
}

export function openEventStream(
  url: string,
  handlers: StreamHandlers,
  create: (url: string) => EventSource = (u) => new EventSource(u),
): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let delay = 2000;
  let closed = false;

  const connect = () => {
    if (closed) return;
    source = create(url);
    source.onopen = () => {
      delay = 2000;
      handlers.onState?.('live');
      handlers.onOpen?.();
    };
    source.onmessage = (event: MessageEvent<string>) => handlers.onMessage(event.data);
    source.onerror = () => {
      handlers.onState?.('reconnecting');
      if (source && source.readyState === 2 /* CLOSED */) {
        source = null;
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, 30_000);
      }
    };
  };
  connect();
  return () => {
    closed = true;
    if (retry) clearTimeout(retry);
    source?.close();
  };
}
