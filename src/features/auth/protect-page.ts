/**
 * The server-side guard of protected pages, for getServerSideProps only (it reaches the session code through a
 * dynamic import, like the pages do): where the company's main catalogue `requiredAuth` (or the page always needs
 * a session), no session → `/login?callbackUrl=…&error=SessionRequired`; a session whose e-mail is unverified on
 * such a company → `/verificar-email?callbackUrl=…`. The page never renders for the wrong visitor, so there is no
 * flash of protected content. /checkout, /pedidos and /status-pedido use it as they arrive.
 */
import type { ApolloClient } from '@apollo/client';
import type { GetServerSidePropsContext, Redirect } from 'next';
import type { PageUser } from './page-session';
import { RequiredAuthDocument } from './required-auth.generated';
import { withReturn } from './return-path';

export interface ProtectRule {
  /** The page needs a session on every company (the account page), not only where requiredAuth. */
  always?: boolean;
  /** The page is where an unverified e-mail is sent (it must not send the user to itself). */
  allowUnverified?: boolean;
}

export type ProtectOutcome = { redirect: Redirect } | { user: PageUser | null; requiredAuth: boolean };

/** The request's path with its language prefix, as the browser would ask for it again. */
export function pagePath({
  resolvedUrl,
  locale,
  defaultLocale,
}: Pick<GetServerSidePropsContext, 'resolvedUrl' | 'locale' | 'defaultLocale'>): string {
  return locale && locale !== defaultLocale ? `/${locale}${resolvedUrl === '/' ? '' : resolvedUrl}` : resolvedUrl;
}

/** A path of this app in the request's language (Next does not prefix a getServerSideProps redirect). */
export function localised(
  path: string,
  { locale, defaultLocale }: Pick<GetServerSidePropsContext, 'locale' | 'defaultLocale'>,
): string {
  return locale && locale !== defaultLocale ? `/${locale}${path === '/' ? '' : path}` : path;
}

/** The decision alone, given what the request holds (kept apart from the I/O so it can be tested as a table). */
export function protectDecision(
  user: PageUser | null,
  requiredAuth: boolean,
  rule: ProtectRule,
  here: string,
): string | null {
  if (!user) return rule.always || requiredAuth ? `${withReturn('/login', here)}&error=SessionRequired` : null;
  if (requiredAuth && !user.emailVerified && !rule.allowUnverified) return withReturn('/verificar-email', here);
  return null;
}

/** The request's session user (public fields) and whether the company requires sign-in, with no decision made. */
export async function readPageSession(
  context: GetServerSidePropsContext,
  client: ApolloClient,
  company: string,
): Promise<{ user: PageUser | null; requiredAuth: boolean }> {
  const { serverSession } = await import('@/src/server/identity/server-session');
  const [session, { data }] = await Promise.all([
    serverSession(context.req, context.res),
    client.query({ query: RequiredAuthDocument, variables: { company } }),
  ]);
  const requiredAuth = data?.catalog?.requiredAuth ?? false;
  const user: PageUser | null = session?.user?.email
    ? { name: session.user.name ?? null, email: session.user.email, emailVerified: session.user.emailVerified === true }
    : null;
  return { user, requiredAuth };
}

export async function protectPage(
  context: GetServerSidePropsContext,
  client: ApolloClient,
  company: string,
  rule: ProtectRule = {},
): Promise<ProtectOutcome> {
  const { user, requiredAuth } = await readPageSession(context, client, company);
  const target = protectDecision(user, requiredAuth, rule, pagePath(context));
  if (target) return { redirect: { destination: localised(target, context), permanent: false } };
  return { user, requiredAuth };
}
