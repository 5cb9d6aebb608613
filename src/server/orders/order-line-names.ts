/**
 * An order line's item and option names in a language (issue 17, points 6 and 7): an order keeps the names it was
 * bought under (pt-BR, the catalogue's own text); the status page, the staff board and the mails show them in the
 * reader's language from the catalogue's translations, falling back to the kept name when the item or option is
 * gone or has none.
 */
import type { CompanySnapshot } from '../catalog/company-snapshot';
import type { OrderLineSubitem } from '../db/schema';
import { tr, type Locale } from '../i18n/localize';

interface NamedLine {
  itemId: string;
  itemName: string;
  subitems: ReadonlyArray<Pick<OrderLineSubitem, 'subcategoryId' | 'subitemId' | 'name'>>;
}

export interface LineNames {
  name: string;
  /** One per chosen option, in the line's order. */
  options: string[];
}

export function lineNames(snap: CompanySnapshot, catalogId: string, line: NamedLine, locale: Locale): LineNames {
  const item = snap.catalogue.catalog(catalogId)?.items.get(line.itemId);
  const text = (value: unknown, kept: string) => (typeof value === 'string' && value.trim() ? value : kept);
  return {
    name: item ? text(tr(item.record, 'name', locale), line.itemName) : line.itemName,
    options: line.subitems.map((chosen) => {
      const group =
        chosen.subcategoryId === line.itemId
          ? item?.subitems
          : item?.subcategories.find((s) => s._id === chosen.subcategoryId)?.subitems;
      const option = group?.find((s) => s._id === chosen.subitemId);
      return option ? text(tr(option.record, 'name', locale), chosen.name) : chosen.name;
    }),
  };
}
