// An order's status as a badge, in the words every screen uses and a tone for how it stands.
import { Badge, type BadgeTone } from '@oja/shared/ui';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@oja/shared/validation';

export const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  awaiting_payment: 'neutral',
  placed: 'warning',
  accepted: 'info',
  ready: 'success',
  picked_up: 'info',
  delivered: 'success',
  rejected: 'danger',
  cancelled: 'danger',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
