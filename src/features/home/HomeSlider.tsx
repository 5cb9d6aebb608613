import { useRef, type FocusEvent, type TouchEvent } from 'react';
import { PlainButton } from '@/src/ui/PlainButton';
import { Text } from '@/src/ui/Text';
import Image from 'next/image';
import Link from 'next/link';
import { useTranslation } from '@/src/client/i18n/use-translation';
import type { Slide } from './home-sections';
import { useSlider } from './use-slider';
import styles from './HomeSlider.module.css';

/** The slide change: 250 ms, linear (docs/business-rules.md "Look and layout constants"). */
export const SLIDE_TRANSITION = 'transform 250ms linear';

const SWIPE_PX = 40;

const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

function SlideBody({ slide, first }: { slide: Slide; first: boolean }) {
  return (
    <>
      {slide.image && (
        // The first slide is the page's largest paint: preloaded and fetched first; the others wait (lazy).
        <Image
          src={slide.image}
          alt=""
          fill
          sizes="100vw"
          preload={first}
          fetchPriority={first ? 'high' : undefined}
          loading={first ? 'eager' : 'lazy'}
          style={{ objectFit: 'cover' }}
        />
      )}
      {(slide.title || slide.description) && (
        <div className={`${styles.shade} ${styles[slide.shadowVariant]}`}>
          <div className={styles.caption} style={slide.contrastText ? { color: slide.contrastText } : undefined}>
            {slide.title && (
              <Text component="p" className={styles.title}>
                {slide.title}
              </Text>
            )}
            {slide.description && (
              <Text component="p" className={styles.description}>
                {slide.description}
              </Text>
            )}
          </div>
        </div>
      )}
    </>
  );
}

/**
 * The home's slider: the services' slides, one at a time, full width. A carousel in the WAI-ARIA sense: a region
 * with previous/next buttons, a pause button and one dot per slide, all reachable by keyboard; slides out of view
 * are inert so Tab never lands on a hidden link. Announced politely only while it is not moving on its own.
 */
export function HomeSlider({ slides, interval, title }: { slides: Slide[]; interval: number; title: string | null }) {
  const { t } = useTranslation('home');
  const slider = useSlider(slides.length, interval);
  const touchStartX = useRef<number | null>(null);
  if (slides.length === 0) return null;

  // A sideways swipe of more than 40 px moves one slide, as phone users expect of a slider.
  function onTouchEnd(event: TouchEvent<HTMLElement>) {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) <= SWIPE_PX) return;
    if (end < start) slider.next();
    else slider.previous();
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) slider.setFocused(false);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={title ?? t('slider.label')}
      data-testid="home-slider"
      onMouseEnter={() => slider.setHovered(true)}
      onMouseLeave={() => slider.setHovered(false)}
      onFocus={() => slider.setFocused(true)}
      onBlur={onBlur}
      onTouchStart={(event) => {
        touchStartX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={onTouchEnd}
      className={styles.slider}
    >
      <div
        aria-live={slider.rotating ? 'off' : 'polite'}
        data-testid="home-slider-track"
        className={styles.track}
        style={{
          transform: `translateX(-${slider.index * 100}%)`,
          transition: slider.animated ? SLIDE_TRANSITION : 'none',
        }}
      >
        {slides.map((slide, index) => {
          const current = index === slider.index;
          return (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slider.position', { current: index + 1, total: slides.length })}
              aria-hidden={!current}
              inert={!current}
              data-current={current}
              className={styles.slide}
            >
              {slide.link ? (
                isExternal(slide.link) ? (
                  <a href={slide.link} className={styles.frame}>
                    <SlideBody slide={slide} first={index === 0} />
                  </a>
                ) : (
                  <Link href={slide.link} className={styles.frame}>
                    <SlideBody slide={slide} first={index === 0} />
                  </Link>
                )
              ) : (
                <div className={styles.frame}>
                  <SlideBody slide={slide} first={index === 0} />
                </div>
              )}
            </div>
          );
        })}
      </div>
      {slides.length > 1 && (
        <>
          {/* Round 44 px controls as IconButton draws them, on plain buttons (IconButton's module also brings
              CircularProgress, ButtonBase its ripple). */}
          <PlainButton
            aria-label={t('slider.previous')}
            onClick={slider.previous}
            className={`${styles.control} ${styles.previous}`}
          >
            <span aria-hidden className={styles.arrow}>
              ‹
            </span>
          </PlainButton>
          <PlainButton
            aria-label={t('slider.next')}
            onClick={slider.next}
            className={`${styles.control} ${styles.next}`}
          >
            <span aria-hidden className={styles.arrow}>
              ›
            </span>
          </PlainButton>
          <div className={styles.dots}>
            <PlainButton
              aria-label={slider.rotating ? t('slider.pause') : t('slider.play')}
              onClick={slider.toggleRotation}
              className={styles.pause}
            >
              <span aria-hidden className={styles.pauseGlyph}>
                {slider.rotating ? '❚❚' : '▶'}
              </span>
            </PlainButton>
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                aria-label={t('slider.goTo', { current: index + 1 })}
                aria-current={index === slider.index ? 'true' : undefined}
                onClick={() => slider.goTo(index)}
                className={styles.dot}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
