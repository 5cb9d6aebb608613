/**
 * next-auth's options for one request, decided by the request's own host (docs/stack-notes.md: NEXTAUTH_URL stays
 * unset, AUTH_TRUST_HOST=true): JWT sessions in host-only cookies (httpOnly, SameSite=Lax, Secure behind HTTPS),
 * so a session of one company's host is never sent to another's; redirects only to the request's own origin.
 * Every read of a session checks the user's session version (session-version.ts): a cookie issued before the user
 * signed out, changed or reset the password, or was deleted, is cleared and reads as no session.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { NextAuthOptions } from 'next-auth';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { authProviders } from './auth-providers';
import { requestProtocol } from './http/request-context';
import { signIdToken } from './id-token';
import { identityProvider } from './identity-provider';
import { userForExternalAccount } from './local/external-accounts';
import { serverSecret } from './server-secret';
import { persistenceOf } from './session-persistence';
import { endSessions, isCurrentVersion, SessionEndedError, sessionVersionOf, versionClaim } from './session-version';
import type { Persistence } from '../../domain/accounts/auth-state';

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** `url` when it is on `baseUrl`'s origin (or a path there); `baseUrl` otherwise. */
export function sameOriginRedirect(url: string, baseUrl: string): string {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return `${baseUrl}${url}`;
  try {
    return new URL(url).origin === new URL(baseUrl).origin ? url : baseUrl;
  } catch {
    return baseUrl;
  }
}

/** Error codes and metadata of next-auth's logger (and of /api/auth/_log), without tokens or credentials. */
function logError(code: string, metadata: unknown) {
  // An ended session read again (a cookie from before a sign-out, say) is the expected outcome, not a fault.
  if (metadata instanceof SessionEndedError) return;
  const text =
    metadata instanceof Error
      ? metadata.message
      : JSON.stringify(metadata, (key, value: unknown) =>
          /token|password|secret|code/i.test(key) ? '[redacted]' : value,
        );
  console.error(`[auth] ${code} ${text ?? ''}`.trim());
}

/**
 * next-auth takes its origin from the Host only under AUTH_TRUST_HOST (read from process.env on every request);
 * our handler first checks that host against the company directory and pins X-Forwarded-Host to it, so trusting
 * it is safe and is the default here (an explicit AUTH_TRUST_HOST=false still wins).
 */
export function trustRequestHost(env = process.env): void {
  if (env.AUTH_TRUST_HOST === undefined || env.AUTH_TRUST_HOST === '') env.AUTH_TRUST_HOST = 'true';
}

/**
 * `onPersistence` hears the session's "keep me signed in" choice (session-persistence.ts) whenever the session
 * token is read or issued in this request.
 */
export function authOptionsFor(
  request: { headers: IncomingHttpHeaders; body?: unknown },
  env = process.env,
  onPersistence?: (choice: Persistence) => void,
): NextAuthOptions {
  trustRequestHost(env);
  return {
    secret: serverSecret(env),
    providers: authProviders(env),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    // Cookie names and the Secure flag follow the request's protocol, not a NEXTAUTH_URL shared by every host.
    useSecureCookies: requestProtocol(request.headers, env) === 'https',
    pages: { signIn: '/login', error: '/login', verifyRequest: '/verificar-email' },
    logger: {
      error: logError,
      warn: (code) => console.warn(`[auth] ${code}`),
      debug: () => {},
    },
    events: {
      // Signing out ends the user's sessions everywhere (every copy of every cookie and ID token), then the
      // provider's own sign-out (Firebase revokes the account's refresh tokens; nothing for local accounts). Only a
      // current session does so: a stale copy of a cookie cannot sign its owner out of the session they have now.
      async signOut({ token }) {
        if (!token?.sub) return;
        const db = await getDb();
        const ended = await endSessions(db, token.sub, new Date(), { ifVersion: versionClaim(token.sv) });
        if (ended !== null)
          await identityProvider(db)
            .signOut(token.sub)
            .catch((error: unknown) => logError('PROVIDER_SIGN_OUT', error));
      },
    },
    callbacks: {
      async signIn({ user, account, profile }) {
        if (!account || account.type === 'credentials') return true;
        const claims = (profile ?? {}) as { email_verified?: boolean | string };
        const outcome = await userForExternalAccount(await getDb(), {
          provider: account.provider,
          providerAccountId: account.providerAccountId,
          email: user.email,
          // Only the issuer's own word, for every provider: Google sends email_verified too, and a Google account's
          // address (a Workspace or a non-Gmail one) is not always verified.
          emailVerified: claims.email_verified === true || claims.email_verified === 'true',
          name: user.name,
          image: user.image,
        });
        if (!outcome.ok) return false;
        user.id = outcome.userId;
        user.email = outcome.email;
        user.verified = outcome.emailVerified;
        user.sessionVersion = outcome.sessionVersion;
        return true;
      },
      async jwt({ token, user }) {
        if (user) {
          token.sub = user.id;
          token.email = user.email;
          token.emailVerified = user.verified ?? false;
          token.sv = user.sessionVersion ?? (await sessionVersionOf(await getDb(), user.id)) ?? 0;
          // Sent with the password sign-in's form; social sign-ins keep the default (local).
          token.persistence = persistenceOf((request.body as { persistence?: unknown } | undefined)?.persistence);
        } else if (token.sub) {
          // Every read: the session must still be current (one primary-key read), and the e-mail, its verification
          // (the code may have been entered since, in this tab or another) and the name are taken afresh.
          const [row] = await (
            await getDb()
          )
            .select({
              email: users.email,
              emailVerified: users.emailVerified,
              name: users.name,
              sessionVersion: users.sessionVersion,
            })
            .from(users)
            .where(eq(users.id, token.sub));
          if (!isCurrentVersion(row, token.sv)) throw new SessionEndedError();
          Object.assign(token, { email: row.email, emailVerified: row.emailVerified, name: row.name });
        }
        onPersistence?.(persistenceOf(token.persistence));
        return token;
      },
      async session({ session, token }) {
        const id = token.sub ?? '';
        const email = token.email ?? '';
        session.user = { ...session.user, id, email, emailVerified: token.emailVerified ?? false };
        session.idToken = id ? await signIdToken({ id, email, sessionVersion: versionClaim(token.sv) }) : '';
        session.persistence = persistenceOf(token.persistence);
        return session;
      },
      redirect({ url, baseUrl }) {
        return sameOriginRedirect(url, baseUrl);
      },
    },
  };
}
