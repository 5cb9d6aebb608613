/**
 * The bookings list's filters as they travel in the address (`/empresa/reservas?cliente=…&de=…&ate=…&situacao=…&por=…`),
 * so a filtered list can be reloaded, shared with a colleague and used without JavaScript; and as the CSV link's.
 */
import type { BusinessBookingsFilter } from '@/src/domain/graphql/schema-types.generated';

export interface BookingsQuery {
  cliente: string;
  de: string;
  ate: string;
  situacao: string;
  por: string;
}

const one = (value: string | string[] | undefined) =>
  ((Array.isArray(value) ? value[0] : value) ?? '').trim().slice(0, 64);

export function bookingsQuery(query: Record<string, string | string[] | undefined>): BookingsQuery {
  return {
    cliente: one(query.cliente),
    de: one(query.de),
    ate: one(query.ate),
    situacao: one(query.situacao),
    por: one(query.por),
  };
}

/** The API's filter (empty entries left out). */
export function bookingsFilter(query: BookingsQuery): BusinessBookingsFilter {
  const filter: Record<string, string> = {};
  if (query.cliente) filter.clientId = query.cliente;
  if (query.de) filter.from = query.de;
  if (query.ate) filter.to = query.ate;
  if (query.situacao) filter.status = query.situacao;
  if (query.por) filter.bookedBy = query.por;
  return filter as BusinessBookingsFilter;
}

/** The filter field each API path is shown at. */
export const FILTER_FIELDS: Record<string, keyof BookingsQuery> = {
  clientId: 'cliente',
  from: 'de',
  to: 'ate',
  status: 'situacao',
  bookedBy: 'por',
};

export function csvHref(accountId: string, query: BookingsQuery, locale: string): string {
  const params = new URLSearchParams({ account: accountId, lang: locale });
  const filter = bookingsFilter(query) as Record<string, string>;
  const names: Record<string, string> = {
    clientId: 'client',
    from: 'from',
    to: 'to',
    status: 'status',
    bookedBy: 'bookedBy',
  };
  for (const [key, value] of Object.entries(filter)) params.set(names[key], value);
  return `/api/business/bookings-csv?${params.toString()}`;
}
