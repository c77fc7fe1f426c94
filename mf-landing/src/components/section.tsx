// The frame every landing section shares: a full-width band with a centred, padded column and an optional heading.
import { css } from '@emotion/react';
import { type OjaTheme, useOjaTheme } from '@oja/shared/theme';
import type { ReactNode } from 'react';

/**
 * Below the fold, the browser may skip a section's layout and paint until it nears the viewport: the long page's
 * first layout (and the takeover's) costs a fraction on a phone. The size a skipped section is given until then is
 * an estimate; once it has been drawn the browser remembers its real size (`auto`).
 */
export const offscreenSkip = { contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' } as const;

/** The page's type beyond the theme's: a section's title, the eyebrow above a title, and the lead paragraph under one. */
export const titleText = (theme: OjaTheme) => ({
  ...theme.text.h1,
  [theme.media.md]: { fontSize: theme.fontSizes['4xl'] },
});
export const eyebrowText = (theme: OjaTheme) =>
  ({ ...theme.text.label, textTransform: 'uppercase', letterSpacing: '0.08em' }) as const;
export const leadText = (theme: OjaTheme) => ({ ...theme.text.body, fontSize: theme.fontSizes.lg });

/** Words beside a picture: stacked on phones, two equal columns from 768 px. */
export function twoColumns(theme: OjaTheme) {
  return css({
    display: 'grid',
    gap: theme.space[10],
    alignItems: 'center',
    [theme.media.md]: { gridTemplateColumns: '1fr 1fr', gap: theme.space[16] },
  });
}

export type SectionTone = 'plain' | 'soft' | 'white' | 'dark';

/**
 * A section's full-width band: its background (`soft`: the pale green band; `plain`: the page's background; `white`:
 * a white band; `dark`: the deep green band, in light text), its padding, and what lets the page jump to it.
 */
export function SectionBand({
  id,
  tone = 'plain',
  focusable = false,
  children,
}: {
  id: string;
  tone?: SectionTone;
  /** Focus may be sent here (the audience switch does), so the section itself can take it. */
  focusable?: boolean;
  children: ReactNode;
}) {
  const theme = useOjaTheme();
  const { colors, palette, space, media } = theme;
  const background = {
    plain: colors.background,
    soft: colors.primarySoft,
    white: colors.surface,
    dark: palette.green900,
  }[tone];
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={focusable ? -1 : undefined}
      data-landing-section={id}
      css={css({
        backgroundColor: background,
        color: tone === 'dark' ? colors.textInverse : undefined,
        padding: `${space[16]} ${space[4]}`,
        scrollMarginTop: space[4],
        ...offscreenSkip,
        '&:focus': { outline: 'none' },
        [media.md]: { padding: `${space[24]} ${space[8]}` },
      })}
    >
      {children}
    </section>
  );
}

/** A section's eyebrow, its title (the h2 the section is labelled by) and its intro; `inverse` on the dark band. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  inverse = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  inverse?: boolean;
}) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  return (
    <>
      {eyebrow && (
        <p
          css={css({
            ...eyebrowText(theme),
            color: inverse ? colors.accent : colors.primaryText,
            marginBottom: space[2],
          })}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={`${id}-title`}
        css={css({ ...titleText(theme), color: inverse ? colors.textInverse : colors.textStrong })}
      >
        {title}
      </h2>
      {intro && (
        <p
          css={css({
            ...leadText(theme),
            color: inverse ? theme.palette.green50 : colors.textSecondary,
            marginTop: space[3],
          })}
        >
          {intro}
        </p>
      )}
    </>
  );
}

export interface SectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /** `soft`: the pale green band; `plain`: the page's background; `white`: a white band. */
  tone?: Exclude<SectionTone, 'dark'>;
  children: ReactNode;
  /** Focus may be sent here (the audience switch does), so the section itself can take it. */
  focusable?: boolean;
}

/** A section with its heading above its content, in the page's centred column. */
export function Section({ id, eyebrow, title, intro, tone = 'plain', children, focusable = false }: SectionProps) {
  const theme = useOjaTheme();
  return (
    <SectionBand id={id} tone={tone} focusable={focusable}>
      <div css={css({ maxWidth: 1160, margin: '0 auto' })}>
        <div css={css({ maxWidth: 680, marginBottom: theme.space[10] })}>
          <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />
        </div>
        {children}
      </div>
    </SectionBand>
  );
}
