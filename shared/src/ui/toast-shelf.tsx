// The room toasts take below the top bar (docs/product/site-wide.md, "Toasts"): the page's content slides down by the
// toasts' shelf while they show, so no toast ever lies over a control, at any width.
import { css } from '@emotion/react';
import { BELOW_CHROME, TOAST_SHELF_PROPERTY } from '@oja/shared/platform';
import { type OjaTheme, useOjaTheme } from '@oja/shared/theme';

const SHELF = `var(${TOAST_SHELF_PROPERTY}, 0px)`;

/**
 * The style of a page's content below its top bar. A `translate` moves what is drawn without laying anything out
 * again, so the slide is no layout shift (nothing reflows; the browser counts none) and the content keeps its size.
 * With no toast the property is unset, which makes the translation invalid and so `none`: the content is then no
 * containing block for anything fixed inside it.
 */
export function belowToastsStyles(theme: OjaTheme) {
  return css({
    translate: `0 var(${TOAST_SHELF_PROPERTY})`,
    [theme.media.motionSafe]: {
      transition: `translate ${theme.motion.durations.base} ${theme.motion.easings.standard}`,
    },
  });
}

/**
 * The first child of content styled with `belowToastsStyles` under a sticky top bar. Scrolled down, what slid out from
 * under the bar would show on the shelf, beneath the toasts: this cover, in the page's background, keeps it hidden as
 * the bar did. At the top of the page it lies over nothing (the room the content left).
 */
export function ToastShelfCover() {
  const theme = useOjaTheme();
  return (
    <div
      aria-hidden="true"
      data-toast-shelf-cover=""
      css={css({
        position: 'sticky',
        top: `calc(${BELOW_CHROME} - ${SHELF})`,
        zIndex: theme.zIndices.sticky,
        height: SHELF,
        marginTop: `calc(-1 * ${SHELF})`,
        background: theme.colors.background,
      })}
    />
  );
}
