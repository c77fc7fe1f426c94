// The label / hint / control / error layout every form field shares, and the ids that tie them together.
import { type CSSObject, css } from '@emotion/react';
import { type OjaTheme, useOjaTheme, visuallyHidden } from '@oja/shared/theme';
import { type ReactNode, useId } from 'react';
import { ErrorIcon } from './icons';

/** The label contract of every field primitive. */
export interface FieldProps {
  /** Always rendered and linked to the control; hide it visually with `hideLabel` (a search box). */
  label: ReactNode;
  hideLabel?: boolean;
  /** Help text under the label, read after the label by screen readers. */
  hint?: ReactNode;
  /** The error message. Marks the control invalid and is announced when it appears. */
  error?: ReactNode;
  /**
   * Keep one line of room for the error under the control even when there is none, so an error appearing on blur
   * does not push the rest of the form down. On by default for text fields.
   */
  reserveErrorSpace?: boolean;
  /**
   * How a required field's asterisk is shown: `drawn` by CSS beside the label (the default: the label's text stays
   * the label), or `written` as the label's own last character, where the product's text includes it ("Rejection
   * Reason *"), so a lookup by that text finds the field.
   */
  requiredMark?: 'drawn' | 'written';
}

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
}

export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const base = id ?? `field-${generated}`;
  return { id: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** aria-describedby of the control: its error first (the most urgent), then its hint, then the caller's own. */
export function describedBy(
  ids: FieldIds,
  { hint, error }: Pick<FieldProps, 'hint' | 'error'>,
  own: string | undefined,
): string | undefined {
  const parts = [hasContent(error) ? ids.errorId : null, hasContent(hint) ? ids.hintId : null, own ?? null];
  const joined = parts.filter(Boolean).join(' ');
  return joined || undefined;
}

/** What ties a control to its frame: its id, whether it is invalid, and what describes it (see `describedBy`). */
export function controlProps(ids: FieldIds, frame: Pick<FieldProps, 'hint' | 'error'>, own: string | undefined) {
  return {
    id: ids.id,
    'aria-invalid': hasContent(frame.error) || undefined,
    'aria-describedby': describedBy(ids, frame, own),
  };
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/**
 * The red asterisk after a required field's label. Drawn by CSS so the label's text stays the label ("Email", not
 * "Email*", for `getByLabelText` and for voice control); the `/ ""` alternative text keeps it out of the accessible
 * name too, where the control's own `required` already says "required". Browsers without that syntax use the
 * first declaration.
 */
export function requiredMarker(theme: OjaTheme): CSSObject {
  return {
    '&::after': {
      content: ['"*"', '"*" / ""'],
      color: theme.colors.error.fg,
      marginLeft: '0.2em',
    },
  };
}

/** What a field primitive's props hold besides its control's own: the frame's part of them. */
export interface FieldFrameContent extends FieldProps {
  required?: boolean | undefined;
  className?: string | undefined;
}

/**
 * Splits a field primitive's props into the frame's (label, hint, error, layout) and the control's. `required`
 * goes to both: the frame draws the marker, the control says it to the browser and to screen readers.
 */
export function splitFieldProps<TProps extends FieldFrameContent>(props: TProps) {
  const { label, hideLabel, hint, error, reserveErrorSpace, requiredMark, className, ...control } = props;
  const frame: FieldFrameContent = {
    label,
    hideLabel,
    hint,
    error,
    reserveErrorSpace,
    requiredMark,
    className,
    required: props.required,
  };
  return { frame, control, invalid: hasContent(error) };
}

interface FieldFrameProps extends FieldProps {
  ids: FieldIds;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

export function FieldFrame({
  ids,
  label,
  hideLabel = false,
  hint,
  error,
  required = false,
  reserveErrorSpace = true,
  requiredMark = 'drawn',
  children,
  className,
}: FieldFrameProps) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const written = required && requiredMark === 'written';
  return (
    <div className={className} css={css({ display: 'flex', flexDirection: 'column', minWidth: 0 })}>
      <label
        htmlFor={ids.id}
        css={css(
          hideLabel ? visuallyHidden : { ...theme.text.label, color: colors.text, marginBottom: space[1.5] },
          required && !written && requiredMarker(theme),
        )}
      >
        {label}
        {written && <span css={css({ color: colors.error.fg })}> *</span>}
      </label>
      <FieldHint id={ids.hintId} hint={hint} css={css({ marginTop: `-${space[0.5]}`, marginBottom: space[2] })} />
      {children}
      <FieldError id={ids.errorId} error={error} reserveSpace={reserveErrorSpace} />
    </div>
  );
}

/** The hint of a field (what it is for, its format), which the control names in its `aria-describedby`. */
export function FieldHint({ id, hint, className }: { id: string; hint: ReactNode; className?: string }) {
  const theme = useOjaTheme();
  if (!hasContent(hint)) return null;
  return (
    <p id={id} className={className} css={css({ ...theme.text.bodySm, color: theme.colors.textMuted })}>
      {hint}
    </p>
  );
}

/**
 * The error line. It is always in the page (a live region must exist before its text arrives to be announced),
 * empty while the field is valid.
 */
export function FieldError({ id, error, reserveSpace }: { id: string; error: ReactNode; reserveSpace: boolean }) {
  const theme = useOjaTheme();
  const shown = hasContent(error);
  return (
    <div
      id={id}
      aria-live="polite"
      css={css({
        display: 'flex',
        alignItems: 'flex-start',
        gap: theme.space[1.5],
        ...theme.text.bodySm,
        lineHeight: '1.125rem',
        color: theme.colors.error.fg,
        fontWeight: theme.fontWeights.medium,
        paddingTop: reserveSpace || shown ? theme.space[1.5] : 0,
        minHeight: reserveSpace ? `calc(1.125rem + ${theme.space[1.5]})` : undefined,
      })}
    >
      {shown && (
        <>
          <ErrorIcon size={16} css={css({ marginTop: '1px' })} />
          <span>{error}</span>
        </>
      )}
    </div>
  );
}
