import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { controlBox } from './control-styles';
import { controlProps, FieldFrame, type FieldProps, hasContent, splitFieldProps, useFieldIds } from './field-frame';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size'>, FieldProps {
  /** Inside the box, before the text: "+234", a search icon. */
  leadingAddon?: ReactNode;
  /** Inside the box, after the text: a unit, a button (PasswordField's toggle). */
  trailingAddon?: ReactNode;
  /** Class of the outer wrapper (label, box and message), for layout. */
  className?: string;
}

/**
 * A labelled text input. Every input prop (type, inputMode, autoComplete, name, value, onChange, onBlur, ref...)
 * goes to the `<input>`; `error` marks it invalid and describes it.
 */
export function TextField({
  leadingAddon,
  trailingAddon,
  id,
  'aria-describedby': ownDescribedBy,
  ...props
}: TextFieldProps) {
  const theme = useOjaTheme();
  const ids = useFieldIds(id);
  const { frame, control: inputProps, invalid } = splitFieldProps(props);
  const addon = css({
    display: 'flex',
    alignItems: 'center',
    flexShrink: 0,
    color: theme.colors.textMuted,
  });
  return (
    <FieldFrame ids={ids} {...frame}>
      <div
        data-invalid={invalid || undefined}
        css={[controlBox(theme, '&:focus-within'), css({ display: 'flex', alignItems: 'stretch' })]}
      >
        {hasContent(leadingAddon) && (
          <span css={[addon, css({ paddingLeft: theme.space[4], color: theme.colors.textSecondary })]}>
            {leadingAddon}
          </span>
        )}
        <input
          {...controlProps(ids, frame, ownDescribedBy)}
          css={css({
            flex: 1,
            minWidth: 0,
            width: '100%',
            paddingLeft: hasContent(leadingAddon) ? theme.space[2] : theme.space[4],
            paddingRight: hasContent(trailingAddon) ? theme.space[1] : theme.space[4],
            paddingBlock: 0,
            border: 0,
            borderRadius: 'inherit',
            background: 'transparent',
            color: 'inherit',
            fontSize: 'inherit',
            '&:focus, &:focus-visible': { outline: 'none', boxShadow: 'none' },
            '&:disabled': { cursor: 'not-allowed' },
          })}
          {...inputProps}
        />
        {hasContent(trailingAddon) && <span css={[addon, css({ paddingRight: theme.space[1] })]}>{trailingAddon}</span>}
      </div>
    </FieldFrame>
  );
}
