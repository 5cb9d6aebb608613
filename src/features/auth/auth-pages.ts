/** The declarations of the account screens' routes (pages/login.tsx, cadastrar, recuperar-senha, verificar-email). */
import { authPage } from './auth-page';
import { localised, protectedBy, READ_SESSION } from './protect-page';
import { returnPathOf } from './return-path';

/** `/cadastrar`: the shell's query also brings the services' terms of use. */
export const signUpPage = authPage({});

/** `/recuperar-senha`: open to everyone (a signed-in user may have forgotten the password too). */
export const recoverPage = authPage({});

/** `/recuperar-senha/confirmar-codigo`: the demo's mailbox is linked where mail goes there. */
export const confirmCodePage = authPage<{ demoMailbox: boolean }>({
  data: async (_request, { source }) => ({ props: { demoMailbox: await source('demoMailbox') } }),
});

/**
 * `/recuperar-senha/{token}`: the token is looked at (never consumed), so an expired or used link says so before the
 * user types a new password; the token reaches the browser only inside its own address.
 */
export const resetLinkPage = authPage<{ token: string | null }>({
  headers: { 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' },
  async data({ params }, { source }) {
    const token = typeof params.token === 'string' ? params.token : '';
    return { props: { token: (await source('resetTokenOpen', token)) ? token : null } };
  },
});

/**
 * `/verificar-email`: needs a session where the company requires sign-in (the guard); an e-mail already verified
 * goes on to where it was headed. Whether mail is only in the demo mailbox is decided on the server.
 */
export const verifyEmailPage = authPage<{ email: string | null; demoMailbox: boolean }>({
  session: protectedBy({ allowUnverified: true }),
  async data(request, { session, source }) {
    const user = session?.user ?? null;
    if (user?.emailVerified) {
      const destination = returnPathOf(request.query, request.origin) ?? localised('/', request);
      return { redirect: { destination, permanent: false } };
    }
    return { props: { email: user?.email ?? null, demoMailbox: await source('demoMailbox') } };
  },
});

/**
 * `/login`: whether the company requires sign-in (an unverified e-mail then goes to verify) and the OAuth providers
 * configured on the server (the password form is always there). Someone already signed in goes straight on to where
 * they were headed. Never a guard here: /login itself must open without a session.
 */
export const loginPage = authPage<{ requiredAuth: boolean; providers: { id: string; name: string }[] }>({
  session: READ_SESSION,
  async data(request, { session, source }) {
    const user = session?.user ?? null;
    const requiredAuth = session?.requiredAuth ?? false;
    if (user) {
      const returnTo = returnPathOf(request.query, request.origin);
      const destination =
        requiredAuth && !user.emailVerified
          ? localised('/verificar-email', request)
          : (returnTo ?? localised('/', request));
      return { redirect: { destination, permanent: false } };
    }
    return { props: { requiredAuth, providers: await source('socialProviders') } };
  },
});
