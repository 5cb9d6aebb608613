import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { CompanyHome } from '@/src/features/catalog/CompanyHome';
import type { CompanyHomeData } from '@/src/contracts/company-home';

interface Props { home: CompanyHomeData }

export default function CompanyHomePage({ home }: Props) {
  return (
    <>
      <Head><title>{home.name}</title></Head>
      <CompanyHome home={home} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, locale }) => {
  const { loadCompanyHome } = await import('@/src/server/catalog/company-home');
  const { pickLocale } = await import('@/src/server/i18n/localize');
  const home = await loadCompanyHome(String(params?.company ?? ''), pickLocale(locale));
  if (!home) return { notFound: true };
  return { props: { home, ...(await serverSideTranslations(locale ?? 'pt-BR', ['common'])) } };
};
