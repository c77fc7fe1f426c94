// Original flat illustrations of the sample dishes, drawn here in the theme's palette (no photos, nothing
// borrowed). Decorative: the dish's name is beside it.
import { useOjaTheme } from '@oja/shared/theme';
import type { ReactNode } from 'react';
import type { DishArt as DishArtName } from '../lib/figures';

type Palette = ReturnType<typeof useOjaTheme>['palette'];

/** A grain of rice, scattered over a mound to give it texture. */
const grains = (points: readonly [number, number][], fill: string) =>
  points.map(([x, y]) => (
    <ellipse
      key={`${x}-${y}`}
      cx={x}
      cy={y}
      rx={2.6}
      ry={1.1}
      transform={`rotate(${((x * 7) % 60) - 30} ${x} ${y})`}
      fill={fill}
    />
  ));

const RICE_GRAINS: readonly [number, number][] = [
  [58, 52],
  [66, 46],
  [74, 50],
  [82, 45],
  [90, 52],
  [62, 60],
  [70, 57],
  [78, 61],
  [86, 58],
  [94, 62],
  [56, 67],
  [66, 68],
  [74, 71],
  [84, 70],
  [92, 69],
  [100, 66],
  [70, 77],
  [80, 79],
  [88, 76],
  [60, 74],
];

function plate(p: Palette): ReactNode {
  return (
    <>
      <ellipse cx="80" cy="68" rx="58" ry="40" fill={p.ink200} />
      <ellipse cx="80" cy="64" rx="58" ry="40" fill={p.white} />
      <ellipse cx="80" cy="64" rx="44" ry="29" fill={p.ink50} />
    </>
  );
}

const ART: Record<DishArtName, (p: Palette) => ReactNode> = {
  jollof: (p) => (
    <>
      {plate(p)}
      <path d="M46 70c0-16 14-28 34-28s34 10 34 26c0 8-14 14-34 14S46 80 46 70z" fill={p.red500} />
      <path d="M50 68c2-12 14-21 30-21 14 0 27 8 29 19" fill="none" stroke={p.amber500} strokeWidth="3" opacity=".7" />
      {grains(RICE_GRAINS, p.amber100)}
      {/* Fried chicken drumstick */}
      <path d="M96 50c10-8 24-4 26 6 2 9-7 16-18 14l-9 9-6-5 8-10c-4-5-4-10-1-14z" fill={p.brown700} />
      <path d="M100 52c6-4 14-3 17 2" stroke={p.amber500} strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <circle cx="88" cy="80" r="3.5" fill={p.white} />
      <circle cx="85" cy="83" r="3" fill={p.white} />
      {/* Sliced tomato and onion */}
      <circle cx="52" cy="56" r="6" fill={p.red700} />
      <circle cx="52" cy="56" r="3" fill={p.red500} />
      <path d="M58 80c4-3 10-3 14 0" stroke={p.green500} strokeWidth="3" fill="none" strokeLinecap="round" />
    </>
  ),
  egusi: (p) => (
    <>
      {plate(p)}
      {/* Pounded yam */}
      <ellipse cx="58" cy="66" rx="20" ry="15" fill={p.white} stroke={p.ink200} strokeWidth="2" />
      <path d="M46 62c6-5 16-6 22-2" stroke={p.ink100} strokeWidth="3" fill="none" strokeLinecap="round" />
      {/* Bowl of egusi soup */}
      <ellipse cx="100" cy="64" rx="26" ry="19" fill={p.amber600} />
      <ellipse cx="100" cy="62" rx="22" ry="15" fill={p.amber500} />
      <circle cx="92" cy="58" r="2" fill={p.amber100} />
      <circle cx="104" cy="56" r="2.4" fill={p.amber100} />
      <circle cx="110" cy="64" r="2" fill={p.amber100} />
      <circle cx="96" cy="67" r="2.2" fill={p.amber100} />
      <path d="M88 62c4-6 10-6 12 0-4 3-8 3-12 0z" fill={p.green700} />
      <path d="M104 68c4-6 10-6 12 0-4 3-8 3-12 0z" fill={p.green600} />
      <rect x="98" y="57" width="8" height="6" rx="2" fill={p.brown700} />
      <rect x="90" y="66" width="7" height="5" rx="2" fill={p.brown700} />
    </>
  ),
  suya: (p) => (
    <>
      {plate(p)}
      {[0, 1, 2].map((row) => (
        <g key={row} transform={`translate(0 ${row * 12}) rotate(-8 80 64)`}>
          <line x1="34" y1="54" x2="126" y2="54" stroke={p.amber600} strokeWidth="2" strokeLinecap="round" />
          {[46, 62, 78, 94, 110].map((x) => (
            <rect key={x} x={x - 6} y="48" width="13" height="12" rx="3" fill={p.brown700} />
          ))}
          {[48, 80, 112].map((x) => (
            <circle key={x} cx={x} cy="51" r="1.6" fill={p.red500} />
          ))}
        </g>
      ))}
      {/* Onion rings and tomato */}
      <circle cx="60" cy="88" r="7" fill="none" stroke={p.ink300} strokeWidth="2.5" />
      <circle cx="72" cy="90" r="6" fill="none" stroke={p.ink300} strokeWidth="2.5" />
      <circle cx="98" cy="88" r="6" fill={p.red700} />
      <circle cx="98" cy="88" r="3" fill={p.red500} />
    </>
  ),
  ofada: (p) => (
    <>
      {/* Served on a leaf, as ofada rice is */}
      <path d="M18 68C34 36 118 30 146 60 122 96 40 102 18 68z" fill={p.green600} />
      <path d="M24 67C60 60 100 58 140 61" stroke={p.green800} strokeWidth="2" fill="none" />
      <path d="M44 66c0-12 12-20 26-20s24 8 24 18c0 8-10 12-24 12s-26-2-26-10z" fill={p.amber100} />
      {grains(
        RICE_GRAINS.slice(0, 12).map(([x, y]) => [x - 6, y + 2] as [number, number]),
        p.brown700,
      )}
      {/* Ayamase stew in a small bowl */}
      <ellipse cx="110" cy="62" rx="20" ry="15" fill={p.ink700} />
      <ellipse cx="110" cy="60" rx="16" ry="11" fill={p.green800} />
      <circle cx="104" cy="58" r="3" fill={p.green500} />
      <circle cx="114" cy="62" r="2.6" fill={p.green500} />
      <rect x="106" y="55" width="7" height="5" rx="2" fill={p.brown700} />
      <circle cx="118" cy="56" r="2" fill={p.red500} />
    </>
  ),
};

export function DishArt({ dish }: { dish: DishArtName }) {
  const theme = useOjaTheme();
  return (
    <svg
      viewBox="0 0 160 120"
      width="100%"
      height="100%"
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block' }}
    >
      <rect width="160" height="120" fill={theme.palette.amber50} />
      {ART[dish](theme.palette)}
    </svg>
  );
}
