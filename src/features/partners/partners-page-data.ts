/** `/parceiros`' declaration: not rewritten by the proxy (the company from `x-company`); the catalogues and the services' names. */
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import { LayoutDocument } from '@/src/features/layout/layout.generated';
import { PartnersDocument } from '@/src/features/partners/partners.generated';

export const partnersPage: PageDeclaration = {
  company: 'proxy',
  layout: LayoutDocument,
  namespaces: ['common', 'layout', 'partners', 'search'],
  async data({ company }, { query }) {
    await query(PartnersDocument, { owner: company });
    return { props: {} };
  },
};
