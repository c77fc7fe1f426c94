// The ride section's coverflow carousel (item 4 of docs/product/screens.md, "Landing page"): 1 slide below 640 px, 1.5
// from 640, 3 from 1024; autoplay every 5000 ms; starts on the second picture; the active slide full size, the others
// dimmed and blurred.
//
// Swiper is ~40 KiB of script the first screen does not need: it is fetched when the section comes near the
// viewport. Until then (and in the prerendered HTML) a static copy of the same layout stands in, so Swiper's
// arrival moves nothing.
import { css, Global } from '@emotion/react';
import { useInView } from '@oja/shared/hooks';
import { focusRing, type OjaTheme, useOjaTheme } from '@oja/shared/theme';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import type { SwiperProps, SwiperSlideProps } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { type Artwork, RIDE_IMAGES, sizedImage } from '../assets';
import { useMotionAllowed } from '../hooks/use-motion-allowed';
import { icons } from './icons';

export const CAROUSEL_AUTOPLAY_MS = 5000;
/** Spec: the carousel starts on the second image. */
export const CAROUSEL_START_INDEX = 1;
/** Slides per view from each min-width up (docs/product/screens.md, "Landing page"). */
export const SLIDES_PER_VIEW = { base: 1, sm: 1.5, lg: 3 } as const;

interface SwiperParts {
  Swiper: ComponentType<SwiperProps>;
  SwiperSlide: ComponentType<SwiperSlideProps>;
  modules: NonNullable<SwiperProps['modules']>;
  styles: string;
}

async function loadSwiper(): Promise<SwiperParts> {
  const [react, modules, core] = await Promise.all([
    import(/* webpackChunkName: "swiper" */ 'swiper/react'),
    import(/* webpackChunkName: "swiper" */ 'swiper/modules'),
    import(/* webpackChunkName: "swiper" */ 'swiper-core.css?raw'),
  ]);
  return {
    Swiper: react.Swiper,
    SwiperSlide: react.SwiperSlide,
    modules: [modules.EffectCoverflow, modules.Autoplay, modules.A11y, modules.Keyboard],
    styles: core.default,
  };
}

function slideLook(theme: OjaTheme, active: boolean) {
  return css({
    padding: `0 ${theme.space[2]}`,
    boxSizing: 'border-box',
    '& img': {
      width: '100%',
      height: 'auto',
      aspectRatio: '4 / 3',
      borderRadius: theme.radii.xl,
      boxShadow: theme.shadows.md,
      transition: 'filter 0.4s ease, opacity 0.4s ease',
      '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      filter: active ? 'none' : 'blur(3px) brightness(0.75)',
      opacity: active ? 1 : 0.75,
    },
  });
}

function SlideImage({ image, eager }: { image: Artwork; eager: boolean }) {
  return <img {...sizedImage(image)} alt={image.alt} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}

/** The carousel before Swiper: the same slide widths and starting position, drawn with CSS alone. */
function StaticCarousel() {
  const theme = useOjaTheme();
  const { media } = theme;
  // Slide i starts at i * width; the track shifts so that the start slide is centred: 50% - (start + 0.5) * width.
  const shift = (perView: number) => `calc(50% - ${(CAROUSEL_START_INDEX + 0.5) * (100 / perView)}%)`;
  return (
    <div css={css({ overflow: 'hidden' })} data-carousel="static">
      <div
        css={css({
          display: 'flex',
          marginLeft: shift(SLIDES_PER_VIEW.base),
          [media.sm]: { marginLeft: shift(SLIDES_PER_VIEW.sm) },
          [media.lg]: { marginLeft: shift(SLIDES_PER_VIEW.lg) },
        })}
      >
        {RIDE_IMAGES.map((image, index) => (
          <div
            key={image.alt}
            css={[
              css({
                flex: '0 0 100%',
                [media.sm]: { flexBasis: `${100 / SLIDES_PER_VIEW.sm}%` },
                [media.lg]: { flexBasis: `${100 / SLIDES_PER_VIEW.lg}%` },
                transform: index === CAROUSEL_START_INDEX ? 'none' : 'scale(0.9)',
              }),
              slideLook(theme, index === CAROUSEL_START_INDEX),
            ]}
          >
            <SlideImage image={image} eager={false} />
          </div>
        ))}
      </div>
    </div>
  );
}

function LiveCarousel({
  parts,
  motionAllowed,
  onReady,
}: {
  parts: SwiperParts;
  motionAllowed: boolean;
  onReady: (swiper: SwiperInstance) => void;
}) {
  const theme = useOjaTheme();
  const { Swiper, SwiperSlide, modules, styles } = parts;
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (motionAllowed) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, motionAllowed]);

  return (
    <div
      css={css({
        '& .swiper-slide': slideLook(theme, true),
        '& .swiper-slide:not(.swiper-slide-active) img': {
          filter: 'blur(3px) brightness(0.75)',
          opacity: 0.75,
        },
        // Only the active slide and its two neighbours show: the coverflow's depth pulls the slides beyond them
        // into view on one side only (none before the first), which left the row lopsided at 1280 px.
        '& .swiper-wrapper > .swiper-slide': { transition: 'opacity 0.4s ease' },
        '& .swiper-slide:not(.swiper-slide-active):not(.swiper-slide-prev):not(.swiper-slide-next)': { opacity: 0 },
      })}
    >
      <Global styles={styles} />
      <Swiper
        modules={modules}
        effect="coverflow"
        centeredSlides
        initialSlide={CAROUSEL_START_INDEX}
        slidesPerView={SLIDES_PER_VIEW.base}
        breakpoints={{
          [theme.breakpoints.sm]: { slidesPerView: SLIDES_PER_VIEW.sm },
          [theme.breakpoints.lg]: { slidesPerView: SLIDES_PER_VIEW.lg },
        }}
        coverflowEffect={{ rotate: 0, stretch: 0, depth: 140, modifier: 1, slideShadows: false }}
        autoplay={{ delay: CAROUSEL_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          prevSlideMessage: 'Previous picture',
          nextSlideMessage: 'Next picture',
          slideLabelMessage: '{{index}} of {{slidesLength}}',
        }}
        grabCursor
        speed={600}
        onSwiper={(instance) => {
          setSwiper(instance);
          onReady(instance);
          // Reduced motion (or off screen) at start: no autoplay at all, not even a first tick.
          if (!motionAllowed) instance.autoplay.stop();
        }}
        data-carousel="live"
      >
        {RIDE_IMAGES.map((image) => (
          // No css prop on SwiperSlide: emotion would wrap it, and Swiper only takes its own slide type as a slide.
          <SwiperSlide key={image.alt}>
            <SlideImage image={image} eager />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}

export function RideCarousel() {
  const theme = useOjaTheme();
  const frame = useRef<HTMLElement>(null);
  const near = useInView(frame, { rootMargin: '600px 0px', once: true });
  const motionAllowed = useMotionAllowed(frame);
  const [parts, setParts] = useState<SwiperParts | null>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);

  useEffect(() => {
    if (!near || parts) return;
    let current = true;
    loadSwiper()
      .then((loaded) => {
        if (current) setParts(loaded);
      })
      .catch((error: unknown) => {
        // The static pictures stay: the section still reads, it only does not turn.
        console.warn('[mf-landing] the carousel could not load', error);
      });
    return () => {
      current = false;
    };
  }, [near, parts]);

  const arrow = css({
    width: 44,
    height: 44,
    display: 'grid',
    placeItems: 'center',
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.border}`,
    backgroundColor: theme.colors.surface,
    color: theme.colors.text,
    cursor: 'pointer',
    boxShadow: theme.shadows.xs,
    '&:hover': { backgroundColor: theme.colors.surfaceHover },
    '&:focus-visible': focusRing(theme),
    '& svg': { width: 20, height: 20 },
  });

  return (
    <section ref={frame} aria-roledescription="carousel" aria-label="Rides with Oja">
      {parts ? (
        <LiveCarousel parts={parts} motionAllowed={motionAllowed} onReady={(swiper) => (swiperRef.current = swiper)} />
      ) : (
        <StaticCarousel />
      )}
      <div css={css({ display: 'flex', justifyContent: 'center', gap: theme.space[3], marginTop: theme.space[6] })}>
        <button type="button" css={arrow} aria-label="Previous picture" onClick={() => swiperRef.current?.slidePrev()}>
          <span css={css({ transform: 'rotate(90deg)', display: 'grid' })}>{icons.chevron}</span>
        </button>
        <button type="button" css={arrow} aria-label="Next picture" onClick={() => swiperRef.current?.slideNext()}>
          <span css={css({ transform: 'rotate(-90deg)', display: 'grid' })}>{icons.chevron}</span>
        </button>
      </div>
    </section>
  );
}
