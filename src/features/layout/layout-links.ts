/** What the shell shows of a company's services, and the cart's count: small pure helpers the components share. */
import { cartUnits } from '@/src/domain/orders/cart-units';
import type { CartEntry } from '@/src/domain/orders/order-types';
import type { LayoutService } from './layout-company';

export const serviceLabel = (service: LayoutService) => service.title ?? service.name;

/** Tabs of the desktop top bar: services marked `shownInTopbar` (and not hidden from the menu). */
export const topbarServices = (services: LayoutService[]) => services.filter((s) => s.shownInTopbar && !s.hiddenInMenu);

/** Entries of the menu drawer: every service not `hiddenInMenu`. */
export const menuServices = (services: LayoutService[]) => services.filter((s) => !s.hiddenInMenu);

/** The footer's terms-of-use links: one per distinct document, named after the first service that has it. */
export function termsLinks(services: LayoutService[]): { href: string; service: string }[] {
  const seen = new Map<string, string>();
  for (const service of services) {
    if (service.termsOfUse && !seen.has(service.termsOfUse)) seen.set(service.termsOfUse, serviceLabel(service));
  }
  return [...seen].map(([href, service]) => ({ href, service }));
}

/** Units in the cart: the sum of the lines' quantities (a line of 2 counts 2; 300 g of bread counts 1). */
export const cartCount = (items: Pick<CartEntry, 'quantity' | 'item'>[]) => cartUnits(items);
