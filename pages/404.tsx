import type { GetStaticProps } from 'next';
import Head from 'next/head';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/src/client/i18n/use-translation';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { withMui } from '@/src/ui/mui/MuiProviders';

function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Container component="main" sx={{ maxWidth: 414, py: 8, textAlign: 'center' }}>
      <Head>
        <title>{t('errors.notFound')}</title>
      </Head>
      <Typography variant="h1" gutterBottom>
        404
      </Typography>
      <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {t('errors.notFound')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('errors.notFoundHint')}</Typography>
    </Container>
  );
}

// Drawn with MUI: its providers are the page's (src/ui/mui/MuiProviders.tsx), not _app's.
export default withMui(NotFoundPage);

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: { ...(await serverSideTranslations(locale ?? 'pt-BR', ['common'])) },
});
