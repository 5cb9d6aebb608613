/**
 * The item's JSON fields the API serves as imported (docs/decisions.md "The catalogue's read model"), read for the
 * page's language: a record's `translations.en` / `.es` replace its fields, falling back to pt-BR
 * (docs/business-rules.md "Locales"). Unknown shapes are ignored rather than shown raw.
 */
import { resolveLocale } from '@/src/domain/locale';

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function translated(record: Plain, locale: string): Plain {
  const lang = resolveLocale(locale);
  const translations = isPlain(record.translations) ? record.translations[lang] : undefined;
  return isPlain(translations) ? { ...record, ...translations } : record;
}

export interface AdditionalDescription {
  title: string;
  lines: string[];
}

/** Additional descriptions in priority order (lowest number first), each a title and its lines. */
export function additionalDescriptions(value: unknown, locale: string): AdditionalDescription[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isPlain)
    .map((record, index) => ({
      record: translated(record, locale),
      priority: typeof record.priority === 'number' ? record.priority : 1000 + index,
    }))
    .sort((a, b) => a.priority - b.priority)
    .map(({ record }) => ({
      title: typeof record.title === 'string' ? record.title : '',
      lines: Array.isArray(record.data)
        ? record.data.filter((line): line is string => typeof line === 'string')
        : typeof record.data === 'string'
          ? [record.data]
          : [],
    }))
    .filter((entry) => entry.title !== '' || entry.lines.length > 0);
}

/** Characteristics as lines: a list of texts, `{ name, value }` pairs, or one object of names to values. */
export function characteristicLines(value: unknown): string[] {
  const pair = (name: unknown, text: unknown) =>
    typeof text === 'string' || typeof text === 'number' ? `${String(name)}: ${String(text)}` : null;
  if (Array.isArray(value)) {
    return value
      .map((entry) =>
        typeof entry === 'string'
          ? entry
          : isPlain(entry)
            ? pair(entry.name ?? entry.title ?? entry.key, entry.value)
            : null,
      )
      .filter((line): line is string => line !== null && line !== '');
  }
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (isPlain(value))
    return Object.entries(value)
      .map(([name, text]) => pair(name, text))
      .filter((line): line is string => line !== null);
  return [];
}

export interface NoteRule {
  label: string | null;
  placeholder: string | null;
  required: boolean;
  maxLength: number;
}

/**
 * How the item takes a note: `customNote: false` (or `{ enabled: false }`) asks for none; an object gives its
 * label, placeholder, whether it is required and its length; absent, an optional note with the page's own label —
 * except where `defaultNote` is false (a SERVICE catalogue's passes and bookings), which then take none.
 */
export function noteRule(value: unknown, locale: string, options: { defaultNote?: boolean } = {}): NoteRule | null {
  if (value === false) return null;
  // A pass or a booking (a SERVICE catalogue) is not food: without its own note it asks for none ("Ex.: sem cebola").
  if (!isPlain(value))
    return options.defaultNote === false ? null : { label: null, placeholder: null, required: false, maxLength: 300 };
  if (value.enabled === false) return null;
  const record = translated(value, locale);
  return {
    label: typeof record.label === 'string' ? record.label : null,
    placeholder: typeof record.placeholder === 'string' ? record.placeholder : null,
    required: record.required === true,
    maxLength: typeof record.maxLength === 'number' && record.maxLength > 0 ? record.maxLength : 300,
  };
}
