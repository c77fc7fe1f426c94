// The handful of line icons the primitives draw (24 px grid, 2 px stroke, Feather-like). Decorative: each is
// aria-hidden, the control around it carries the words.
import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** The frame of every line icon (24 px grid, 2 px stroke, decorative); remotes draw their own icons inside it. */
export function Icon({ size = 20, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon of one line, `d` its path on the 24 px grid. */
function lineIcon(d: string) {
  return (props: IconProps) => (
    <Icon {...props}>
      <path d={d} />
    </Icon>
  );
}

export const CheckIcon = lineIcon('M5 12.5l4.5 4.5L19 7.5');

/** "Back": a back link or button's arrow. */
export const ArrowLeftIcon = lineIcon('M19 12H5M12 19l-7-7 7-7');

export const ArrowUpIcon = lineIcon('M12 19V5M6 11l6-6 6 6');

export const ArrowDownIcon = lineIcon('M12 5v14M6 13l6 6 6-6');

export const ChevronLeftIcon = lineIcon('M15 18l-6-6 6-6');

export const ChevronRightIcon = lineIcon('M9 18l6-6-6-6');

export const CloseIcon = lineIcon('M6 6l12 12M18 6L6 18');

export const ChevronDownIcon = lineIcon('M6 9l6 6 6-6');

export const SuccessIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9.25" />
    <path d="M8 12.5l2.75 2.75L16.25 9.5" />
  </Icon>
);

export const ErrorIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9.25" />
    <path d="M12 7.5v5.25" />
    <path d="M12 16.25h.01" strokeWidth={2.5} />
  </Icon>
);

export const WarningIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10.3 4.2L2.9 17.1A2 2 0 0 0 4.6 20h14.8a2 2 0 0 0 1.7-2.9L13.7 4.2a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4" />
    <path d="M12 16.75h.01" strokeWidth={2.5} />
  </Icon>
);

export const InfoIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9.25" />
    <path d="M12 11v5.25" />
    <path d="M12 7.75h.01" strokeWidth={2.5} />
  </Icon>
);

export const EyeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const EyeOffIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9.9 5.7A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16.8 16.8 0 0 1-2.6 3.4M6.6 6.9C3.9 8.6 2.5 12 2.5 12S6 18.5 12 18.5c1.7 0 3.2-.5 4.5-1.2" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="M3 3l18 18" />
  </Icon>
);

export const UploadIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 16V4m0 0-4 4m4-4 4 4" />
    <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
  </Icon>
);

export const DocumentIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </Icon>
);
