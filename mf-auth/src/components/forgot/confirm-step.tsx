// Step 3, "Password Reset": the code is confirmed; "Confirm" moves on to choosing the new password.
import { useOjaTheme } from '@oja/shared/theme';
import { Button, Icon } from '@oja/shared/ui';
import { AuthHeading } from '../auth-layout';
import { StatusCircle } from '../status-circle';

export function ConfirmStep({ onConfirm }: { onConfirm: () => void }) {
  const theme = useOjaTheme();
  return (
    <>
      <AuthHeading
        title="Password Reset"
        icon={
          <StatusCircle tone={theme.colors.success}>
            <Icon size={28} strokeWidth={2.5}>
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </Icon>
          </StatusCircle>
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
