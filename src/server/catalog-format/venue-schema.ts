/**
 * A venue of a catalogue: where its passes are used (a lounge in a terminal), what the holder must know to get in,
 * and the options that put a pass there (docs/business-rules.md "One booking, one party"). The voucher shows the
 * location and the access rules; the cart and the order count one booking per venue and dates.
 */
import { z } from 'zod';
import { recordId, text, translations } from './primitives';

export const venueSchema = z.strictObject({
  _id: recordId,
  name: text,
  /** Where it is, as a traveller finds it: terminal, side of security, level, landmark. */
  location: text,
  /** What the holder brings and follows to get in (boarding pass, age, stay), one rule per line. */
  accessRules: z.array(text).default([]),
  /**
   * The options (subitem `_id`s of this catalogue's items) that put a pass here. Empty on a catalogue's only venue:
   * every pass is there.
   */
  optionIds: z.array(recordId).default([]),
  translations: translations({ name: z.string(), location: z.string(), accessRules: z.array(z.string()) }),
});
export type Venue = z.infer<typeof venueSchema>;

type Path = (string | number)[];

/**
 * Venue ids unique in the catalogue, each option naming a subitem of the catalogue's items and at most one venue,
 * and the translated rules as many as the rules (a missing line would show pt-BR beside English).
 */
export function checkVenues(
  catalog: {
    venues: readonly Venue[];
    categories: readonly {
      items: readonly {
        subcategories: readonly { subitems?: readonly { _id: string }[] }[];
        subitems: readonly { _id: string }[];
      }[];
    }[];
  },
  path: Path,
  report: (path: Path, message: string) => void,
): void {
  const options = new Set<string>();
  for (const category of catalog.categories)
    for (const item of category.items) {
      item.subitems.forEach((subitem) => options.add(subitem._id));
      item.subcategories.forEach((group) => (group.subitems ?? []).forEach((subitem) => options.add(subitem._id)));
    }
  const ids = new Set<string>();
  const chosenBy = new Map<string, string>();
  catalog.venues.forEach((venue, v) => {
    const at: Path = [...path, 'venues', v];
    if (ids.has(venue._id)) report([...at, '_id'], `duplicate venue _id "${venue._id}"`);
    ids.add(venue._id);
    venue.optionIds.forEach((id, k) => {
      if (!options.has(id)) report([...at, 'optionIds', k], `unknown option "${id}" in this catalogue`);
      else if (chosenBy.has(id))
        report([...at, 'optionIds', k], `option "${id}" already puts a pass at venue "${chosenBy.get(id)}"`);
      chosenBy.set(id, venue._id);
    });
    for (const locale of ['en', 'es'] as const) {
      const rules = venue.translations[locale]?.accessRules;
      if (rules && rules.length !== venue.accessRules.length)
        report(
          [...at, 'translations', locale, 'accessRules'],
          `must have ${venue.accessRules.length} rules, as accessRules`,
        );
    }
  });
  if (catalog.venues.length > 1 && catalog.venues.some((venue) => venue.optionIds.length === 0))
    report([...path, 'venues'], 'with several venues, each names the options that choose it (optionIds)');
}
