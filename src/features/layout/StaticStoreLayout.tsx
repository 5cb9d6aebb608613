import type { ReactNode } from 'react';
import { usePageQuery } from '@/src/client/page-data';
import { CompanyLayout } from './CompanyLayout';
import { LayoutOperation } from './layout.generated';

/**
 * The shell of company pages: reads the layout query the page loader ran for the page (src/server/pages/page-loader.ts).
 * Without MUI's providers: for pages whose server-rendered content is static CSS alone (the home, a store, an item),
 * which then load no MUI or Emotion before they are interactive; parts loaded on demand bring them
 * (src/ui/client-only.tsx). Pages that render MUI components use StoreLayout.
 */
export function StaticStoreLayout({
  company,
  origin,
  children,
}: {
  company: string;
  origin: string;
  children: ReactNode;
}) {
  const { data } = usePageQuery(LayoutOperation, { variables: { company } });
  return (
    <CompanyLayout company={data?.company ?? null} origin={origin}>
      {children}
    </CompanyLayout>
  );
}
