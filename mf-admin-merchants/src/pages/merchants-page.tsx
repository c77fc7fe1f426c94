// Placeholder until this area's own issue lands: it only says which area it is.
import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';

export default function MerchantsPage() {
  const theme = useOjaTheme();
  return (
    <section css={css({ padding: theme.space[8], maxWidth: 720, margin: '0 auto' })}>
      <h1 css={css({ ...theme.text.h1, margin: 0 })}>Merchants Mgt</h1>
      <p css={css({ color: theme.colors.textMuted })}>
        Merchants management: this area of Oja is served by the mf-admin-merchants remote.
      </p>
    </section>
  );
}
