import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** A picture or icon above the title (decorative: give it `aria-hidden` or empty alt). */
  illustration?: ReactNode;
  title: ReactNode;
  titleAs?: 'h2' | 'h3' | 'h4';
  /** One or two sentences: why it is empty, what to do ("Create your first category!"). */
  text?: ReactNode;
  /** The way out: usually one Button. */
  action?: ReactNode;
  className?: string;
}

/** What a list, table or panel shows when it has nothing in it. */
export function EmptyState({ illustration, title, titleAs: Heading = 'h3', text, action, className }: EmptyStateProps) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  return (
    <div
      className={className}
      css={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: space[2],
        paddingBlock: space[10],
        paddingInline: space[6],
      })}
    >
      {illustration && (
        <div
          css={css({
            display: 'grid',
            placeItems: 'center',
            width: '72px',
            height: '72px',
            marginBottom: space[2],
            borderRadius: '50%',
            backgroundColor: colors.primarySoft,
            color: colors.primary,
          })}
        >
          {illustration}
        </div>
      )}
      <Heading css={css({ ...theme.text.h3, color: colors.text })}>{title}</Heading>
      {text && <p css={css({ ...theme.text.bodySm, color: colors.textMuted, maxWidth: '40ch' })}>{text}</p>}
      {action && <div css={css({ marginTop: space[4] })}>{action}</div>}
    </div>
  );
}
