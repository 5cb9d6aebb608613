/**
 * What the home reads from the services' JSON sections: the slides of the visible services in order, the pace,
 * and bento cells placed by positions and sized by proportions (bounded by the grid), with bad fields dropped.
 */
import { describe, expect, it } from 'vitest';
import { bentoCells, homeBentos, homeSlides, slideInterval, SLIDE_MS } from '@/src/features/home/home-sections';
import type { HomeService } from '@/src/features/home/home-sections';
import ptBR from '@/locales/pt-BR/home.json';
import en from '@/locales/en/home.json';
import es from '@/locales/es/home.json';

/** Every key of a nested message file, dotted. */
const keys = (messages: object, prefix = ''): string[] =>
  Object.entries(messages)
    .flatMap(([key, value]) =>
      typeof value === 'object' && value ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
    )
    .sort();

describe('the home namespace', () => {
  it('has every key in pt-BR, en and es', () => {
    expect(keys(en)).toEqual(keys(ptBR));
    expect(keys(es)).toEqual(keys(ptBR));
  });
});

const service = (slug: string, extra: Partial<HomeService> = {}): HomeService => ({
  _id: slug,
  slug,
  title: slug,
  name: slug,
  description: null,
  icon: null,
  color: null,
  hiddenInMenu: false,
  sliderSection: null,
  bentosSection: null,
  ...extra,
});

describe('homeSlides', () => {
  it("takes every visible service's slides in order, skipping hidden services and malformed slides", () => {
    const services = [
      service('delivery', {
        sliderSection: {
          timer: 4000,
          slides: [
            { image: '/a.svg', title: 'A', link: '/delivery/lanches', contrastText: '#fff', shadowVariant: 'dark' },
            'junk',
          ],
        },
      }),
      service('escondido', { hiddenInMenu: true, sliderSection: { slides: [{ title: 'Hidden' }] } }),
      service('hospitalidade', {
        sliderSection: { slides: [{ backgroundImage: '/b.svg', title: 'B', shadowVariant: 'purple' }] },
      }),
    ];
    expect(homeSlides(services)).toEqual([
      {
        key: 'delivery-0',
        image: '/a.svg',
        title: 'A',
        description: null,
        link: '/delivery/lanches',
        contrastText: '#fff',
        shadowVariant: 'dark',
      },
      {
        key: 'hospitalidade-0',
        image: '/b.svg',
        title: 'B',
        description: null,
        link: null,
        contrastText: null,
        shadowVariant: 'none',
      },
    ]);
  });

  it("paces by the first visible section's timer, else 4000 ms", () => {
    expect(slideInterval([service('a', { sliderSection: { timer: 6000 } })])).toBe(6000);
    expect(slideInterval([service('a', { sliderSection: { timer: -1 } })])).toBe(SLIDE_MS);
    expect(SLIDE_MS).toBe(4000);
  });
});

describe('bentoCells', () => {
  const cells = [{ title: 'A' }, { title: 'B' }, { title: 'C' }, { title: 'D' }];

  it('orders the cells by their positions and spans them by their proportions', () => {
    const placed = bentoCells({ positions: [3, 0, 2, 1], proportions: [2, 1, 1, 2], cells }, 3);
    expect(placed.map((c) => [c.title, c.span])).toEqual([
      ['B', 1],
      ['D', 2],
      ['C', 1],
      ['A', 2],
    ]);
  });

  it('bounds a span by the number of columns, and a cell without a position or proportion comes last with span 1', () => {
    const placed = bentoCells({ positions: [1, 0], proportions: [5, 1], cells: cells.slice(0, 3) }, 2);
    expect(placed.map((c) => [c.title, c.span])).toEqual([
      ['B', 1],
      ['A', 2],
      ['C', 1],
    ]);
  });

  it('keeps only visible services with cells', () => {
    const sections = homeBentos([
      service('hospitalidade', {
        bentosSection: {
          title: 'Para cada viajante',
          positions: [0],
          proportions: [2],
          cells: [{ title: 'Famílias', link: '/hospitalidade/familias' }],
        },
      }),
      service('vazio', { bentosSection: { positions: [], proportions: [], cells: [] } }),
      service('escondido', {
        hiddenInMenu: true,
        bentosSection: { positions: [0], proportions: [1], cells: [{ title: 'X' }] },
      }),
    ]);
    expect(sections).toEqual([
      {
        key: 'hospitalidade',
        title: 'Para cada viajante',
        subtitle: null,
        cells: [
          {
            key: 'hospitalidade-0',
            title: 'Famílias',
            subtitle: null,
            image: null,
            link: '/hospitalidade/familias',
            span: 2,
          },
        ],
      },
    ]);
  });
});
