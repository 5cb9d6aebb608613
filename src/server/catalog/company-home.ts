/** The data of a company's home page, small and serialisable (what getServerSideProps sends to the browser). */
import { getDb } from '../db/client';
import { getCompanySnapshot } from './company-snapshot';
import { localizeDeep } from '../i18n/localize-deep';
import { tr, type Locale } from '../i18n/localize';

export interface CompanyHome {
  slug: string;
  name: string;
  services: { slug: string; title: string; description: string; icon: string | null; type: string }[];
  catalogs: { _id: string; slug: string; title: string; description: string; cover: string | null; serviceCategories: string[] }[];
  coupons: { code: string; description: string }[];
}

export async function loadCompanyHome(slug: string, locale: Locale): Promise<CompanyHome | null> {
  const snap = await getCompanySnapshot(await getDb(), slug);
  if (!snap) return null;
  const { company, catalogs, coupons } = snap.doc;
  return {
    slug: snap.slug,
    name: company.name,
    services: company.services
      .filter((service) => !service.hiddenInMenu)
      .map((service) => localizeDeep(service, locale))
      .map((service) => ({ slug: service.slug, title: service.title ?? service.name, description: service.description ?? '', icon: service.icon ?? null, type: service.type })),
    catalogs: catalogs
      .filter((catalog) => catalog.status === 'PUBLIC')
      .map((catalog) => ({
        _id: catalog._id, slug: catalog.slug, title: tr(catalog, 'title', locale), description: tr(catalog, 'description', locale) ?? '',
        cover: catalog.cover ?? null, serviceCategories: catalog.serviceCategories,
      })),
    coupons: coupons.filter((c) => c.status === 'PUBLIC').map((c) => ({ code: c.code, description: tr(c, 'description', locale) ?? '' })),
  };
}
