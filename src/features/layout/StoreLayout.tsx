import type { ReactNode } from 'react';
import { usePageQuery } from '@/src/client/page-data';
import { CompanyLayout } from './CompanyLayout';
import { LayoutOperation } from './layout.generated';

/** The shell of company pages: reads the layout query the page loader ran for the page (src/server/pages/page-loader.ts). */
export function StoreLayout({ company, origin, children }: { company: string; origin: string; children: ReactNode }) {
  const { data } = usePageQuery(LayoutOperation, { variables: { company } });
  return (
    <CompanyLayout company={data?.company ?? null} origin={origin}>
      {children}
    </CompanyLayout>
  );
}
