import { css } from '@emotion/react';
import { type OjaTheme, useOjaTheme } from '@oja/shared/theme';
import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface CardProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Header title, a heading (not a landmark: a dashboard of stat cards would drown in regions). */
  title?: ReactNode;
  /** Heading level of the title, to fit the page's outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Header extras on the right: a period button, a "View All" link. */
  actions?: ReactNode;
  padding?: CardPadding;
}

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

/** A page of stacked sections (a Settings page): one column, as wide as it reads well, padded like the other pages. */
export function sectionColumnStyles(theme: OjaTheme, maxWidth: number) {
  const { space } = theme;
  return css({
    padding: space[4],
    display: 'grid',
    gap: space[5],
    maxWidth,
    [theme.media.md]: { padding: space[8] },
  });
}

/**
 * The card surface (white, hairline border, soft shadow) for an element of its own: a dashboard `<section>` or
 * `<article>` gets the look of a Card without its header.
 */
export function cardStyles(theme: OjaTheme, padding: CardPadding = 'md') {
  const { space } = theme;
  // Phones get a step less padding than desktops: their width is better spent on content.
  const inset = {
    none: [space[0], space[0]],
    sm: [space[3], space[4]],
    md: [space[4], space[6]],
    lg: [space[5], space[8]],
  }[padding];
  return css({
    backgroundColor: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.lg,
    boxShadow: theme.shadows.xs,
    padding: inset[0],
    minWidth: 0,
    [theme.media.md]: { padding: inset[1] },
  });
}

/** A white surface with a hairline border: stat cards, panels, tables, forms. */
export function Card({ title, titleAs: Heading = 'h2', actions, padding = 'md', children, ...props }: CardProps) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const hasHeader = Boolean(title || actions);
  return (
    <div css={cardStyles(theme, padding)} {...props}>
      {hasHeader && (
        <header
          css={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: space[3],
            flexWrap: 'wrap',
            // As tall as a small button, so cards side by side keep their titles level with or without actions.
            minHeight: theme.controlHeights.sm,
            marginBottom: space[5],
            ...(padding === 'none' && { padding: `${space[4]} ${space[5]}`, marginBottom: 0 }),
          })}
        >
          {title && <Heading css={css({ ...theme.text.h3, color: colors.text })}>{title}</Heading>}
          {actions && <div css={css({ display: 'flex', alignItems: 'center', gap: space[2] })}>{actions}</div>}
        </header>
      )}
      {children}
    </div>
  );
}
