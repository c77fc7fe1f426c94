// Tells a request sent again after a rejection from a first application, beside its business name (the requests
// list and the main view's first requests).
import { css } from '@emotion/react';
import type { Merchant } from '@oja/shared/api';
import { useOjaTheme } from '@oja/shared/theme';
import { Badge } from '@oja/shared/ui';
import { isResubmission } from '../lib/merchant-fields';

export function ResubmittedBadge({ merchant }: { merchant: Merchant }) {
  const { space } = useOjaTheme();
  if (!isResubmission(merchant)) return null;
  return (
    <Badge tone="info" css={css({ marginLeft: space[2], verticalAlign: 'middle' })}>
      Resubmitted
    </Badge>
  );
}
