// Step 3, "Password Reset": the code is confirmed; "Confirm" moves on to choosing the new password.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { Button } from '@oja/shared/ui';
import { AuthHeading } from '../auth-layout';

export function ConfirmStep({ onConfirm }: { onConfirm: () => void }) {
  const theme = useOjaTheme();
  return (
    <>
      <AuthHeading
        title="Password Reset"
        icon={
          <span
            aria-hidden="true"
            css={css({
              display: 'grid',
              placeItems: 'center',
              width: 56,
              height: 56,
              borderRadius: theme.radii.pill,
              backgroundColor: theme.colors.success.bg,
              color: theme.colors.success.fg,
            })}
          >
            <svg
              aria-hidden="true"
              width="28"
              height="28"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          </span>
        }
      >
        Your code is confirmed. Click Confirm to choose a new password for your account.
      </AuthHeading>
      <Button size="lg" fullWidth onClick={onConfirm}>
        Confirm
      </Button>
    </>
  );
}
