/**
 * A catalogue's venues (issue 17, point 8): where its passes are used, in three languages, and the options that
 * choose each; the demo lounge has one per terminal, and a venue that names an unknown option, an option two venues
 * claim, or fewer translated rules than rules is refused at its JSON path.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogDocumentSchema, formatIssues, parseCatalogDocument } from '@/src/server/catalog-format/schema';

const demo = () =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../../data/demo/aeroporto.json'), 'utf8')) as {
    catalogs: { _id: string; venues?: unknown[] }[];
  };

describe('the demo lounge', () => {
  it('has a venue per terminal, each with its location and access rules in pt-BR, en and es', () => {
    const parsed = parseCatalogDocument(demo());
    if (!parsed.ok) throw new Error(parsed.issues.join('\n'));
    const lounge = parsed.document.catalogs.find((c) => c._id === 'aero-sala-vip')!;
    expect(lounge.venues.map((v) => v._id)).toEqual(['aero-sala-vip-t2', 'aero-sala-vip-t3']);
    for (const venue of lounge.venues) {
      expect(venue.location).toMatch(/Terminal [23]/);
      expect(venue.accessRules.length).toBeGreaterThan(0);
      for (const locale of ['en', 'es'] as const) {
        const t = venue.translations[locale]!;
        expect(t.name && t.location, `${venue._id} ${locale}`).toBeTruthy();
        expect(t.location).not.toBe(venue.location);
        expect(t.accessRules).toHaveLength(venue.accessRules.length);
      }
      // Every pass of the lounge (adult, with shower, child) chooses this venue by its terminal option.
      expect(venue.optionIds).toHaveLength(3);
    }
  });
});

describe('venues are checked against the catalogue', () => {
  const issuesWith = (venues: unknown[]) => {
    const doc = demo();
    doc.catalogs.find((c) => c._id === 'aero-sala-vip')!.venues = venues;
    const result = catalogDocumentSchema.safeParse(doc);
    return result.success ? [] : formatIssues(result.error);
  };
  const index = demo().catalogs.findIndex((c) => c._id === 'aero-sala-vip');
  const venue = (over: Record<string, unknown>) => ({
    _id: 'v',
    name: 'Sala',
    location: 'Terminal 2',
    accessRules: ['Cartão de embarque'],
    optionIds: ['aero-sala-vip-01-terminal-t2'],
    ...over,
  });

  it('refuses an option the catalogue does not have', () => {
    expect(issuesWith([venue({ optionIds: ['nowhere'] })])).toEqual([
      `catalogs[${index}].venues[0].optionIds[0]: unknown option "nowhere" in this catalogue`,
    ]);
  });

  it('refuses an option two venues claim, and a second venue _id', () => {
    expect(issuesWith([venue({}), venue({})])).toEqual([
      `catalogs[${index}].venues[1]._id: duplicate venue _id "v"`,
      `catalogs[${index}].venues[1].optionIds[0]: option "aero-sala-vip-01-terminal-t2" already puts a pass at venue "v"`,
    ]);
  });

  it('refuses translated access rules that do not match the rules one for one', () => {
    expect(issuesWith([venue({ translations: { en: { accessRules: [] } } })])).toEqual([
      `catalogs[${index}].venues[0].translations.en.accessRules: must have 1 rules, as accessRules`,
    ]);
  });

  it('with several venues, each names its options', () => {
    expect(issuesWith([venue({}), venue({ _id: 'w', optionIds: [] })])).toEqual([
      `catalogs[${index}].venues: with several venues, each names the options that choose it (optionIds)`,
    ]);
  });
});
