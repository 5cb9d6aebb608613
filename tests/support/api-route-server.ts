/**
 * A Next.js API route (a `pages/api/*` module, with its `config`) served over real HTTP by Next's own API resolver:
 * Next parses the body and enforces the route's body size limit as `next start` does. The tests send raw requests
 * (any headers, any body, any socket) and read raw answers.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The body's bytes (a PDF is not text). */
  body: Buffer;
}

export interface RouteServer {
  send(
    path: string,
    options?: { method?: string; headers?: Record<string, string>; body?: string | Buffer; chunked?: boolean },
  ): Promise<RawAnswer>;
  close(): Promise<void>;
}

/** `params(pathname)`: the dynamic route's parameters (for /api/auth/[...nextauth], `{ nextauth: [...] }`). */
export async function serveApiRoute(
  route: unknown,
  params: (pathname: string) => Record<string, string | string[]>,
): Promise<RouteServer> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://route.test');
    const query = { ...Object.fromEntries(url.searchParams), ...params(url.pathname) };
    void apiResolver(req, res, query, route, {} as never, false, false, url.pathname);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    send(path, options = {}) {
      return new Promise<RawAnswer>((resolve, reject) => {
        const body = options.body ?? '';
        const headers: Record<string, string | number> = { ...options.headers };
        if (!options.chunked) headers['content-length'] = Buffer.byteLength(body);
        const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString('utf8'),
              body: Buffer.concat(chunks),
            }),
          );
        });
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
