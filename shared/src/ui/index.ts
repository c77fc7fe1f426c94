// Public entry of @oja/shared/ui: the platform's accessible UI primitives, styled from @oja/shared/theme. Each app
// bundles what it uses (package.json `ojaBundled`); what they keep of the page (the open dialogs, the top bars) is in
// @oja/shared/layers, and what they show of the toasts in @oja/shared/toast, both loaded once.

export { useTopBar } from '@oja/shared/layers';
export { Alert, type AlertProps } from './alert';
export { Badge, type BadgeProps, type BadgeTone, SampleBadge } from './badge';
export { Button, type ButtonProps } from './button';
export { type ButtonSize, type ButtonStyleOptions, type ButtonVariant, buttonStyles } from './button-styles';
export { Card, type CardPadding, type CardProps, cardStyles, sectionColumnStyles } from './card';
export { Checkbox, type CheckboxProps } from './checkbox';
export { Dialog, type DialogProps } from './dialog';
export { DocumentLink, type DocumentLinkProps } from './document-link';
export { EmptyState, type EmptyStateProps } from './empty-state';
export type { FieldProps } from './field-frame';
export { FilePicker, type FilePickerProps, formatFileSize } from './file-picker';
export { keepTabInside, tabbableElements } from './focusable';
export {
  type BrandPanelContent,
  type BrandPoint,
  GuestLayout,
  type GuestLayoutProps,
  SUPPORT_EMAIL,
  SupportLink,
} from './guest-layout';
export { IconButton, type IconButtonProps } from './icon-button';
export {
  ArrowDownIcon,
  ArrowLeftIcon,
  ArrowUpIcon,
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  Icon,
  type IconProps,
} from './icons';
export { ListMarker, type ListMarkerProps } from './list-marker';
export { Logo, type LogoProps } from './logo';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { Select, type SelectOption, type SelectProps } from './select';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Spinner, type SpinnerProps } from './spinner';
export { filledStars, StarRating, type StarRatingProps } from './star-rating';
export { describeChange, StatCard, type StatCardProps, type StatChange } from './stat-card';
export { TextArea, type TextAreaProps } from './text-area';
export { TextField, type TextFieldProps } from './text-field';
export { belowToastsStyles, ToastShelfCover } from './toast-shelf';
export { ToastViewport, type ToastViewportProps } from './toast-viewport';
export { VisuallyHidden } from './visually-hidden';
