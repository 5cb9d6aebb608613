/**
 * Option groups and options with `fk` inheritance applied (docs/business-rules.md, shared option groups): the
 * shapes both the read model and its conversion to the domain (to-domain.ts) speak, kept apart so that neither
 * imports the other for them.
 */
import type { Subcategory, Subitem } from '../catalog-format/schema';

export type ResolvedSubitem = Subitem & { unresolvedFk?: true };
export type ResolvedSubcategory = Omit<Subcategory, 'subitems'> & { subitems?: ResolvedSubitem[]; unresolvedFk?: true };
