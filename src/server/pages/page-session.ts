/**
 * The request's session, read once per page render (next-auth's getServerSession re-issues its cookies each time
 * it runs), and what follows from it: the page's user (public fields only) and the identity its operations carry.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Session } from 'next-auth';
import type { PageUser } from '../../domain/pages/page-declaration';

type RequestWithCookies = IncomingMessage & { cookies: Partial<Record<string, string>> };

export async function readSession(req: IncomingMessage, res: ServerResponse): Promise<Session | null> {
  const { serverSession } = await import('../identity/server-session');
  return serverSession(req as RequestWithCookies, res);
}

export function pageUserOf(session: Session | null): PageUser | null {
  const user = session?.user;
  return user?.email
    ? { name: user.name ?? null, email: user.email, emailVerified: user.emailVerified === true }
    : null;
}

/**
 * The request's headers with the session's ID token as `authorization`: the browser's own authorization header is
 * never trusted on a page; the request's cookies stay (a guest's orders are found by the client id cookie).
 */
export function sessionHeaders(headers: IncomingHttpHeaders, session: Session | null): IncomingHttpHeaders {
  return { ...headers, authorization: session?.idToken ? `Bearer ${session.idToken}` : undefined };
}

/** The request's headers without who sends them (no `authorization`, no cookie): a shared page's rendering. */
export function anonymousHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return { ...headers, authorization: undefined, cookie: undefined };
}
