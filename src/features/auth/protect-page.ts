/**
 * The guard of protected pages, as their declarations state it (the page loader, src/server/pages/page-loader.ts,
 * reads the session once and applies it): where the company's main catalogue `requiredAuth` (or the page always
 * needs a session), no session → `/login?callbackUrl=…&error=SessionRequired`; a session whose e-mail is
 * unverified on such a company → `/verificar-email?callbackUrl=…`. The page never renders for the wrong visitor, so
 * there is no flash of protected content. /checkout, /pedidos and /status-pedido use it as they arrive.
 */
import type { GetServerSidePropsContext } from 'next';
import type { PageUser, SessionRule } from '@/src/domain/pages/page-declaration';
import { RequiredAuthDocument } from './required-auth.generated';
import { withReturn } from './return-path';

export interface ProtectRule {
  /** The page needs a session on every company (the account page), not only where requiredAuth. */
  always?: boolean;
  /** The page is where an unverified e-mail is sent (it must not send the user to itself). */
  allowUnverified?: boolean;
}

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

/** The page reads the session and the company's sign-in flag, and decides nothing (/login must open without one). */
export const READ_SESSION: SessionRule = { requiredAuth: RequiredAuthDocument };

/** The page's guard, for its declaration's `session` (the page loader reads the session once and applies it). */
export function protectedBy(rule: ProtectRule = {}): SessionRule {
  return {
    requiredAuth: RequiredAuthDocument,
    guard: ({ user, requiredAuth }, request) => {
      const target = protectDecision(user, requiredAuth, rule, pagePath(request));
      return target ? localised(target, request) : null;
    },
  };
}
