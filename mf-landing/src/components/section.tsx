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

/** Words beside a picture: stacked on phones, two equal columns from 768 px. */
export function twoColumns(theme: OjaTheme) {
  return css({
    display: 'grid',
    gap: theme.space[10],
    alignItems: 'center',
    [theme.media.md]: { gridTemplateColumns: '1fr 1fr', gap: theme.space[16] },
  });
}

export interface SectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  /** `soft`: the pale green band; `plain`: the page's background; `white`: a white band. */
  tone?: 'plain' | 'soft' | 'white';
  children: ReactNode;
  /** Focus may be sent here (the audience switch does), so the section itself can take it. */
  focusable?: boolean;
}

export function Section({ id, eyebrow, title, intro, tone = 'plain', children, focusable = false }: SectionProps) {
  const theme = useOjaTheme();
  const background = { plain: theme.colors.background, soft: theme.colors.primarySoft, white: theme.colors.surface }[
    tone
  ];
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={focusable ? -1 : undefined}
      data-landing-section={id}
      css={css({
        backgroundColor: background,
        padding: `${theme.space[16]} ${theme.space[4]}`,
        scrollMarginTop: theme.space[4],
        ...offscreenSkip,
        '&:focus': { outline: 'none' },
        [theme.media.md]: { padding: `${theme.space[24]} ${theme.space[8]}` },
      })}
    >
      <div css={css({ maxWidth: 1160, margin: '0 auto' })}>
        <div css={css({ maxWidth: 680, marginBottom: theme.space[10] })}>
          {eyebrow && (
            <p
              css={css({
                ...theme.text.label,
                color: theme.colors.primaryText,
                textTransform: 'uppercase',
                letterSpacing: '0.08em',
                marginBottom: theme.space[2],
              })}
            >
              {eyebrow}
            </p>
          )}
          <h2
            id={`${id}-title`}
            css={css({
              ...theme.text.h1,
              color: theme.colors.textStrong,
              [theme.media.md]: { fontSize: theme.fontSizes['4xl'] },
            })}
          >
            {title}
          </h2>
          {intro && (
            <p
              css={css({
                ...theme.text.body,
                fontSize: theme.fontSizes.lg,
                color: theme.colors.textSecondary,
                marginTop: theme.space[3],
              })}
            >
              {intro}
            </p>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
