/**
 * Wraps a page whose getServerSideProps sends its operations' results (`__PAGE_DATA__`, src/client/page-data.tsx)
 * in the provider its components read them from. No Apollo here: the browser loads it only where an operation must
 * run in the browser (src/client/client-query.ts).
 */
import type { ComponentType } from 'react';
import { useRouter } from 'next/router';
import { PAGE_DATA_PROP, PageDataProvider, type PageData } from './page-data';

export function withPageData<P extends { [PAGE_DATA_PROP]?: PageData }>(Page: ComponentType<P>): ComponentType<P> {
  function PageWithData(props: P) {
    const { locale } = useRouter();
    return (
      <PageDataProvider results={props[PAGE_DATA_PROP]} locale={locale}>
        <Page {...props} />
      </PageDataProvider>
    );
  }
  PageWithData.displayName = `withPageData(${Page.displayName ?? Page.name ?? 'Page'})`;
  return PageWithData;
}
