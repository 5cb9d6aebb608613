// @vitest-environment jsdom
/**
 * The home slider as a visitor meets it: it moves on after 4000 ms, stays while the pointer is over it or focus is
 * inside it, never moves under prefers-reduced-motion, and its previous/next buttons, dots and pause button work by
 * their accessible names. Slides out of view are hidden from assistive technology and from Tab.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ptBR from '@/locales/pt-BR/home.json';
import { HomeSlider } from '@/src/features/home/HomeSlider';
import type { Slide } from '@/src/features/home/home-sections';

const slide = (n: number, link: string | null = null): Slide => ({
  key: `s${n}`,
  image: `/demo/aeroporto/banner-${n}.svg`,
  title: `Slide ${n}`,
  description: null,
  link,
  contrastText: null,
  shadowVariant: 'none',
});
const SLIDES = [slide(1, '/delivery/lanches/ref=banner-lanches'), slide(2, '/delivery/baratos'), slide(3)];

function stubReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

async function renderSlider(slides = SLIDES) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'pt-BR', resources: { 'pt-BR': { home: ptBR } }, defaultNS: 'home' });
  return render(
    <I18nextProvider i18n={i18n}>
      <HomeSlider slides={slides} interval={4000} title="Destaques" />
    </I18nextProvider>,
  );
}

/** The accessible name of the slide in view ('2 de 3'). */
const current = () =>
  document.querySelector('[aria-roledescription="slide"][data-current="true"]')?.getAttribute('aria-label');
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('HomeSlider', () => {
  it('is a labelled carousel of slides and moves on after 4000 ms, round and round', async () => {
    await renderSlider();
    expect(screen.getByRole('region', { name: 'Destaques' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(current()).toBe('1 de 3');
    wait(3999);
    expect(current()).toBe('1 de 3');
    wait(1);
    expect(current()).toBe('2 de 3');
    wait(4000);
    wait(4000);
    expect(current()).toBe('1 de 3');
  });

  it('does not move while the pointer is over it, and moves again after it leaves', async () => {
    await renderSlider();
    const region = screen.getByRole('region', { name: 'Destaques' });
    fireEvent.mouseEnter(region);
    wait(12000);
    expect(current()).toBe('1 de 3');
    fireEvent.mouseLeave(region);
    wait(4000);
    expect(current()).toBe('2 de 3');
  });

  it('does not move while focus is inside it', async () => {
    await renderSlider();
    const dot = screen.getByRole('button', { name: 'Ir para o slide 3' });
    act(() => dot.focus());
    wait(12000);
    expect(current()).toBe('1 de 3');
    act(() => dot.blur());
    wait(4000);
    expect(current()).toBe('2 de 3');
  });

  it('never moves on its own under prefers-reduced-motion: reduce, but the buttons still work', async () => {
    stubReducedMotion(true);
    await renderSlider();
    wait(20000);
    expect(current()).toBe('1 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo slide' }));
    expect(current()).toBe('2 de 3');
    wait(20000);
    expect(current()).toBe('2 de 3');
  });

  it('goes back and forth with the labelled buttons and the dots, wrapping at the ends', async () => {
    await renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Slide anterior' }));
    expect(current()).toBe('3 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo slide' }));
    expect(current()).toBe('1 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Ir para o slide 2' }));
    expect(current()).toBe('2 de 3');
    expect(screen.getByRole('button', { name: 'Ir para o slide 2' }).getAttribute('aria-current')).toBe('true');
  });

  it('moves one slide per sideways swipe of more than 40 px, and not for a tap', async () => {
    await renderSlider();
    const track = screen.getByTestId('home-slider-track');
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(track, { touches: [{ clientX: from, clientY: 50 }] });
      fireEvent.touchEnd(track, { changedTouches: [{ clientX: to, clientY: 50 }] });
    };
    swipe(300, 100);
    expect(current()).toBe('2 de 3');
    swipe(100, 300);
    expect(current()).toBe('1 de 3');
    swipe(200, 180);
    expect(current()).toBe('1 de 3');
  });

  it('stops and resumes with the pause button', async () => {
    await renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar a apresentação' }));
    wait(12000);
    expect(current()).toBe('1 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Retomar a apresentação' }));
    wait(4000);
    expect(current()).toBe('2 de 3');
  });

  it('hides the slides out of view from assistive technology and Tab, and only the first image loads eagerly', async () => {
    await renderSlider();
    const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true']);
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/delivery/lanches/ref=banner-lanches');
    const images = [...document.querySelectorAll('img')];
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]!.getAttribute('loading')).not.toBe('lazy');
    expect(images.slice(1).map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
  });

  it('shows one slide without any controls, and nothing without slides', async () => {
    const { unmount } = await renderSlider([slide(1)]);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    await renderSlider([]);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
