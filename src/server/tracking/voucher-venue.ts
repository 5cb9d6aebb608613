/**
 * Where a voucher's pass is used and what its holder must know to get in (issue 17, point 8): the catalogue venue
 * its chosen options name (src/domain/orders/booking-party.ts), in the shopper's language.
 */
import { lineVenue } from '@/src/domain/orders/booking-party';
import type { Venue } from '../catalog-format/venue-schema';
import { tr, type Locale } from '../i18n/localize';

export interface VoucherVenue {
  venueName: string | null;
  location: string | null;
  accessRules: string[];
}

export function venueOf(venues: readonly Venue[], optionIds: readonly string[], locale: Locale): VoucherVenue {
  const id = lineVenue({ subitemIds: optionIds }, venues);
  const venue = venues.find((v) => v._id === id);
  if (!venue) return { venueName: null, location: null, accessRules: [] };
  return {
    venueName: tr(venue, 'name', locale),
    location: tr(venue, 'location', locale),
    accessRules: tr(venue, 'accessRules', locale),
  };
}

/** `Catalog.venues`: each venue in the shopper's language. */
export function venuesIn(venues: readonly Venue[], locale: Locale) {
  return venues.map((venue) => ({
    _id: venue._id,
    name: tr(venue, 'name', locale),
    location: tr(venue, 'location', locale),
    accessRules: tr(venue, 'accessRules', locale),
    optionIds: venue.optionIds,
  }));
}
