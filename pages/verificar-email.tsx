import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { StatusAlert } from '@/src/ui/StatusAlert';
import { withPageData } from '@/src/client/with-page-data';
import { AuthCard } from '@/src/features/auth/AuthCard';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { verifyEmailPage } from '@/src/features/auth/auth-pages';
import { returnPathOf, withReturn } from '@/src/features/auth/return-path';
import { VerifyEmailForm } from '@/src/features/auth/VerifyEmailForm';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

/**
 * `email`: the signed-in user's e-mail, or null (the form then asks for it). `demoMailbox`: the demo without SMTP,
 * where mail goes to the demo mailbox, which the page links (never on a real deployment).
 */
type Props = PageProps<typeof verifyEmailPage>;

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

/** `/verificar-email`: the guard lets an unverified e-mail in; a verified one goes on (verifyEmailPage). */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, verifyEmailPage);
