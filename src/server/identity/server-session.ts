/**
 * The next-auth session of a request, read on the server (getServerSideProps of protected pages, API routes), with
 * the same host-aware options as /api/auth, so protected pages can redirect before anything is rendered.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getServerSession, type Session } from 'next-auth';
import { authOptionsFor } from './auth-options';

type RequestWithCookies = IncomingMessage & { cookies: Partial<Record<string, string>> };

export function serverSession(req: RequestWithCookies, res: ServerResponse): Promise<Session | null> {
  return getServerSession(req, res, authOptionsFor(req));
}
