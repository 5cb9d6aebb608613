/**
 * The company's bookings as a CSV file (GET /api/business/bookings-csv): the same list, filters and membership
 * check as the page (business-bookings.ts), up to EXPORT_LIMIT rows, headings and statuses in the page's language.
 */
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { bookingsCsv } from '../../domain/business/bookings-csv';
import type { Locale } from '../../domain/locale';
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { DbOrTx } from '../db/engine';
import { businessAccounts, users } from '../db/schema';
import type { Viewer } from '../identity/viewer';
import { CSV_HEADERS, CSV_STATUS } from '../i18n/business-csv-labels';
import { tr } from '../i18n/localize';
import { EXPORT_LIMIT, listBusinessBookings } from './business-bookings';
import { BusinessError } from './business-error';

const DEFAULT_ZONE = 'America/Sao_Paulo';

/** The viewer of a signed-in user id (the API route knows the user from the session cookie or the bearer token). */
export async function viewerOfUser(db: DbOrTx, userId: string): Promise<Viewer | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user
    ? {
        userId: user.id,
        email: user.email,
        role: user.role,
        companyId: user.companyId,
        emailVerified: user.emailVerified,
      }
    : null;
}

export async function bookingsCsvFile(
  db: DbOrTx,
  viewer: Viewer | null,
  request: { accountId: string; snap: CompanySnapshot; filter: unknown; locale: Locale; now: Date },
): Promise<{ filename: string; body: string }> {
  const { snap, locale } = request;
  const zone = snap.catalogue.catalogs[0]?.timezone ?? DEFAULT_ZONE;
  const { bookings } = await listBusinessBookings(db, viewer, request.accountId, snap.companyId, {
    filter: request.filter,
    zone,
    limit: EXPORT_LIMIT,
  });
  const [account] = await db
    .select({ tradeName: businessAccounts.tradeName })
    .from(businessAccounts)
    .where(eq(businessAccounts.id, request.accountId));
  if (!account) throw new BusinessError('BUSINESS_NOT_FOUND');
  const at = (date: Date, catalogZone: string) =>
    DateTime.fromJSDate(date, { zone: catalogZone }).toISO({ includeOffset: true })!;
  const rows = bookings.map((booking) => {
    const catalog = snap.catalogue.catalog(booking.catalogId);
    const catalogZone = catalog?.timezone ?? zone;
    return {
      number: booking.number,
      status: CSV_STATUS[locale][booking.status] ?? booking.status,
      serviceAt: at(booking.serviceAt, catalogZone),
      createdAt: at(booking.createdAt, catalogZone),
      store: catalog ? tr(catalog.record, 'title', locale) : booking.catalogId,
      items: booking.lines.map((l) => `${l.quantity}× ${l.itemName}`).join('; '),
      clients: [...new Set(booking.lines.map((l) => l.clientName).filter((n): n is string => !!n))].join('; '),
      bookedBy: booking.bookedBy ? booking.bookedBy.name || booking.bookedBy.email : '',
      totalCents: booking.totalCents,
    };
  });
  const day = DateTime.fromJSDate(request.now, { zone }).toISODate();
  const slug = account.tradeName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return { filename: `reservas-${slug || 'empresa'}-${day}.csv`, body: bookingsCsv(rows, CSV_HEADERS[locale]) };
}
