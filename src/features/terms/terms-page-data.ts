/**
 * `/termos`' declaration: not rewritten by the proxy (the company from `x-company`, like /conta); the shell's query
 * brings everything the page shows (the company's name, support contacts and the services' own documents).
 */
import type { PageDeclaration } from '@/src/domain/pages/page-declaration';
import { LayoutDocument } from '@/src/features/layout/layout.generated';

export const termsPage: PageDeclaration = {
  company: 'proxy',
  layout: LayoutDocument,
  namespaces: ['common', 'layout', 'search', 'terms'],
};
