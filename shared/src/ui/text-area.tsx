import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import type { ComponentPropsWithRef } from 'react';
import { controlBox } from './control-styles';
import { describedBy, FieldFrame, type FieldProps, hasContent, useFieldIds } from './field-frame';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'>, FieldProps {
  className?: string;
}

/** A labelled multi-line input with the TextField contract (label, hint, error, required). */
export function TextArea({
  label,
  hideLabel,
  hint,
  error,
  reserveErrorSpace,
  className,
  id,
  required,
  rows = 4,
  'aria-describedby': ownDescribedBy,
  ...textAreaProps
}: TextAreaProps) {
  const theme = useOjaTheme();
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      required={required}
      reserveErrorSpace={reserveErrorSpace}
      className={className}
    >
      <textarea
        id={ids.id}
        rows={rows}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(ids, { hint, error }, ownDescribedBy)}
        css={[
          controlBox(theme, '&:focus'),
          css({
            display: 'block',
            paddingInline: theme.space[4],
            paddingBlock: theme.space[3],
            resize: 'vertical',
            minHeight: `calc(${rows} * 1.5em + ${theme.space[3]} * 2 + 2px)`,
          }),
        ]}
        {...textAreaProps}
      />
    </FieldFrame>
  );
}
