import { css, keyframes } from '@emotion/react';
import { useMediaQuery, usePageVisible } from '@oja/shared/hooks';
import { useTopModal } from '@oja/shared/layers';
import { BELOW_CHROME, TOAST_SHELF_PROPERTY } from '@oja/shared/platform';
import { mediaQueries, type OjaTheme, useOjaTheme, visuallyHidden } from '@oja/shared/theme';
import {
  dismissToast,
  EXIT_ANIMATION_MS,
  pauseToast,
  resumeToast,
  type Toast,
  type ToastType,
  useToasts,
} from '@oja/shared/toast';
import { type FocusEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';
import { ToneIcon } from './tone-icon';

export interface ToastViewportProps {
  /** Name of the notifications region. */
  label?: string;
  /** Name of each toast's close button (the toast's message is its description). */
  closeLabel?: string;
}

const ASSERTIVE: ReadonlySet<ToastType> = new Set(['error', 'warning']);

const enter = keyframes({
  from: { opacity: 0, transform: 'translateX(24px)' },
  to: { opacity: 1, transform: 'none' },
});

// The row folds to nothing while the toast fades out, so the toasts below glide up instead of jumping.
const leave = keyframes({
  from: { gridTemplateRows: '1fr', opacity: 1, transform: 'none' },
  to: { gridTemplateRows: '0fr', opacity: 0, transform: 'translateX(24px)' },
});

/**
 * Shows the toast bus (`@oja/shared/toast`). Rendered once, by the shell. Toasts stack in the top right corner,
 * oldest on top and newest at the bottom: the order they were said in, which is also the reading order, and the
 * top one leaves first. While the pointer is over them, focus is in them or the tab is hidden, their timers stop.
 *
 * Screen readers hear each message through one of two live regions that are in the page from the start
 * (a region only speaks about changes after it exists): polite for success and info, assertive for errors
 * and warnings.
 *
 * They stand at the top right at every width, at most 400 px wide (docs/product/constants.md), below the page's top
 * bar when it has one (`useTopBar`), so the bar's controls stay in reach, on a shelf of their own: the height they take
 * there is published (`TOAST_SHELF_PROPERTY`) and the page's content below the bar slides down by it (`toast-shelf.tsx`),
 * so a toast never lies over a control.
 *
 * While a modal dialog is open the rest of the page is inert and under the dialog, so the toasts move into the
 * dialog, as a popover of it: on the top layer above it, and in its tab cycle, at the top of the window (the dialog
 * covers the bar).
 */
export function ToastViewport({ label = 'Notifications', closeLabel = 'Dismiss notification' }: ToastViewportProps) {
  const theme = useOjaTheme();
  const toasts = useToasts();
  const [listHandlers, setFocusInside] = useToastHold(toasts);
  const host = useTopModal();
  const list = useRef<HTMLOListElement>(null);
  // Inside a dialog the toasts stand over the dialog's own top, where there is no page to push.
  useToastShelf(list, !host && toasts.length > 0);

  const close = (item: Toast, button: HTMLElement, viaKeyboard: boolean) => {
    const list = button.closest('ol');
    dismissToast(item.id);
    // A keyboard user stays in the stack: focus goes to the next toast's close button. Otherwise (a click, or no
    // toast left) focus leaves the stack, or the remaining toasts would stay held: a removed element fires no blur.
    const next = toasts.find((other) => other.id !== item.id && !other.leaving);
    const nextButton = next && list?.querySelector<HTMLElement>(`[data-toast-id="${next.id}"] button`);
    if (viaKeyboard && nextButton) {
      nextButton.focus();
    } else {
      button.blur();
      setFocusInside(false);
    }
  };

  const region = (
    <section
      aria-label={label}
      css={viewportStyles(theme, Boolean(host))}
      popover={host ? 'manual' : undefined}
      ref={host ? showAsPopover : undefined}
    >
      <div role="status" aria-live="polite" aria-atomic="false" css={css(visuallyHidden)}>
        {announced(toasts, false)}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="false" css={css(visuallyHidden)}>
        {announced(toasts, true)}
      </div>
      <ol
        ref={list}
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics from a list styled without bullets
        role="list"
        css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' })}
        {...listHandlers}
      >
        {toasts.map((item) => (
          <ToastItem key={item.id} toast={item} closeLabel={closeLabel} onClose={close} />
        ))}
      </ol>
    </section>
  );
  return host ? createPortal(region, host) : region;
}

/**
 * Holds the toasts' timers while the pointer is over the stack, focus is in it, or the tab is hidden: the handlers
 * of the stack's list, and the focus flag's setter, for a close that takes the focus out of it.
 */
function useToastHold(toasts: readonly Toast[]) {
  const pageVisible = usePageVisible();
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const held = pointerInside || focusInside || !pageVisible;
  const paused = useRef(new Set<number>());

  useEffect(() => {
    const present = new Set(toasts.map((item) => item.id));
    for (const id of paused.current) if (!present.has(id)) paused.current.delete(id);
    if (held) {
      // Only toasts still showing: pausing a leaving one would cancel its removal.
      for (const item of toasts) {
        if (!item.leaving && !paused.current.has(item.id)) {
          pauseToast(item.id);
          paused.current.add(item.id);
        }
      }
    } else {
      for (const id of paused.current) resumeToast(id);
      paused.current.clear();
    }
  }, [held, toasts]);

  // With the last toast gone, no pointer-leave or blur may ever come (the elements under the pointer and the
  // focus are removed): start the next toast unheld.
  useEffect(() => {
    if (toasts.length > 0) return;
    setPointerInside(false);
    setFocusInside(false);
  }, [toasts.length]);

  const listHandlers = {
    onPointerEnter: () => setPointerInside(true),
    onPointerLeave: () => setPointerInside(false),
    onFocus: () => setFocusInside(true),
    onBlur: (event: FocusEvent<HTMLOListElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
    },
  };
  return [listHandlers, setFocusInside] as const;
}

/** Inside a dialog the region is a popover, shown as soon as it is in the dialog (where supported). */
function showAsPopover(element: HTMLElement | null) {
  if (!element || typeof element.showPopover !== 'function') return;
  try {
    if (!element.matches(':popover-open')) element.showPopover();
  } catch {
    // A browser without popovers keeps it in the dialog's own layer.
  }
}

/** What a live region reads: the messages of the showing toasts, errors and warnings (assertive) or the rest. */
function announced(toasts: readonly Toast[], assertive: boolean) {
  return toasts
    .filter((item) => !item.leaving && ASSERTIVE.has(item.type) === assertive)
    .map((item) => <p key={item.id}>{item.message}</p>);
}

function ToastItem({
  toast,
  closeLabel,
  onClose,
}: {
  toast: Toast;
  closeLabel: string;
  onClose: (toast: Toast, button: HTMLElement, viaKeyboard: boolean) => void;
}) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const tone = colors[toast.type];
  const messageId = `toast-${toast.id}-message`;
  return (
    <li
      data-toast-id={toast.id}
      data-leaving={toast.leaving || undefined}
      css={css({
        display: 'grid',
        gridTemplateRows: '1fr',
        pointerEvents: 'auto',
        animation: toast.leaving
          ? `${leave} ${EXIT_ANIMATION_MS}ms ${theme.motion.easings.exit} forwards`
          : `${enter} ${theme.motion.durations.base} ${theme.motion.easings.enter}`,
      })}
    >
      <div css={css({ minHeight: 0, paddingBottom: space[3], overflow: toast.leaving ? 'hidden' : undefined })}>
        <div
          css={css({
            display: 'flex',
            alignItems: 'center',
            gap: space[3],
            padding: `${space[2]} ${space[2]} ${space[2]} ${space[3]}`,
            minHeight: '60px',
            backgroundColor: colors.surface,
            border: `1px solid ${colors.border}`,
            borderRadius: theme.radii.lg,
            boxShadow: theme.shadows.lg,
          })}
        >
          <span
            css={css({
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              width: '32px',
              height: '32px',
              borderRadius: '50%',
              backgroundColor: tone.bg,
              color: tone.fg,
            })}
          >
            <ToneIcon tone={toast.type} size={18} />
          </span>
          <p
            id={messageId}
            css={css({
              flex: 1,
              minWidth: 0,
              ...theme.text.bodySm,
              fontWeight: theme.fontWeights.medium,
              color: colors.text,
              overflowWrap: 'anywhere',
            })}
          >
            {toast.message}
          </p>
          <IconButton
            label={closeLabel}
            aria-describedby={messageId}
            icon={<CloseIcon size={18} />}
            size="sm"
            // A click from Enter or Space has no pointer position count (`detail` 0).
            onClick={(event) => onClose(toast, event.currentTarget, event.detail === 0)}
          />
        </div>
      </div>
    </li>
  );
}

/**
 * Publishes the room the toasts take below the top bar: their margin from the bar and the list's height (each toast
 * keeps its gap below it), followed as toasts come and fold away; unset with no toast.
 */
function useToastShelf(list: RefObject<HTMLOListElement | null>, showing: boolean) {
  const { space } = useOjaTheme();
  const margin = useMediaQuery(mediaQueries.sm) ? space[6] : space[4];
  useLayoutEffect(() => {
    const root = document.documentElement;
    const element = list.current;
    if (!showing || !element) {
      root.style.removeProperty(TOAST_SHELF_PROPERTY);
      return;
    }
    const measure = () => {
      const height = element.offsetHeight;
      if (height === 0) root.style.removeProperty(TOAST_SHELF_PROPERTY);
      else root.style.setProperty(TOAST_SHELF_PROPERTY, `calc(${margin} + ${height}px)`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(TOAST_SHELF_PROPERTY);
    };
  }, [list, showing, margin]);
}

function viewportStyles(theme: OjaTheme, inDialog: boolean) {
  const { space } = theme;
  // The product's place, top right, at every width: below the top bar (none: the window's top, clear of a phone's
  // notch), at most 400 px wide, the full width less the margins on a narrower phone.
  const barBottom = inDialog ? '0px' : BELOW_CHROME;
  const margin = (edge: string) => ({
    top: `calc(max(${barBottom}, env(safe-area-inset-top, 0px)) + ${edge})`,
    right: `max(${edge}, env(safe-area-inset-right, 0px))`,
    width: `calc(100% - 2 * ${edge})`,
  });
  return css({
    position: 'fixed',
    zIndex: theme.zIndices.toast,
    left: 'auto',
    bottom: 'auto',
    maxWidth: '400px',
    pointerEvents: 'none',
    // A popover's own box (inside a dialog) is none of its look.
    margin: 0,
    padding: 0,
    border: 0,
    background: 'transparent',
    overflow: 'visible',
    color: 'inherit',
    height: 'auto',
    ...margin(space[4]),
    [theme.media.sm]: margin(space[6]),
    // A page's top bar can arrive after a toast (a remote still loading): the toasts glide down below it.
    [theme.media.motionSafe]: { transition: `top ${theme.motion.durations.base} ${theme.motion.easings.standard}` },
  });
}
