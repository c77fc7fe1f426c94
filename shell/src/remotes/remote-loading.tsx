import { css } from '@emotion/react';
import { useOjaTheme } from '@oja/shared/theme';
import { Spinner } from '@oja/shared/ui';
import { useEffect, useState } from 'react';

/** A quick load shows nothing at all: the spinner appears only if the page takes longer than this. */
const SHOW_AFTER_MS = 200;

export function RemoteLoading({ placement, area }: { placement: 'page' | 'dashboard'; area: string }) {
  const theme = useOjaTheme();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div
      aria-busy="true"
      css={css({
        // The area keeps the height its page will need, so the page does not push content when it arrives.
        minHeight: placement === 'page' ? '100vh' : '60vh',
        display: 'grid',
        placeItems: 'center',
        padding: theme.space[6],
      })}
    >
      {visible && <Spinner label={`Loading ${area.toLowerCase()}...`} showLabel size={28} />}
    </div>
  );
}
