/**
 * `/atendimento/{company}`' declaration: the path passes the proxy unrewritten, and the company it names must be
 * the host's own (the proxy's `x-company`), so one company's host never opens attendance for another. The shell
 * alone; anything else is a 404.
 */
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import { LAYOUT_QUERY } from '@/src/features/layout/layout.query';

export const attendancePage: PageDeclaration = {
  company: 'proxy',
  accept: ({ company, params }) => params.company === company,
  layout: LAYOUT_QUERY,
  namespaces: ['common', 'layout', 'home', 'search'],
};
