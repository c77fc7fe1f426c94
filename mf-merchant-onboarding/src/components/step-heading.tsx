// The heading of a step. It takes the focus when its step appears, so keyboard and screen reader users start
// reading the new step from its top instead of being left on a button that is gone.
import { css } from '@emotion/react';
import { useFocusOnMount } from '@oja/shared/hooks';
import { useOjaTheme } from '@oja/shared/theme';
import type { ReactNode } from 'react';

export function StepHeading({
  title,
  subtitle,
  focusOnMount,
}: {
  title: string;
  subtitle?: ReactNode;
  focusOnMount: boolean;
}) {
  const theme = useOjaTheme();
  const ref = useFocusOnMount<HTMLHeadingElement>({ enabled: focusOnMount });
  return (
    <header css={css({ marginBottom: theme.space[6] })}>
      <h1
        ref={ref}
        tabIndex={-1}
        css={css({
          ...theme.text.h2,
          margin: 0,
          color: theme.colors.text,
          outline: 'none',
          [theme.media.md]: theme.text.h1,
        })}
      >
        {title}
      </h1>
      {subtitle && (
        <p css={css({ ...theme.text.body, margin: `${theme.space[2]} 0 0`, color: theme.colors.textMuted })}>
          {subtitle}
        </p>
      )}
    </header>
  );
}
