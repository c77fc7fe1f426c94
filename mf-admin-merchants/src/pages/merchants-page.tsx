// Merchants Mgt, mounted by the shell at its declared path (src/remote.ts): the main view, the requests view with the
// chosen request in the URL, and any merchant's details (/:id), as nested routes so back and forward work.
import { css } from '@emotion/react';
import { useMountPath } from '@oja/shared/platform';
import { useOjaTheme } from '@oja/shared/theme';
import { Link, Route, Routes } from 'react-router-dom';
import { MerchantProfile } from '../components/details/merchant-profile';
import { MerchantsOverview } from '../components/overview/merchants-overview';
import { MerchantRequests } from '../components/requests/merchant-requests';

function UnknownPath() {
  const theme = useOjaTheme();
  const base = useMountPath();
  return (
    <div css={css({ padding: theme.space[6] })}>
      <h1 css={css({ ...theme.text.h1, margin: 0 })}>Merchants Mgt</h1>
      <p css={css({ color: theme.colors.textMuted })}>There is nothing at this address.</p>
      <Link to={base} css={css({ color: theme.colors.primaryText })}>
        Go to Merchants Mgt
      </Link>
    </div>
  );
}

export default function MerchantsPage() {
  return (
    <Routes>
      <Route index element={<MerchantsOverview />} />
      <Route path="requests/:id?" element={<MerchantRequests />} />
      <Route path=":id" element={<MerchantProfile />} />
      <Route path="*" element={<UnknownPath />} />
    </Routes>
  );
}
