/**
 * The next-auth session of a request, read on the server (getServerSideProps of protected pages, API routes), with
 * the same host-aware options as /api/auth, so protected pages can redirect before anything is rendered.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getServerSession, type Session } from 'next-auth';
import { authOptionsFor } from './auth-options';
import { applySessionPersistence } from './session-persistence';

type RequestWithCookies = IncomingMessage & { cookies: Partial<Record<string, string>> };

/** The session cookie next-auth re-issues here keeps the session's "keep me signed in" choice (session-persistence.ts). */
export function serverSession(req: RequestWithCookies, res: ServerResponse): Promise<Session | null> {
  return getServerSession(req, res, authOptionsFor(req, process.env, applySessionPersistence(res)));
}
