// The link above a sub-view's heading back to Merchants Mgt (the requests view, a merchant's details).
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { ArrowLeftIcon } from '@oja/shared/ui';
import { Link } from 'react-router-dom';

export function BackLink({ to, children }: { to: string; children: string }) {
  const theme = useOjaTheme();
  return (
    <Link
      to={to}
      css={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space[1.5],
        ...theme.text.bodySm,
        color: theme.colors.primaryText,
        textDecoration: 'none',
        minHeight: theme.controlHeights.touch,
      })}
    >
      <ArrowLeftIcon width={16} height={16} />
      {children}
    </Link>
  );
}
