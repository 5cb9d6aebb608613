import type { ReactNode } from 'react';
import { usePageQuery } from '@/src/client/page-data';
import { CompanyLayout } from './CompanyLayout';
import { LayoutOperation } from './layout.generated';

/** The shell for pages that load through Apollo: reads the layout query the page's getServerSideProps ran (loadLayout). */
export function StoreLayout({ company, origin, children }: { company: string; origin: string; children: ReactNode }) {
  const { data } = usePageQuery(LayoutOperation, { variables: { company } });
  return (
    <CompanyLayout company={data?.company ?? null} origin={origin}>
      {children}
    </CompanyLayout>
  );
}
