import { isLocale } from '@/src/domain/locale';

import type { SkeletonKind } from '@/src/ui/skeletons/PageSkeleton';

/** The shape of page a path leads to, so a skeleton of that shape can stand in while it loads. */
export type PageKind = SkeletonKind;

export function pageKind(url: string): PageKind {
  const parts = stripLocale(url.split(/[?#]/)[0] ?? '')
    .split('/')
    .filter(Boolean);
  if (parts.length === 0) return 'home';
  const [first] = parts;
  if ((first === 'loja' || first === 'servico') && parts.length >= 3) return 'item';
  if (first === 'loja' && parts.length === 2) return 'store';
  if (first === 'carrinho') return 'cart';
  return 'list';
}

/** A path without its language prefix: `/en/loja/x` → `/loja/x`, `/es` → `/`. */
export function stripLocale(path: string): string {
  const [, first, ...rest] = path.split('/');
  if (first && isLocale(first)) return `/${rest.join('/')}`;
  return path || '/';
}
