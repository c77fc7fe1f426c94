import { css, keyframes } from '@emotion/react';
import { registerModal } from '@oja/shared/layers';
import { type OjaTheme, useOjaTheme } from '@oja/shared/theme';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { keepTabInside, tabbableElements } from './focusable';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button, and when the browser closes the dialog itself. */
  onClose: () => void;
  /** The dialog's name ("Confirm Rejection"). */
  title: ReactNode;
  /** A sentence under the title, read with the name when the dialog opens. */
  description?: ReactNode;
  /** The body: fields, details. */
  children?: ReactNode;
  /** The buttons at the foot, least destructive first ("Cancel", then "Reject"). */
  actions?: ReactNode;
  /**
   * Makes the body and the actions one `<form>`: a `type="submit"` action submits it, and so does Enter in a
   * field. The handler gets the form event (already `preventDefault`ed).
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Where focus goes on open. By default: the first field or button of the body, else the first action. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: 'sm' | 'md' | 'lg';
  /** The close button's name. */
  closeLabel?: string;
}

const widths = { sm: '400px', md: '480px', lg: '640px' } as const;

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The modal behaviour: shown with `showModal()` and focused before the browser paints, the page behind kept from
 * scrolling, Escape and the browser's own close requests sent to `onClose`, Tab kept inside, and on close the focus
 * given back to the element that opened it. Returns the dialog element's props, the body's and the actions' refs
 * (where focus goes on open), and the close button's action.
 */
function useModalDialog(open: boolean, onClose: () => void, initialFocusRef?: RefObject<HTMLElement | null>) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Layout effect: the dialog must be open and focused before the browser paints, or the opener keeps focus for
  // a frame and a fast Enter would press it again.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const unregister = registerModal(dialog);
    const target =
      initialFocusRef?.current ??
      (bodyRef.current && tabbableElements(bodyRef.current)[0]) ??
      (actionsRef.current && tabbableElements(actionsRef.current)[0]) ??
      dialog;
    target.focus();

    // The page behind must not scroll under the dialog.
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';

    return () => {
      unregister();
      root.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  const dialogProps = {
    ref: dialogRef,
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        // Handled here rather than by the browser's `cancel`, so the parent stays the one that closes it.
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      keepTabInside(event, dialog);
    },
    // Other close requests (Android back gesture, a second Escape the browser forces through): keep state in step.
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onCloseRef.current();
    },
    // The browser fires `close` in a task of its own after `close()`: a dialog closed and opened again at once (a
    // second blocked navigation right after "Keep editing") can get the first close's event while it is open
    // again. Only a close that left the element closed is the browser closing it.
    onClose: (event: SyntheticEvent<HTMLDialogElement>) => {
      if (open && !event.currentTarget.open) onCloseRef.current();
    },
  };
  return [dialogProps, bodyRef, actionsRef, () => onCloseRef.current()] as const;
}

/**
 * A modal dialog on the native `<dialog>` element (`showModal()`): the browser puts it on the top layer and makes
 * the page behind inert. On top of that it moves focus in on open, keeps Tab cycling inside, closes on Escape
 * and gives focus back to the element that opened it. It is controlled: `open` shows it, `onClose` asks to hide.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  onSubmit,
  initialFocusRef,
  size = 'md',
  closeLabel = 'Close',
}: DialogProps) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const [dialogProps, bodyRef, actionsRef, close] = useModalDialog(open, onClose, initialFocusRef);
  const titleId = useId();
  const descriptionId = useId();

  const content = (
    <>
      <div css={css({ overflowY: 'auto', paddingInline: space[6], paddingBottom: space[2] })} ref={bodyRef}>
        {children}
      </div>
      {actions && (
        <div ref={actionsRef} css={actionsStyles(theme)}>
          {actions}
        </div>
      )}
    </>
  );

  return (
    <dialog
      {...dialogProps}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      css={dialogStyles(theme, size)}
    >
      {open && (
        <>
          <header
            css={css({
              display: 'flex',
              alignItems: 'flex-start',
              gap: space[3],
              padding: space[6],
              paddingBottom: space[4],
              paddingRight: space[3],
            })}
          >
            <div css={css({ flex: 1, minWidth: 0, paddingTop: space[2] })}>
              <h2 id={titleId} css={css({ ...theme.text.h3, fontSize: theme.fontSizes.xl, color: colors.text })}>
                {title}
              </h2>
              {description && (
                <p
                  id={descriptionId}
                  css={css({ ...theme.text.bodySm, color: colors.textMuted, marginTop: space[1.5] })}
                >
                  {description}
                </p>
              )}
            </div>
            <IconButton label={closeLabel} icon={<CloseIcon />} onClick={close} />
          </header>
          {onSubmit ? (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                onSubmit(event);
              }}
              css={css({ display: 'flex', flexDirection: 'column', minHeight: 0 })}
            >
              {content}
            </form>
          ) : (
            content
          )}
        </>
      )}
    </dialog>
  );
}

/** The dialog's box on the top layer, with its backdrop. */
function dialogStyles(theme: OjaTheme, size: NonNullable<DialogProps['size']>) {
  const { colors, space } = theme;
  return css({
    width: `min(100% - ${space[8]}, ${widths[size]})`,
    maxWidth: 'none',
    maxHeight: `min(100% - ${space[8]}, 720px)`,
    margin: 'auto',
    padding: 0,
    border: 0,
    borderRadius: theme.radii.lg,
    backgroundColor: colors.surface,
    color: colors.text,
    boxShadow: theme.shadows.lg,
    '&[open]': {
      display: 'flex',
      flexDirection: 'column',
      animation: `${rise} ${theme.motion.durations.base} ${theme.motion.easings.enter}`,
    },
    '&:focus-visible': { outline: 'none' },
    '&::backdrop': {
      backgroundColor: colors.overlay,
      backdropFilter: 'blur(2px)',
      animation: `${fade} ${theme.motion.durations.base} ${theme.motion.easings.enter}`,
    },
  });
}

/** The actions at the foot: stacked on a phone (the safe one at the bottom), in a row from `sm`. */
function actionsStyles(theme: OjaTheme) {
  const { space } = theme;
  return css({
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: space[3],
    padding: space[6],
    paddingTop: space[4],
    [theme.media.sm]: { flexDirection: 'row', justifyContent: 'flex-end' },
    '& > button': { width: '100%', [theme.media.sm]: { width: 'auto' } },
  });
}
