/**
 * Reads the services' slider and bento sections (JSON documents validated at import) into what the home shows.
 * Defensive on purpose: a field of the wrong type is dropped rather than breaking the whole page.
 */
import type { CompanyHomeQuery } from './company-home.generated';

/** A service as the company home reads it (company-home.graphql). */
export type HomeService = NonNullable<CompanyHomeQuery['company']>['services'][number];

export interface Slide {
  key: string;
  image: string | null;
  title: string | null;
  description: string | null;
  link: string | null;
  /** Colour of the text over the slide; white when none. */
  contrastText: string | null;
  shadowVariant: 'none' | 'light' | 'dark';
}

export interface BentoCell {
  key: string;
  title: string | null;
  subtitle: string | null;
  image: string | null;
  link: string | null;
  span: number;
}
export interface BentoSection {
  key: string;
  title: string | null;
  subtitle: string | null;
  cells: BentoCell[];
}

/** The slider's default pace, in milliseconds per slide (docs/business-rules.md "Look and layout constants"). */
export const SLIDE_MS = 4000;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The services the home lists: those the menu shows too (a hidden service is reached by its own link only). */
export const visibleServices = (services: HomeService[]) => services.filter((service) => !service.hiddenInMenu);

/** Every visible service's slides, in the services' order: the home's slider. */
export function homeSlides(services: HomeService[]): Slide[] {
  return visibleServices(services).flatMap((service) => {
    const section = record(service.sliderSection);
    return list(section?.slides).flatMap((raw, index) => {
      const slide = record(raw);
      if (!slide) return [];
      const shadow = slide.shadowVariant;
      return [
        {
          key: `${service.slug}-${index}`,
          image: text(slide.image) ?? text(slide.backgroundImage),
          title: text(slide.title),
          description: text(slide.description),
          link: text(slide.link),
          contrastText: text(slide.contrastText),
          shadowVariant: shadow === 'light' || shadow === 'dark' ? shadow : 'none',
        },
      ];
    });
  });
}

/** The slider's pace: the first section's timer that is a positive number, else 4000 ms. */
export function slideInterval(services: HomeService[]): number {
  for (const service of visibleServices(services)) {
    const timer = record(service.sliderSection)?.timer;
    if (typeof timer === 'number' && timer > 0) return timer;
  }
  return SLIDE_MS;
}

/**
 * A bento section's cells in grid order: cell i goes to `positions[i]` and spans `proportions[i]` columns,
 * bounded by the grid's width (`columns`). A cell without a position keeps its place after the placed ones.
 */
export function bentoCells(section: Record<string, unknown>, columns: number): Omit<BentoCell, 'key'>[] {
  const positions = list(section.positions);
  const proportions = list(section.proportions);
  return list(section.cells)
    .map((raw, index) => {
      const cell = record(raw) ?? {};
      const position = positions[index];
      const proportion = proportions[index];
      return {
        order: typeof position === 'number' ? position : Number.MAX_SAFE_INTEGER - index,
        index,
        title: text(cell.title),
        subtitle: text(cell.subtitle),
        image: text(cell.image),
        link: text(cell.link),
        span: Math.min(columns, Math.max(1, Math.round(typeof proportion === 'number' ? proportion : 1))),
      };
    })
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ order: _order, index: _index, ...cell }) => cell);
}

/** Every visible service's bento section that has cells. Spans are in desktop columns (three). */
export function homeBentos(services: HomeService[]): BentoSection[] {
  return visibleServices(services).flatMap((service) => {
    const section = record(service.bentosSection);
    if (!section) return [];
    const cells = bentoCells(section, 3).map((cell, index) => ({ ...cell, key: `${service.slug}-${index}` }));
    if (cells.length === 0) return [];
    return [{ key: service.slug, title: text(section.title), subtitle: text(section.subtitle), cells }];
  });
}
