import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';

export default function HomePage() {
  const { t } = useTranslation('common');
  const { enqueueSnackbar } = useSnackbar();
  return (
    <>
      <Head>
        <title>{t('appName')}</title>
      </Head>
      <Container component="main" sx={{ maxWidth: { xs: 414, md: 960 }, py: 6 }}>
        <Box sx={{ textAlign: 'center' }}>
          <Typography variant="h1" gutterBottom sx={{ color: 'primary.main' }}>
            {t('home.title')}
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary', mb: 4 }}>
            {t('home.subtitle')}
          </Typography>
          <Button variant="contained" size="large" onClick={() => enqueueSnackbar(t('home.welcomeToast'), { variant: 'info' })}>
            {t('home.cta')}
          </Button>
        </Box>
      </Container>
    </>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: { ...(await serverSideTranslations(locale ?? 'pt-BR', ['common'])) },
});
