/**
 * `/atendimento/{company}`' declaration: the path passes the proxy unrewritten, and the company it names must be
 * the host's own (the proxy's `x-company`), so one company's host never opens attendance for another. The shell
 * alone; anything else is a 404.
 */
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import { LayoutDocument } from '@/src/features/layout/layout.generated';

export const attendancePage: PageDeclaration = {
  company: 'proxy',
  accept: ({ company, params }) => params.company === company,
  layout: LayoutDocument,
  namespaces: ['common', 'layout', 'home', 'search'],
};
