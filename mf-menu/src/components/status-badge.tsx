// A product's status as its label (docs/product/rules.md, "States and transitions": In Stock, Out of Stock, Coming
// Soon), with a dot so the statuses differ by more than colour.

import { Badge, type BadgeTone } from '@oja/shared/ui';
import type { ProductStatus } from '@oja/shared/validation';
import { PRODUCT_STATUS_LABELS } from '@oja/shared/validation';

const TONES: Record<ProductStatus, BadgeTone> = {
  in_stock: 'success',
  out_of_stock: 'danger',
  coming_soon: 'warning',
};

export function StatusBadge({ status }: { status: ProductStatus }) {
  return (
    <Badge tone={TONES[status]} dot>
      {PRODUCT_STATUS_LABELS[status]}
    </Badge>
  );
}
