// The Activity page's merchant filter: a search box that finds merchants the way Merchants Mgt does (business name
// or email, on the server) and offers the first matches to pick. The filter holds the merchant's id, not its name:
// two merchants may share a name, and a name may change while its log rows keep the id.
import { css } from '@emotion/react';
import { useDebouncedValue } from '@oja/shared/hooks';
import { useOjaTheme } from '@oja/shared/theme';
import { Button } from '@oja/shared/ui';
import { useId, useState } from 'react';
import { useMerchant, useMerchants } from '../../data/merchants';
import { SEARCH_DELAY_MS } from '../../hooks/use-request-queue';
import { businessNameOf, emailOf } from '../../lib/merchant-fields';
import { SearchField } from '../search-field';

/** Enough to find one merchant by a few letters; a longer list means the admin types more. */
const MATCHES = 6;

export function MerchantFilter({
  merchantId,
  onChange,
}: {
  merchantId: number | null;
  onChange: (id: number | null) => void;
}) {
  const theme = useOjaTheme();
  const { colors, space } = theme;
  const [typed, setTyped] = useState('');
  const searched = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const matches = useMerchants({ search: searched, per_page: MATCHES }, { enabled: merchantId === null && !!searched });
  const chosen = useMerchant(merchantId, { enabled: merchantId !== null });
  const resultsId = useId();

  if (merchantId !== null) {
    const name = chosen.data ? businessNameOf(chosen.data) : chosen.isError ? `Merchant #${merchantId}` : '...';
    return (
      <div css={css({ display: 'grid', gap: space[1] })}>
        <span css={css({ ...theme.text.label, color: colors.text })}>Merchant</span>
        <div css={css({ display: 'flex', alignItems: 'center', gap: space[2], flexWrap: 'wrap', minHeight: 44 })}>
          <strong css={css({ overflowWrap: 'anywhere' })}>{name}</strong>
          <Button size="sm" variant="secondary" onClick={() => onChange(null)}>
            Any merchant
          </Button>
        </div>
      </div>
    );
  }

  const found = matches.data?.data ?? [];
  return (
    <div css={css({ display: 'grid', gap: space[2], position: 'relative' })}>
      <SearchField
        label="Merchant"
        placeholder="Search by business name or email"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        aria-controls={resultsId}
      />
      <div id={resultsId} aria-live="polite">
        {searched && matches.isError && (
          <p css={css({ margin: 0, color: colors.error.fg })}>The merchants could not be searched.</p>
        )}
        {searched && matches.data && found.length === 0 && (
          <p css={css({ margin: 0, color: colors.textMuted })}>No merchant matches "{searched}".</p>
        )}
        {searched && found.length > 0 && (
          <ul
            aria-label="Matching merchants"
            css={css({
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gap: space[1],
              border: `1px solid ${colors.border}`,
              borderRadius: theme.radii.md,
              background: colors.surface,
            })}
          >
            {found.map((merchant) => (
              <li key={merchant.id}>
                <Button
                  variant="ghost"
                  onClick={() => {
                    setTyped('');
                    onChange(merchant.id);
                  }}
                  css={css({ width: '100%', justifyContent: 'flex-start', textAlign: 'left', height: 'auto' })}
                >
                  <span css={css({ display: 'grid', padding: `${space[1]} 0` })}>
                    <span>{businessNameOf(merchant)}</span>
                    <span css={css({ ...theme.text.caption, color: colors.textMuted, overflowWrap: 'anywhere' })}>
                      {emailOf(merchant)}
                    </span>
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
