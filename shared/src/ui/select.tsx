import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import type { ComponentPropsWithRef } from 'react';
import { controlBox } from './control-styles';
import { controlProps, FieldFrame, type FieldProps, splitFieldProps, useFieldIds } from './field-frame';
import { ChevronDownIcon } from './icons';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'multiple' | 'size'>, FieldProps {
  /** The options; `children` (`<option>`, `<optgroup>`) may be given instead. */
  options?: readonly SelectOption[];
  /** A first, empty option ("Select a bank") that cannot be chosen back once a real one is picked. */
  placeholder?: string;
  className?: string;
}

/**
 * A native select in the platform's look. Native on purpose: it brings the phone's own picker, type-to-select and
 * full screen reader support for free.
 */
export function Select({
  id,
  options,
  placeholder,
  children,
  value,
  defaultValue,
  'aria-describedby': ownDescribedBy,
  ...props
}: SelectProps) {
  const theme = useOjaTheme();
  const ids = useFieldIds(id);
  const { frame, control: selectProps } = splitFieldProps(props);
  // Without a value from the caller, start on the placeholder rather than on the first real option.
  const uncontrolledDefault = value === undefined && defaultValue === undefined && placeholder ? '' : defaultValue;
  return (
    <FieldFrame ids={ids} {...frame}>
      <div css={css({ position: 'relative' })}>
        <select
          {...controlProps(ids, frame, ownDescribedBy)}
          value={value}
          defaultValue={uncontrolledDefault}
          css={[
            controlBox(theme, '&:focus'),
            css({
              display: 'block',
              appearance: 'none',
              paddingLeft: theme.space[4],
              paddingRight: theme.space[10],
              cursor: 'pointer',
              textOverflow: 'ellipsis',
              // The placeholder reads as a placeholder until a real option is chosen.
              '&:has(option[value=""]:checked)': { color: theme.colors.textPlaceholder },
              '& option': { color: theme.colors.text },
            }),
          ]}
          {...selectProps}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <ChevronDownIcon
          size={20}
          css={css({
            position: 'absolute',
            right: theme.space[3],
            top: '50%',
            transform: 'translateY(-50%)',
            pointerEvents: 'none',
            color: theme.colors.textMuted,
          })}
        />
      </div>
    </FieldFrame>
  );
}
