// What a customer or a rider sees after signing in here: this web app is for merchants and Oja's team, and they use
// the mobile app. No session is kept (the server refuses them, or the page revokes the token it got), and nothing
// is said as an error: their password was right.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { Button, buttonStyles, Icon } from '@oja/shared/ui';
import { Link } from 'react-router-dom';
import { AuthCard } from './auth-layout';
import { StatusCircle, StatusTitle } from './status-circle';

export const APP_USER_TEXTS = {
  title: 'Customers use the Oja mobile app',
  body: 'This website is where merchants run their stores and where the Oja team reviews them. Customers order food and groceries, send packages and book rides in the Oja mobile app, and riders deliver with it.',
  soon: 'The app is coming soon to the App Store and Google Play. You have not been signed in here.',
  home: 'Go to the home page',
  back: 'Back to login',
} as const;

export function AppUserStatus({ onBack }: { onBack: () => void }) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  return (
    <AuthCard>
      <div css={css({ display: 'flex', flexDirection: 'column', gap: space[5] })}>
        <StatusCircle tone={theme.colors.info}>
          <Icon size={28}>
            <rect x="7" y="2" width="10" height="20" rx="2" />
            <path d="M11 18h2" />
          </Icon>
        </StatusCircle>
        <StatusTitle>{APP_USER_TEXTS.title}</StatusTitle>
        <p css={css({ ...theme.text.body, color: colors.textSecondary, margin: 0 })}>{APP_USER_TEXTS.body}</p>
        <p css={css({ ...theme.text.body, color: colors.textSecondary, margin: 0 })}>{APP_USER_TEXTS.soon}</p>
        <div css={css({ display: 'grid', gap: space[3] })}>
          <Link
            to="/"
            css={[
              buttonStyles(theme, { variant: 'primary', fullWidth: true }),
              // The card's link colour would otherwise win over the button's.
              css({ textDecoration: 'none', '&, &:hover': { color: colors.onPrimary } }),
            ]}
          >
            {APP_USER_TEXTS.home}
          </Link>
          <Button variant="secondary" fullWidth onClick={onBack}>
            {APP_USER_TEXTS.back}
          </Button>
        </div>
      </div>
    </AuthCard>
  );
}
