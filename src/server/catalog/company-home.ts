/** Builds the data of a company's home page (its shape is the contract in src/contracts/company-home.ts). */
import type { CompanyHomeData } from '../../contracts/company-home';
import { getDb } from '../db/client';
import { getCompanySnapshot } from './company-snapshot';
import { localizeDeep } from '../i18n/localize-deep';
import { tr, type Locale } from '../i18n/localize';

export async function loadCompanyHome(slug: string, locale: Locale): Promise<CompanyHomeData | null> {
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
