/**
 * Translations are complete (issue 17, point 7), over the demo data (data/demo/*.json) and the locale files:
 * - every text a shopper reads in the demo data (names, titles, option groups, service copy, FAQ, banners, blog,
 *   meta tags, shift names) has its English and Spanish text beside the pt-BR one;
 * - no placeholder copy in any language;
 * - no English left in pt-BR where the other languages translate it (the chips of "Food to fly");
 * - Spanish addresses the shopper one way, "tú", in the locale files and in the demo data.
 * Texts deliberately left as they are (place names, the company's legal names, holiday dates) are listed with why.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const DEMO = join(ROOT, 'data', 'demo');
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Record_ = { [key: string]: Json };

/** The fields of the import format that hold text a shopper reads. */
const TEXT_FIELDS = [
  'name',
  'title',
  'label',
  'description',
  'subtitle',
  'buttonText',
  'buttonLabel',
  'question',
  'answer',
  'checkoutWarning',
  'excerpt',
  'body',
  'author',
  'placeholder',
];
/** Where a text is not translated on purpose: the path (keys, no indexes) it ends with, and why. */
const UNTRANSLATED: [RegExp, string][] = [
  [/whereDelivery\b/, 'places (country, state, city, terminals) keep their own names'],
  [/^company\.name$/, "the company's name is a name"],
  [/\.holidays\.name$/, 'holidays close the stores on a date; their names are never shown'],
];

interface Text {
  file: string;
  path: string;
  field: string;
  value: string;
  translations: Partial<Record<'en' | 'es', Record_>>;
}

function demoDocuments(): [string, Json][] {
  return readdirSync(DEMO)
    .filter((file) => file.endsWith('.json') && file !== 'accounts.json')
    .map((file) => [file, JSON.parse(readFileSync(join(DEMO, file), 'utf8')) as Json]);
}

/** Every text field of the demo data with its record's translations. */
function demoTexts(): Text[] {
  const found: Text[] = [];
  const walk = (value: Json, path: string[], file: string) => {
    if (Array.isArray(value)) return value.forEach((entry) => walk(entry, path, file));
    if (!value || typeof value !== 'object') return;
    const translations = (value.translations ?? {}) as Text['translations'];
    for (const [key, entry] of Object.entries(value)) {
      if (key === 'translations' || key === 'metaTags') continue;
      if (typeof entry === 'string' && TEXT_FIELDS.includes(key) && /\p{L}/u.test(entry))
        found.push({ file, path: [...path, key].join('.'), field: key, value: entry, translations });
      else walk(entry, [...path, key], file);
    }
    // A service's meta tags are translated on the service (metaTitle, metaDescription).
    const meta = value.metaTags as Record_ | undefined;
    if (meta && typeof meta === 'object')
      for (const [key, field] of [
        ['title', 'metaTitle'],
        ['description', 'metaDescription'],
      ] as const)
        if (typeof meta[key] === 'string')
          found.push({ file, path: [...path, 'metaTags', key].join('.'), field, value: meta[key], translations });
  };
  for (const [file, doc] of demoDocuments()) walk(doc, [], file);
  return found;
}

const exempt = (text: Text) => UNTRANSLATED.some(([pattern]) => pattern.test(text.path));
const texts = demoTexts();

function localeStrings(locale: string): { where: string; value: string }[] {
  const out: { where: string; value: string }[] = [];
  const walk = (value: Json, where: string) => {
    if (typeof value === 'string') out.push({ where, value });
    else if (value && typeof value === 'object')
      for (const [key, entry] of Object.entries(value)) walk(entry, `${where}.${key}`);
  };
  const dir = join(ROOT, 'locales', locale);
  for (const file of readdirSync(dir)) walk(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Json, file);
  return out;
}

describe('the demo data', () => {
  it('has texts to check (the walk finds the catalogue and the services)', () => {
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.some((text) => text.path.endsWith('subcategories.name') && text.value === 'Ponto da carne')).toBe(
      true,
    );
    expect(texts.some((text) => text.value === 'Bebidas')).toBe(true);
  });

  it('gives every text a shopper reads its English and Spanish text', () => {
    const missing = texts
      .filter((text) => !exempt(text))
      .flatMap((text) =>
        (['en', 'es'] as const)
          .filter((locale) => {
            const translated = text.translations[locale]?.[text.field];
            return typeof translated !== 'string' || translated.trim() === '';
          })
          .map((locale) => `${text.file} ${text.path} "${text.value.slice(0, 40)}" lacks ${locale}`),
      );
    expect(missing).toEqual([]);
  });

  it('has no placeholder copy in any language', () => {
    const placeholder =
      /texto provis|placeholder|lorem ipsum|em definição|por definir|to be defined|em breve|coming soon/i;
    const marker = /\b(TODO|TBD|FIXME|XXX)\b/;
    const all = texts.flatMap((text) => [
      text.value,
      ...(['en', 'es'] as const).map((locale) => String(text.translations[locale]?.[text.field] ?? '')),
    ]);
    expect(all.filter((value) => placeholder.test(value) || marker.test(value))).toEqual([]);
  });

  it('leaves no English in pt-BR chips and service copy where the other languages translate it', () => {
    // A pt-BR text equal to its English one is English unless Spanish says it the same way too (a name, a
    // word all three share: "Pizzas", "Sala VIP"). Item names are left out: menus here keep loanwords ("Bacon").
    const shown = texts.filter(
      (text) => /^company\.services\./.test(text.path) && !/\.(items|subitems)\./.test(text.path),
    );
    const english = shown.filter(
      (text) => text.translations.en?.[text.field] === text.value && text.translations.es?.[text.field] !== text.value,
    );
    expect(english.map((text) => `${text.path} "${text.value}"`)).toEqual([]);
  });
});

describe('Spanish', () => {
  // The forms of "usted" a text addressing the shopper would use: the pronoun, and commands in the third person at
  // the start of a sentence ("Pague con PIX", "Elija otra"), which "tú" says "Paga", "Elige".
  const USTED = /\b(usted|ustedes)\b/i;
  const USTED_COMMANDS =
    /(^|[.!?:¡¿>]\s*|\(\s*)(Abra|Acceda|Agregue|Añada|Cambie|Compruebe|Confirme|Conozca|Copie|Descubra|Disfrute|Elija|Escanee|Escriba|Espere|Haga|Indique|Ingrese|Inicie|Inténtelo|Intente|Introduzca|Llame|Pague|Pida|Pruebe|Reciba|Relájese|Reserve|Revise|Seleccione|Siga|Use|Verifique|Vuelva)\b/i;
  // "su"/"sus" addressing the reader: with the things a shopper has.
  const USTED_POSSESSIVE =
    /\bsus? (contacto|nombre|número|vuelo|correo|teléfono|celular|maletas?|clientes?|banco|tarjeta|pedido|taxi|reserva|viaje)\b/i;
  // "le"/"les" for "you": "le enviamos un código", "un asesor le acompaña".
  const USTED_CLITIC = /\bles? (acompaña|enviamos|espera|esperamos|ayudamos|llamamos|avisamos|recomendamos|recibe)\b/i;
  const usted = (value: string) =>
    [USTED, USTED_COMMANDS, USTED_POSSESSIVE, USTED_CLITIC].some((pattern) => pattern.test(value));

  it('says "tú" everywhere in locales/es', () => {
    expect(localeStrings('es').filter(({ value }) => usted(value))).toEqual([]);
  });

  it('says "tú" everywhere in the demo data', () => {
    const spanish = texts.map((text) => String(text.translations.es?.[text.field] ?? ''));
    expect(spanish.filter(usted)).toEqual([]);
  });

  it('the check notices "usted" forms (so it can fail)', () => {
    for (const text of [
      'Pague con PIX',
      'Revise el número.',
      'Un asesor le acompaña. Elija otra.',
      'Indique su vuelo.',
    ])
      expect(usted(text), text).toBe(true);
    for (const text of ['Paga con PIX', 'Cuando se pague la tarifa', 'El restaurante y su menú', 'Usa el código'])
      expect(usted(text), text).toBe(false);
  });
});
