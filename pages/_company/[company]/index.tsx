import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { createApolloClient } from '@/src/client/apollo-client';
import { resolveLocale } from '@/src/domain/locale';
import { CompanyHome } from '@/src/features/catalog/CompanyHome';
import { CompanyLayout } from '@/src/features/layout/CompanyLayout';
import { loadLayout, requestOrigin } from '@/src/features/layout/load-layout';
import type { LayoutCompany } from '@/src/features/layout/layout.query';
import type { CompanyHomeData } from '@/src/contracts/company-home';

interface Props { home: CompanyHomeData; layout: LayoutCompany | null; origin: string }

export default function CompanyHomePage({ home, layout, origin }: Props) {
  return (
    <CompanyLayout company={layout} origin={origin}>
      <Head><title>{home.name}</title></Head>
      <CompanyHome home={home} />
    </CompanyLayout>
  );
}

/**
 * The shell's data comes through the same Apollo query as on the store page, run in process; the home's own data
 * still comes from its server module and no Apollo cache is sent, so the home ships no Apollo JavaScript yet
 * (docs/decisions.md, "Layout").
 */
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, locale, req }) => {
  const { loadCompanyHome } = await import('@/src/server/catalog/company-home');
  const { pickLocale } = await import('@/src/server/i18n/localize');
  const { createSsrLink } = await import('@/src/server/graphql/ssr-link');
  const company = String(params?.company ?? '');
  // The home first: an unknown company (an unknown host lands here too) is a 404, and has no layout to load.
  const home = await loadCompanyHome(company, pickLocale(locale));
  if (!home) return { notFound: true };
  const client = createApolloClient(createSsrLink({ headers: req.headers, locale: resolveLocale(locale) }));
  const layout = await loadLayout(client, company);
  return {
    props: { home, layout, origin: requestOrigin(req.headers), ...(await serverSideTranslations(locale ?? 'pt-BR', ['common', 'layout'])) },
  };
};
