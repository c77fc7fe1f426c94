// The audience switch (item 2 of docs/product/screens.md, "Landing page"): Customers / Merchants / Riders. The spec
// shows the buttons without behaviour; ours (docs/product/landing.md): the chosen one looks selected (aria-pressed) and the
// panel under the buttons changes to what Oja offers that audience, with the step it can take today and a link to
// the section of the page that says more. The three panels share one grid cell, so the card keeps the height of
// the tallest and a switch moves nothing below it.
import { css } from '@emotion/react';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { buttonStyles, ListMarker } from '@oja/shared/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AUDIENCES, type Audience, type Destination } from '../lib/content';

/** A call to action of the page: a route of the site, or a section of this page. */
export function DestinationLink({
  to,
  className,
  children,
}: {
  to: Destination;
  className?: string;
  children: string;
}) {
  return 'route' in to ? (
    <Link to={to.route} className={className}>
      {children}
    </Link>
  ) : (
    <a href={`#${to.anchor}`} className={className}>
      {children}
    </a>
  );
}

export function AudienceSwitch({ initial = 'customers' }: { initial?: Audience }) {
  const theme = useOjaTheme();
  const [selected, setSelected] = useState<Audience>(initial);
  const { space, colors, media } = theme;

  return (
    <section
      aria-labelledby="audience-title"
      data-landing-section="audience"
      css={css({ position: 'relative', zIndex: 1, padding: `0 ${space[4]}`, marginTop: `-${space[12]}` })}
    >
      <div
        css={css({
          maxWidth: 880,
          margin: '0 auto',
          backgroundColor: colors.surface,
          borderRadius: theme.radii.xl,
          boxShadow: theme.shadows.lg,
          padding: space[4],
          [media.md]: { padding: space[6] },
        })}
      >
        <div css={css({ [media.md]: { display: 'flex', alignItems: 'center', gap: space[6] } })}>
          <h2
            id="audience-title"
            css={css({
              ...theme.text.h3,
              color: colors.textStrong,
              marginBottom: space[3],
              whiteSpace: 'nowrap',
              [media.md]: { marginBottom: 0 },
            })}
          >
            Oja is for
          </h2>
          <fieldset
            aria-labelledby="audience-title"
            css={css({
              display: 'grid',
              gridTemplateColumns: 'repeat(3, 1fr)',
              gap: space[1],
              padding: space[1],
              borderRadius: theme.radii.lg,
              backgroundColor: colors.surfaceSunken,
              flex: 1,
              border: 0,
              margin: 0,
              minWidth: 0,
            })}
          >
            {AUDIENCES.map((audience) => {
              const isSelected = audience.id === selected;
              return (
                <button
                  key={audience.id}
                  type="button"
                  aria-pressed={isSelected}
                  aria-controls="audience-panels"
                  data-audience={audience.id}
                  onClick={() => setSelected(audience.id)}
                  css={css({
                    ...theme.text.label,
                    fontSize: theme.fontSizes.md,
                    minHeight: theme.controlHeights.md,
                    border: 0,
                    borderRadius: theme.radii.md,
                    cursor: 'pointer',
                    padding: `${space[2]} ${space[2]}`,
                    backgroundColor: isSelected ? colors.primary : 'transparent',
                    color: isSelected ? colors.onPrimary : colors.textSecondary,
                    boxShadow: isSelected ? theme.shadows.sm : 'none',
                    transition: `background-color ${theme.motion.durations.base} ${theme.motion.easings.standard}`,
                    '&:hover': { backgroundColor: isSelected ? colors.primaryHover : colors.surface },
                    '&:focus-visible': focusRing(theme),
                  })}
                >
                  {audience.label}
                </button>
              );
            })}
          </fieldset>
        </div>
        <div id="audience-panels" aria-live="polite" css={css({ display: 'grid', marginTop: space[5] })}>
          {AUDIENCES.map((audience) => (
            <AudiencePanel key={audience.id} audience={audience} shown={audience.id === selected} />
          ))}
        </div>
      </div>
    </section>
  );
}

function AudiencePanel({ audience, shown }: { audience: (typeof AUDIENCES)[number]; shown: boolean }) {
  const theme = useOjaTheme();
  const { space, colors, media } = theme;
  return (
    <div
      data-audience-panel={audience.id}
      // Hidden panels keep their place (the cell is as tall as the tallest) but are neither seen nor reachable.
      css={css({ gridArea: '1 / 1', visibility: shown ? 'visible' : 'hidden', minWidth: 0 })}
    >
      <h3 css={css({ ...theme.text.h3, color: colors.textStrong, margin: 0 })}>{audience.title}</h3>
      <p css={css({ ...theme.text.body, color: colors.textSecondary, margin: `${space[2]} 0 0` })}>{audience.body}</p>
      <ul
        css={css({
          listStyle: 'none',
          padding: 0,
          margin: `${space[4]} 0 0`,
          display: 'grid',
          gap: space[2],
          [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: space[4] },
        })}
      >
        {audience.points.map((point) => (
          <li key={point} css={css({ display: 'flex', gap: space[2], ...theme.text.bodySm, color: colors.text })}>
            <ListMarker background={colors.primarySoft} color={colors.primaryText} size={20}>
              ✓
            </ListMarker>
            {point}
          </li>
        ))}
      </ul>
      <div css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[4], marginTop: space[5] })}>
        <DestinationLink
          to={audience.action.to}
          css={[buttonStyles(theme, { variant: 'primary' }), css({ textDecoration: 'none' })]}
        >
          {audience.action.label}
        </DestinationLink>
        <a
          href={`#${audience.more.anchor}`}
          css={css({
            ...theme.text.label,
            color: colors.primaryText,
            borderRadius: theme.radii.sm,
            '&:focus-visible': focusRing(theme),
          })}
        >
          {audience.more.label}
        </a>
      </div>
    </div>
  );
}
