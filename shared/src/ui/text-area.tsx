import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import type { ComponentPropsWithRef } from 'react';
import { controlBox } from './control-styles';
import { describedBy, FieldFrame, type FieldProps, splitFieldProps, useFieldIds } from './field-frame';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'>, FieldProps {
  className?: string;
}

/** A labelled multi-line input with the TextField contract (label, hint, error, required). */
export function TextArea({ id, rows = 4, 'aria-describedby': ownDescribedBy, ...props }: TextAreaProps) {
  const theme = useOjaTheme();
  const ids = useFieldIds(id);
  const { frame, control: textAreaProps, invalid } = splitFieldProps(props);
  return (
    <FieldFrame ids={ids} {...frame}>
      <textarea
        id={ids.id}
        rows={rows}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(ids, frame, ownDescribedBy)}
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
