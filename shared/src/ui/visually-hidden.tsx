import { visuallyHidden } from '@oja/shared/theme';
import type { ComponentPropsWithRef } from 'react';

/** Text for screen readers only: "3 unread notifications" beside a bare "3". */
export function VisuallyHidden(props: ComponentPropsWithRef<'span'>) {
  return <span css={visuallyHidden} {...props} />;
}
