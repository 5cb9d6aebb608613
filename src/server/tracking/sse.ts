/**
 * A server-sent event response on a Node response (pages/api): the headers that keep proxies and Next's
 * compression from buffering it (`no-transform`, `X-Accel-Buffering: no`), a retry hint for EventSource, and a
 * comment every 20 s so idle connections are not cut by proxies and a dead client is noticed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export const HEARTBEAT_MS = 20_000;
export const RETRY_MS = 3_000;

export interface SseChannel {
  send(data: unknown): void;
  /** Runs when the client goes away (or the server closes the stream). */
  onClose(handler: () => void): void;
  close(): void;
}

export function openSse(req: IncomingMessage, res: ServerResponse, heartbeatMs = HEARTBEAT_MS): SseChannel {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'private, no-cache, no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${RETRY_MS}\n\n`);
  const handlers: (() => void)[] = [];
  let closed = false;
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
  heartbeat.unref?.();
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    handlers.forEach((handler) => handler());
  };
  req.on('close', finish);
  res.on('close', finish);
  return {
    send(data) {
      if (!closed) res.write(`data: ${JSON.stringify(data)}\n\n`);
    },
    onClose(handler) {
      if (closed) handler();
      else handlers.push(handler);
    },
    close() {
      finish();
      res.end();
    },
  };
}
