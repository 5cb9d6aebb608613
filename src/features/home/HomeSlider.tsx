import { useRef, type FocusEvent, type TouchEvent } from 'react';
import Box from '@mui/material/Box';
import { PlainButton } from '@/src/ui/PlainButton';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { Slide } from './home-sections';
import { useSlider } from './use-slider';

/** The slide change: 250 ms, linear (docs/business-rules.md "Look and layout constants"). */
export const SLIDE_TRANSITION = 'transform 250ms linear';

const SWIPE_PX = 40;

const SHADOWS = {
  none: 'linear-gradient(to top, rgba(0,0,0,0.45), rgba(0,0,0,0) 70%)',
  dark: 'linear-gradient(to top, rgba(0,0,0,0.7), rgba(0,0,0,0.1) 80%)',
  light: 'linear-gradient(to top, rgba(255,255,255,0.85), rgba(255,255,255,0) 80%)',
} as const;

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
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'flex-end',
            background: SHADOWS[slide.shadowVariant],
          }}
        >
          <Box
            sx={{
              width: '100%',
              maxWidth: 960,
              mx: 'auto',
              px: { xs: 7, md: 2 },
              pb: { xs: 5, md: 6 },
              color: slide.contrastText ?? '#fff',
            }}
          >
            {slide.title && (
              <Typography
                component="p"
                sx={{
                  fontFamily: 'inherit',
                  fontWeight: 700,
                  fontSize: { xs: '1.375rem', md: '2rem' },
                  lineHeight: 1.2,
                }}
              >
                {slide.title}
              </Typography>
            )}
            {slide.description && (
              <Typography component="p" sx={{ mt: 0.5, fontSize: { xs: '0.9375rem', md: '1.125rem' } }}>
                {slide.description}
              </Typography>
            )}
          </Box>
        </Box>
      )}
    </>
  );
}

// Round 44 px controls as IconButton draws them, on plain buttons (IconButton's module also brings CircularProgress, ButtonBase its ripple).
const control = {
  width: 44,
  height: 44,
  borderRadius: '50%',
  bgcolor: 'rgba(255,255,255,0.9)',
  color: 'primary.main',
  boxShadow: 1,
  '&:hover': { bgcolor: '#fff' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
} as const;

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
    <Box
      component="section"
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
      sx={{ position: 'relative', overflow: 'hidden', bgcolor: 'primary.main' }}
    >
      <Box
        aria-live={slider.rotating ? 'off' : 'polite'}
        data-testid="home-slider-track"
        sx={{
          display: 'flex',
          transform: `translateX(-${slider.index * 100}%)`,
          transition: slider.animated ? SLIDE_TRANSITION : 'none',
        }}
      >
        {slides.map((slide, index) => {
          const current = index === slider.index;
          const frame = {
            position: 'relative',
            display: 'block',
            aspectRatio: { xs: '16 / 9', md: '3 / 1' },
            maxHeight: 420,
            width: '100%',
            color: 'inherit',
            textDecoration: 'none',
          } as const;
          return (
            <Box
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slider.position', { current: index + 1, total: slides.length })}
              aria-hidden={!current}
              inert={!current}
              data-current={current}
              sx={{ flex: '0 0 100%', minWidth: 0 }}
            >
              {slide.link ? (
                isExternal(slide.link) ? (
                  <Box component="a" href={slide.link} sx={frame}>
                    <SlideBody slide={slide} first={index === 0} />
                  </Box>
                ) : (
                  <Box component={Link} href={slide.link} sx={frame}>
                    <SlideBody slide={slide} first={index === 0} />
                  </Box>
                )
              ) : (
                <Box sx={frame}>
                  <SlideBody slide={slide} first={index === 0} />
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      {slides.length > 1 && (
        <>
          <PlainButton
            aria-label={t('slider.previous')}
            onClick={slider.previous}
            sx={{ ...control, position: 'absolute', left: 8, top: '50%', transform: 'translateY(-50%)' }}
          >
            <Box component="span" aria-hidden sx={{ fontSize: 28, lineHeight: 1 }}>
              ‹
            </Box>
          </PlainButton>
          <PlainButton
            aria-label={t('slider.next')}
            onClick={slider.next}
            sx={{ ...control, position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)' }}
          >
            <Box component="span" aria-hidden sx={{ fontSize: 28, lineHeight: 1 }}>
              ›
            </Box>
          </PlainButton>
          <Box
            sx={{
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: 0,
              display: 'flex',
              justifyContent: 'center',
              alignItems: 'center',
              gap: 0.5,
            }}
          >
            <PlainButton
              aria-label={slider.rotating ? t('slider.pause') : t('slider.play')}
              onClick={slider.toggleRotation}
              sx={{
                width: 44,
                height: 44,
                borderRadius: '50%',
                color: '#fff',
                '&:focus-visible': control['&:focus-visible'],
              }}
            >
              <Box component="span" aria-hidden sx={{ fontSize: 16, fontWeight: 700 }}>
                {slider.rotating ? '❚❚' : '▶'}
              </Box>
            </PlainButton>
            {slides.map((slide, index) => (
              <Box
                key={slide.key}
                component="button"
                type="button"
                aria-label={t('slider.goTo', { current: index + 1 })}
                aria-current={index === slider.index ? 'true' : undefined}
                onClick={() => slider.goTo(index)}
                sx={{
                  width: 44,
                  height: 44,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  '&::after': {
                    content: '""',
                    width: index === slider.index ? 22 : 10,
                    height: 10,
                    borderRadius: 5,
                    bgcolor: '#fff',
                    opacity: index === slider.index ? 1 : 0.6,
                    boxShadow: '0 0 0 1px rgba(0,0,0,0.35)',
                    transition: 'width 250ms linear',
                  },
                  '&:focus-visible': { outline: '3px solid #fff', outlineOffset: -6 },
                }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
