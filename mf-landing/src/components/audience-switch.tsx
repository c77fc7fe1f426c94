// The audience switch (item 2 of docs/product/screens.md, "Landing page"): Customers / Merchants / Riders. The spec
// shows the buttons without behaviour; ours (docs/decisions.md): the chosen one looks selected (aria-pressed) and
// brings its own section into view, with focus moved there so a keyboard or screen-reader user lands where a sighted
// user looks.
import { css } from '@emotion/react';
import { usePrefersReducedMotion } from '@oja/shared/hooks';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import { useState } from 'react';
import { AUDIENCES, type Audience } from '../content/landing-content';

export function AudienceSwitch({ initial = 'customers' }: { initial?: Audience }) {
  const theme = useOjaTheme();
  const reducedMotion = usePrefersReducedMotion();
  const [selected, setSelected] = useState<Audience>(initial);
  const { space, colors, media } = theme;

  function choose(id: Audience, target: string) {
    setSelected(id);
    const section = document.getElementById(target);
    if (!section) return;
    section.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
  }

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
          [media.md]: { padding: space[6], display: 'flex', alignItems: 'center', gap: space[6] },
        })}
      >
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
                aria-controls={audience.target}
                data-audience={audience.id}
                onClick={() => choose(audience.id, audience.target)}
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
        <p
          aria-live="polite"
          css={css({
            ...theme.text.bodySm,
            color: colors.textMuted,
            marginTop: space[3],
            textAlign: 'center',
            [media.md]: { display: 'none' },
          })}
        >
          {AUDIENCES.find((audience) => audience.id === selected)?.blurb}
        </p>
      </div>
    </section>
  );
}
