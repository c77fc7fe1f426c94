// The menu page's own line icons (same 24 px grid and 2 px stroke as @oja/shared/ui's). Decorative: the control
// around each carries the words.
import { Icon, type IconProps } from '@oja/shared/ui';

export const PencilIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4z" />
  </Icon>
);

export const PlusIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

export const TrashIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
  </Icon>
);

/** Stands in for a category or item that has no picture. */
export const DishIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 16h18M5 16a7 7 0 0 1 14 0M12 9V7M10 7h4M2 19h20" />
  </Icon>
);
