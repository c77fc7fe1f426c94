import { css } from '@emotion/react';
import { focusRing, useOjaTheme } from '@oja/shared/theme';
import type { ComponentPropsWithRef } from 'react';
import { controlProps, FieldError, FieldHint, type FieldProps, useFieldIds } from './field-frame';
import { CheckIcon } from './icons';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'>, Omit<FieldProps, 'hideLabel'> {
  className?: string;
}

/**
 * A real `<input type="checkbox">` drawn in the platform's look: keyboard, forms and screen readers work as
 * native. The whole row (box and label) is the click target, at least 44 px tall.
 */
export function Checkbox({
  label,
  hint,
  error,
  reserveErrorSpace = false,
  className,
  id,
  'aria-describedby': ownDescribedBy,
  ...inputProps
}: CheckboxProps) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const ids = useFieldIds(id);
  const boxSize = '20px';
  return (
    <div className={className} css={css({ display: 'flex', flexDirection: 'column' })}>
      <label
        htmlFor={ids.id}
        css={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: space[3],
          minHeight: theme.controlHeights.touch,
          width: 'fit-content',
          cursor: 'pointer',
          ...theme.text.bodySm,
          color: colors.text,
          '&:has(:disabled)': { cursor: 'not-allowed', color: colors.textMuted },
        })}
      >
        <span css={css({ position: 'relative', display: 'inline-flex', flexShrink: 0 })}>
          <input
            {...controlProps(ids, { hint, error }, ownDescribedBy)}
            type="checkbox"
            css={css({
              appearance: 'none',
              margin: 0,
              width: boxSize,
              height: boxSize,
              border: `1.5px solid ${colors.borderStrong}`,
              borderRadius: theme.radii.sm,
              backgroundColor: colors.surface,
              cursor: 'inherit',
              transition: `background-color ${theme.motion.durations.fast}, border-color ${theme.motion.durations.fast}`,
              '&:hover': { borderColor: colors.primary },
              '&:checked': { backgroundColor: colors.primary, borderColor: colors.primary },
              '&:checked + svg': { opacity: 1, transform: 'scale(1)' },
              '&[aria-invalid="true"]': { borderColor: colors.error.fg },
              '&:focus-visible': focusRing(theme),
              '&:disabled': { backgroundColor: colors.surfaceSunken, borderColor: colors.border },
              '&:disabled:checked': { backgroundColor: colors.borderStrong, borderColor: colors.borderStrong },
            })}
            {...inputProps}
          />
          <CheckIcon
            size={14}
            strokeWidth={3}
            css={css({
              position: 'absolute',
              inset: 0,
              margin: 'auto',
              color: colors.onPrimary,
              pointerEvents: 'none',
              opacity: 0,
              transform: 'scale(0.6)',
              transition: `opacity ${theme.motion.durations.fast}, transform ${theme.motion.durations.fast} ${theme.motion.easings.standard}`,
            })}
          />
        </span>
        <span>{label}</span>
      </label>
      <FieldHint
        id={ids.hintId}
        hint={hint}
        css={css({ marginTop: `-${space[2]}`, paddingLeft: `calc(${boxSize} + ${space[3]})` })}
      />
      <FieldError id={ids.errorId} error={error} reserveSpace={reserveErrorSpace} />
    </div>
  );
}
