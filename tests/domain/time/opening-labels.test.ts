import { describe, expect, it } from 'vitest';
import {
  ALL_DAY_SUFFIX,
  dayHoursLabel,
  nextOpeningLabels,
  resolveOpeningLocale,
  localizedWeekday,
  weekHoursLabels,
} from '@/src/domain/time/opening-labels';
import type { DayHours, OpeningHours } from '@/src/domain/time/opening-hours';

const morning = { start: '08:00', end: '12:00' };
const afternoon = { start: '14:00', end: '18:00' };
const evening = { start: '19:00', end: '22:30' };

describe("Opening labels: 'Aberto das X às Y' when open, 'Fechado das X às Y' when blocked, ' 24h' when there are no hours", () => {
  it.each<[string, DayHours | undefined, string | undefined, boolean | undefined, string]>([
    ['pt-BR open, one range', { open: true, hours: [morning] }, undefined, undefined, 'Aberto das 08:00 às 12:00'],
    [
      'pt-BR open, two ranges',
      { open: true, hours: [morning, afternoon] },
      'pt-BR',
      undefined,
      'Aberto das 08:00 às 12:00 e das 14:00 às 18:00',
    ],
    [
      'pt-BR open, three ranges',
      { open: true, hours: [morning, afternoon, evening] },
      'pt-BR',
      undefined,
      'Aberto das 08:00 às 12:00, das 14:00 às 18:00 e das 19:00 às 22:30',
    ],
    [
      'pt-BR blocked day keeps its hours',
      { open: false, hours: [morning] },
      'pt-BR',
      undefined,
      'Fechado das 08:00 às 12:00',
    ],
    [
      'pt-BR open day forced closed (holiday)',
      { open: true, hours: [morning] },
      'pt-BR',
      true,
      'Fechado das 08:00 às 12:00',
    ],
    [
      'pt-BR closed flag false keeps open',
      { open: true, hours: [morning] },
      'pt-BR',
      false,
      'Aberto das 08:00 às 12:00',
    ],
    ['pt-BR open without hours', { open: true, hours: [] }, 'pt-BR', undefined, 'Aberto 24h'],
    ['pt-BR closed without hours', { open: false, hours: [] }, 'pt-BR', undefined, 'Fechado 24h'],
    ['pt-BR holiday without hours', { open: true, hours: [] }, 'pt-BR', true, 'Fechado 24h'],
    ['pt-BR missing day', undefined, 'pt-BR', undefined, 'Fechado 24h'],
    [
      'en open, two ranges',
      { open: true, hours: [morning, afternoon] },
      'en',
      undefined,
      'Open from 08:00 to 12:00 and from 14:00 to 18:00',
    ],
    ['en blocked', { open: false, hours: [morning] }, 'en', undefined, 'Closed from 08:00 to 12:00'],
    ['en open without hours', { open: true, hours: [] }, 'en', undefined, 'Open 24h'],
    ['en closed without hours', { open: false, hours: [] }, 'en', undefined, 'Closed 24h'],
    [
      'es open, three ranges',
      { open: true, hours: [morning, afternoon, evening] },
      'es',
      undefined,
      'Abierto de 08:00 a 12:00, de 14:00 a 18:00 y de 19:00 a 22:30',
    ],
    ['es blocked', { open: false, hours: [afternoon] }, 'es', undefined, 'Cerrado de 14:00 a 18:00'],
    ['es open without hours', { open: true, hours: [] }, 'es', undefined, 'Abierto 24h'],
  ])('%s', (_case, day, locale, closed, expected) => {
    expect(dayHoursLabel(day, { locale, closed })).toBe(expected);
  });

  it('default options give the pt-BR label', () => {
    expect(dayHoursLabel({ open: true, hours: [] })).toBe('Aberto 24h');
  });

  it("the no-hours suffix is ' 24h'", () => {
    expect(ALL_DAY_SUFFIX).toBe(' 24h');
  });
});

describe('Default locale pt-BR, with English and Spanish translations', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'pt-BR'],
    ['', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['fr', 'pt-BR'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['es', 'es'],
    ['es-ES', 'es'],
    ['es-MX', 'es'],
  ])('locale %j resolves to %s', (locale, expected) => {
    expect(resolveOpeningLocale(locale)).toBe(expected);
  });

  it.each([
    ['monday', 'pt-BR', 'segunda-feira'],
    ['tuesday', 'pt-BR', 'terça-feira'],
    ['wednesday', 'pt-BR', 'quarta-feira'],
    ['thursday', 'pt-BR', 'quinta-feira'],
    ['friday', 'pt-BR', 'sexta-feira'],
    ['saturday', 'pt-BR', 'sábado'],
    ['sunday', 'pt-BR', 'domingo'],
    ['monday', 'en', 'Monday'],
    ['tuesday', 'en', 'Tuesday'],
    ['wednesday', 'en', 'Wednesday'],
    ['thursday', 'en', 'Thursday'],
    ['friday', 'en', 'Friday'],
    ['saturday', 'en', 'Saturday'],
    ['sunday', 'en', 'Sunday'],
    ['monday', 'es', 'lunes'],
    ['tuesday', 'es', 'martes'],
    ['wednesday', 'es', 'miércoles'],
    ['thursday', 'es', 'jueves'],
    ['friday', 'es', 'viernes'],
    ['saturday', 'es', 'sábado'],
    ['sunday', 'es', 'domingo'],
  ] as const)('weekday %s in %s is %s', (weekday, locale, expected) => {
    expect(localizedWeekday(weekday, locale)).toBe(expected);
  });

  it('weekday names default to Portuguese', () => {
    expect(localizedWeekday('thursday')).toBe('quinta-feira');
  });
});

describe("Opening state text 'às HH:MM', with the Portuguese weekday prefixed unless the slot is today or tomorrow", () => {
  it.each([
    ['monday', 0, '08:00', 'pt-BR', 'às 08:00', 'hoje às 08:00'],
    ['tuesday', 1, '09:30', 'pt-BR', 'às 09:30', 'amanhã às 09:30'],
    ['wednesday', 2, '10:00', 'pt-BR', 'quarta-feira às 10:00', 'quarta-feira às 10:00'],
    ['monday', 7, '08:00', 'pt-BR', 'segunda-feira às 08:00', 'segunda-feira às 08:00'],
    ['monday', 0, '08:00', 'en', 'at 08:00', 'today at 08:00'],
    ['tuesday', 1, '08:00', 'en', 'at 08:00', 'tomorrow at 08:00'],
    ['saturday', 5, '11:15', 'en', 'Saturday at 11:15', 'Saturday at 11:15'],
    ['monday', 0, '08:00', 'es', 'a las 08:00', 'hoy a las 08:00'],
    ['tuesday', 1, '13:00', 'es', 'a las 13:00', 'mañana a las 13:00'],
    ['friday', 3, '01:30', 'es', 'viernes a la 01:30', 'viernes a la 01:30'],
    ['friday', 3, '10:00', 'es', 'viernes a las 10:00', 'viernes a las 10:00'],
    ['sunday', 4, '00:00', 'pt-BR', 'domingo às 00:00', 'domingo às 00:00'],
  ] as const)('%s, %i days ahead at %s (%s): %s / %s', (weekday, daysAhead, start, locale, label, fullLabel) => {
    expect(nextOpeningLabels(weekday, daysAhead, start, locale)).toEqual({ label, fullLabel });
  });

  it('labels default to pt-BR', () => {
    expect(nextOpeningLabels('friday', 2, '18:00')).toEqual({
      label: 'sexta-feira às 18:00',
      fullLabel: 'sexta-feira às 18:00',
    });
  });
});

describe('Business opening hours: a map keyed by lowercase English weekday name, shown Monday to Sunday', () => {
  const hours: OpeningHours = {
    sunday: { open: false, hours: [] },
    monday: { open: true, hours: [morning, afternoon] },
    wednesday: { open: true, hours: [] },
  };

  it('pt-BR week labels', () => {
    expect(weekHoursLabels(hours)).toEqual([
      { weekday: 'monday', name: 'segunda-feira', label: 'Aberto das 08:00 às 12:00 e das 14:00 às 18:00' },
      { weekday: 'tuesday', name: 'terça-feira', label: 'Fechado 24h' },
      { weekday: 'wednesday', name: 'quarta-feira', label: 'Aberto 24h' },
      { weekday: 'thursday', name: 'quinta-feira', label: 'Fechado 24h' },
      { weekday: 'friday', name: 'sexta-feira', label: 'Fechado 24h' },
      { weekday: 'saturday', name: 'sábado', label: 'Fechado 24h' },
      { weekday: 'sunday', name: 'domingo', label: 'Fechado 24h' },
    ]);
  });

  it('en week labels follow the locale', () => {
    const labels = weekHoursLabels(hours, 'en-US');
    expect(labels.map((l) => l.name)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(labels[0].label).toBe('Open from 08:00 to 12:00 and from 14:00 to 18:00');
    expect(labels[2].label).toBe('Open 24h');
  });

  it('es week labels follow the locale', () => {
    const labels = weekHoursLabels(hours, 'es');
    expect(labels[0]).toEqual({
      weekday: 'monday',
      name: 'lunes',
      label: 'Abierto de 08:00 a 12:00 y de 14:00 a 18:00',
    });
    expect(labels[6]).toEqual({ weekday: 'sunday', name: 'domingo', label: 'Cerrado 24h' });
  });
});
