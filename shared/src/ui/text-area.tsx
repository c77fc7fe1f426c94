import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import type { ComponentPropsWithRef } from 'react';
import { controlBox } from './control-styles';
import { controlProps, FieldFrame, type FieldProps, splitFieldProps, useFieldIds } from './field-frame';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'>, FieldProps {
  className?: string;
}

/** A labelled multi-line input with the TextField contract (label, hint, error, required). */
export function TextArea({ id, rows = 4, 'aria-describedby': ownDescribedBy, ...props }: TextAreaProps) {
  const theme = useOjaTheme();
  const ids = useFieldIds(id);
  const { frame, control: textAreaProps } = splitFieldProps(props);
  return (
    <FieldFrame ids={ids} {...frame}>
      <textarea
        {...controlProps(ids, frame, ownDescribedBy)}
        rows={rows}
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
