import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { StatusAlert } from '@/src/ui/StatusAlert';
import { withPageData } from '@/src/client/with-page-data';
import { AuthCard } from '@/src/features/auth/AuthCard';
import { loadAuthPage, type AuthPageBase } from '@/src/features/auth/load-auth-page';
import { localised, protectPage } from '@/src/features/auth/protect-page';
import { returnPathOf, withReturn } from '@/src/features/auth/return-path';
import { VerifyEmailForm } from '@/src/features/auth/VerifyEmailForm';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

interface Props extends AuthPageBase {
  /** The signed-in user's e-mail, or null (the form then asks for it). */
  email: string | null;
  /** The demo without SMTP: mail goes to the demo mailbox, which the page links (never on a real deployment). */
  demoMailbox: boolean;
}

function VerifyEmailRoute({ company, origin, email, demoMailbox }: Props) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const returnTo = returnPathOf(router.query, origin);
  // Verified without a session (another device's code): sign in next, then go on.
  const next = email ? (returnTo ?? '/') : withReturn('/login', returnTo);
  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{t('verify.title')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <AuthCard title={t('verify.title')} intro={email ? t('verify.intro', { email }) : t('verify.introNoEmail')}>
        {demoMailbox && (
          <StatusAlert severity="info" role="note" sx={{ mb: 2 }}>
            {t('verify.mailboxNotice')} <Link href="/dev/caixa-de-entrada">{t('verify.mailbox')}</Link>
          </StatusAlert>
        )}
        <VerifyEmailForm email={email} onDone={() => void router.replace(next)} />
      </AuthCard>
    </StoreLayout>
  );
}

export default withPageData(VerifyEmailRoute);

/**
 * `/verificar-email`: needs a session where the company requires sign-in (the guard); an e-mail already verified
 * goes on to where it was headed. Whether mail is only in the demo mailbox is decided here, on the server.
 */
export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const page = await loadAuthPage(context);
  if (!page) return { notFound: true };
  const guard = await protectPage(context, page.client, page.company, { allowUnverified: true });
  if ('redirect' in guard) return guard;
  if (guard.user?.emailVerified) {
    return {
      redirect: { destination: returnPathOf(context.query, page.origin) ?? localised('/', context), permanent: false },
    };
  }
  const { demoMailboxEnabled } = await import('@/src/server/deployment/deployment-mode');
  return { props: { ...(await page.props()), email: guard.user?.email ?? null, demoMailbox: demoMailboxEnabled() } };
};
