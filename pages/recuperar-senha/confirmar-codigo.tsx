import { useEffect } from 'react';
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { StatusAlert } from '@/src/ui/StatusAlert';
import { withPageData } from '@/src/client/with-page-data';
import { AuthCard } from '@/src/features/auth/AuthCard';
import type { PageProps } from '@/src/domain/pages/page-declaration';
import { confirmCodePage } from '@/src/features/auth/auth-pages';
import { NewPasswordForm } from '@/src/features/auth/NewPasswordForm';
import { useRecoveryEmail } from '@/src/features/auth/recovery-email';
import { StoreLayout } from '@/src/features/layout/StoreLayout';

type Props = PageProps<typeof confirmCodePage>;

function ConfirmCodeRoute({ company, origin, demoMailbox }: Props) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  // The e-mail lives in this tab's session storage, read after hydration; undefined until then.
  const email = useRecoveryEmail();
  useEffect(() => {
    if (email === null) void router.replace('/recuperar-senha');
  }, [email, router]);

  return (
    <StoreLayout company={company} origin={origin}>
      <Head>
        <title>{t('recover.codeTitle')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <AuthCard title={t('recover.codeTitle')} intro={email ? t('recover.codeIntro', { email }) : undefined}>
        {email && (
          <NewPasswordForm proof={{ kind: 'code', email }}>
            {demoMailbox && (
              <StatusAlert severity="info" role="note">
                {t('verify.mailboxNotice')} <Link href="/dev/caixa-de-entrada">{t('verify.mailbox')}</Link>
              </StatusAlert>
            )}
          </NewPasswordForm>
        )}
      </AuthCard>
    </StoreLayout>
  );
}

export default withPageData(ConfirmCodeRoute);

/** `/recuperar-senha/confirmar-codigo`: without a known e-mail (in the tab's state) the screen goes back to ask for one. */
export const getServerSideProps: GetServerSideProps<Props> = async (context) =>
  (await import('@/src/server/pages/page-loader')).loadPage(context, confirmCodePage);
