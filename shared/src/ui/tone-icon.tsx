import type { FeedbackTone } from '@oja/shared/theme';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from './icons';

/** The icon of each feedback tone: colour is never the only thing telling them apart. */
export function ToneIcon({ tone, size = 20 }: { tone: FeedbackTone; size?: number }) {
  switch (tone) {
    case 'success':
      return <SuccessIcon size={size} />;
    case 'error':
      return <ErrorIcon size={size} />;
    case 'warning':
      return <WarningIcon size={size} />;
    case 'info':
      return <InfoIcon size={size} />;
  }
}
