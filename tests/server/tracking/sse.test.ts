/**
 * The server-sent event response over a real HTTP connection: the headers that stop buffering, the retry hint,
 * data messages as JSON, a heartbeat comment on the interval, and the close handlers when the client leaves.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openSse } from '@/src/server/tracking/sse';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('openSse', () => {
  it('streams headers, retry, messages and heartbeats, and notices the client leaving', async () => {
    let closed!: () => void;
    const closedOnServer = new Promise<void>((resolve) => (closed = resolve));
    server = createServer((req, res) => {
      const channel = openSse(req, res, 50);
      channel.onClose(closed);
      channel.send({ status: 'PLACED' });
      setTimeout(() => channel.send({ status: 'CONFIRMED', change: true }), 80);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const received = await new Promise<{ headers: Record<string, unknown>; text: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/' }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          if (text.includes('CONFIRMED') && text.includes(': heartbeat')) {
            req.destroy();
            resolve({ headers: res.headers, text });
          }
        });
      });
      req.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)));
      req.end();
    });
    expect(received.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(received.headers['cache-control']).toContain('no-transform');
    expect(received.headers['x-accel-buffering']).toBe('no');
    expect(received.text.startsWith('retry: 3000\n\n')).toBe(true);
    expect(received.text).toContain('data: {"status":"PLACED"}\n\n');
    expect(received.text).toContain('data: {"status":"CONFIRMED","change":true}\n\n');
    await closedOnServer;
  });
});
