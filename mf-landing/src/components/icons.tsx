// Line icons drawn for the landing page (24-unit grid, 2-unit strokes, round joins), decorative: the text beside
// each one says what it means.
import type { ReactNode } from 'react';

function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const icons = {
  food: (
    <Icon>
      <path d="M3 11h18a9 9 0 0 1-18 0z" />
      <path d="M8 7c0-1.5 1-2 1-3.5M12 7c0-1.5 1-2 1-3.5M16 7c0-1.5 1-2 1-3.5" />
    </Icon>
  ),
  packages: (
    <Icon>
      <path d="M21 8l-9-5-9 5v8l9 5 9-5z" />
      <path d="M3 8l9 5 9-5M12 13v8M7.5 5.5l9 5" />
    </Icon>
  ),
  rides: (
    <Icon>
      <circle cx="5.5" cy="17" r="3.5" />
      <circle cx="18.5" cy="17" r="3.5" />
      <path d="M5.5 17l4-7h6l3 7M15.5 10l-2-4h-3M9.5 10l3 7" />
    </Icon>
  ),
  growth: (
    <Icon>
      <path d="M3 17l6-6 4 4 8-8" />
      <path d="M15 7h6v6" />
    </Icon>
  ),
  dashboard: (
    <Icon>
      <rect x="3" y="3" width="7" height="9" rx="1.5" />
      <rect x="14" y="3" width="7" height="5" rx="1.5" />
      <rect x="14" y="12" width="7" height="9" rx="1.5" />
      <rect x="3" y="16" width="7" height="5" rx="1.5" />
    </Icon>
  ),
  assign: (
    <Icon>
      <circle cx="9" cy="7" r="4" />
      <path d="M3 21v-2a6 6 0 0 1 12 0v2M16 11l2 2 4-4" />
    </Icon>
  ),
  wallet: (
    <Icon>
      <path d="M20 7H5a2 2 0 0 1 0-4h13v4" />
      <path d="M3 5v14a2 2 0 0 0 2 2h15V7" />
      <circle cx="16" cy="14" r="1.5" />
    </Icon>
  ),
  clock: (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 3" />
    </Icon>
  ),
  support: (
    <Icon>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="2.5" y="13" width="4" height="6" rx="1.5" />
      <rect x="17.5" y="13" width="4" height="6" rx="1.5" />
      <path d="M19.5 19a4 4 0 0 1-4 3h-2" />
    </Icon>
  ),
  pause: (
    <Icon size={18}>
      <path d="M9 5v14M15 5v14" />
    </Icon>
  ),
  play: (
    <Icon size={18}>
      <path d="M7 4l13 8-13 8z" />
    </Icon>
  ),
  chevron: (
    <Icon size={20}>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  ),
  pin: (
    <Icon size={18}>
      <path d="M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z" />
      <circle cx="12" cy="9" r="2.5" />
    </Icon>
  ),
  instagram: (
    <Icon size={20}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
    </Icon>
  ),
  twitter: (
    <Icon size={20}>
      <path d="M4 4l16 16M20 4L4 20" />
    </Icon>
  ),
  linkedin: (
    <Icon size={20}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 11v6M8 7.5v.01M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </Icon>
  ),
  apple: (
    <Icon size={26}>
      <path d="M16 3c-1.5.2-3 1.4-3 3.2 1.6 0 3-1.4 3-3.2zM12.5 7.5c-1 0-2-.7-3.2-.7C7 6.8 5 8.6 5 12c0 3.6 2.4 8 4.4 8 1 0 1.6-.6 2.9-.6s1.8.6 2.9.6c1.4 0 2.9-2.4 3.6-4.4-1.8-.8-2.6-2.3-2.6-4 0-1.4.8-2.7 2-3.4-.8-1.1-2-1.6-3.2-1.6-1.3 0-2 .9-2.5.9z" />
    </Icon>
  ),
  play_store: (
    <Icon size={26}>
      <path d="M5 3.5v17l9-8.5z" />
      <path d="M5 3.5l12 7-3 2.5M5 20.5l12-7-3-1.5M17 10.5l3 1.5-3 1.5" />
    </Icon>
  ),
} as const;
