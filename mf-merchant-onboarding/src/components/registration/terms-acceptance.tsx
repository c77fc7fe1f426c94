// The acceptance of the Terms of Service and the Privacy Policy, asked before "Sign up as merchant" and checked by the
// server too (the time it was given is kept). The documents open in a new tab so the filled-in form stays as it is.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { Checkbox } from '@oja/shared/ui';

export interface TermsAcceptanceProps {
  checked: boolean;
  onChange: (accepted: boolean) => void;
  error: string | undefined;
}

export function TermsAcceptance({ checked, onChange, error }: TermsAcceptanceProps) {
  const theme = useOjaTheme();
  const link = css({ color: theme.colors.primary, fontWeight: theme.fontWeights.semibold });
  return (
    <Checkbox
      name="terms_accepted"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      error={error}
      css={css({ marginTop: theme.space[2] })}
      label={
        <>
          I accept Oja's{' '}
          <a href="/terms" target="_blank" rel="noopener" css={link}>
            Terms of Service
          </a>{' '}
          and{' '}
          <a href="/privacy" target="_blank" rel="noopener" css={link}>
            Privacy Policy
          </a>
        </>
      }
    />
  );
}
