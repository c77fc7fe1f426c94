// The brand panel's illustration, drawn in code (no image to download, sharp at any size): a Lagos-style skyline
// at dusk, a delivery route dashed across it from a shop to a home, and an Oja rider on a scooter carrying an
// amber parcel box. Decoration only: hidden from screen readers. It stands still on purpose: an endless animation
// of a drawing this size keeps the page repainting (measured: browser tests on a software-rendered Chromium
// slowed to a crawl while it ran), a cost a sign-in page should not pay for decoration.
import { css } from '@emotion/react';
import { type OjaTheme, useOjaTheme } from '@oja/shared/theme';

/** Window lights of one tower: a grid of small rectangles, some lit. */
function Windows({
  x,
  y,
  columns,
  rows,
  lit,
  color,
}: {
  x: number;
  y: number;
  columns: number;
  rows: number;
  lit: string;
  color: string;
}) {
  const cells = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      // A fixed pattern (not random) so every render draws the same picture.
      const on = (row * 7 + column * 3) % 5 === 0;
      cells.push(
        <rect
          key={`${row}-${column}`}
          x={x + column * 10}
          y={y + row * 14}
          width={5}
          height={7}
          rx={1}
          fill={on ? lit : color}
        />,
      );
    }
  }
  return <g>{cells}</g>;
}

export function DeliveryArtwork({ className }: { className?: string }) {
  const { palette } = useOjaTheme();
  const colours: ArtworkColours = {
    palette,
    far: palette.green700,
    near: palette.green900,
    window: 'rgba(255,255,255,0.10)',
    lit: palette.amber100,
  };
  return (
    <svg
      className={className}
      viewBox="0 0 520 380"
      role="presentation"
      aria-hidden="true"
      focusable="false"
      css={css({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' })}
    >
      <Skyline {...colours} />
      <Street {...colours} />
      <Route {...colours} />
      <Rider {...colours} />
    </svg>
  );
}

/** The drawing's colours: the theme's palette, and the ones its parts share. */
interface ArtworkColours {
  palette: OjaTheme['palette'];
  far: string;
  near: string;
  window: string;
  lit: string;
}

/** The sun with soft rings behind the city, the far towers and their window lights. */
function Skyline({ palette, far, window, lit }: ArtworkColours) {
  return (
    <>
      <circle cx="380" cy="120" r="70" fill={palette.amber500} opacity="0.9" />
      <circle cx="380" cy="120" r="100" fill="none" stroke={palette.amber500} strokeOpacity="0.25" strokeWidth="2" />
      <circle cx="380" cy="120" r="132" fill="none" stroke={palette.amber500} strokeOpacity="0.12" strokeWidth="2" />
      <g fill={far}>
        <rect x="20" y="170" width="44" height="150" rx="3" />
        <rect x="70" y="130" width="36" height="190" rx="3" />
        <path d="M112 320V150l22-22 22 22v170z" />
        <rect x="164" y="190" width="50" height="130" rx="3" />
        <rect x="222" y="110" width="30" height="210" rx="3" />
        <rect x="258" y="160" width="56" height="160" rx="3" />
        <rect x="322" y="200" width="40" height="120" rx="3" />
        <rect x="368" y="150" width="46" height="170" rx="3" />
        <rect x="420" y="185" width="38" height="135" rx="3" />
        <rect x="464" y="140" width="40" height="180" rx="3" />
      </g>
      <Windows x={76} y={142} columns={3} rows={11} lit={lit} color={window} />
      <Windows x={228} y={122} columns={2} rows={13} lit={lit} color={window} />
      <Windows x={266} y={172} columns={5} rows={9} lit={lit} color={window} />
      <Windows x={374} y={162} columns={4} rows={10} lit={lit} color={window} />
      <Windows x={470} y={152} columns={3} rows={11} lit={lit} color={window} />
    </>
  );
}

/** The near row of shops and homes along the road, the shop's awning where the route starts, and the road. */
function Street({ palette, near, lit }: ArtworkColours) {
  return (
    <>
      <g fill={near}>
        <rect x="0" y="262" width="120" height="70" rx="4" />
        <path d="M140 332v-58l40-26 40 26v58z" />
        <rect x="236" y="250" width="90" height="82" rx="4" />
        <path d="M344 332v-50l34-22 34 22v50z" />
        <rect x="426" y="268" width="94" height="64" rx="4" />
      </g>
      <path d="M8 262h104l-8 14H16z" fill={palette.amber500} />
      <rect x="30" y="290" width="22" height="42" rx="2" fill={palette.green600} />
      <rect x="64" y="288" width="36" height="22" rx="2" fill={lit} opacity="0.85" />
      <rect x="0" y="332" width="520" height="48" fill={palette.ink900} opacity="0.55" />
      <path d="M0 356h520" stroke="#fff" strokeOpacity="0.35" strokeWidth="3" strokeDasharray="18 14" />
    </>
  );
}

/** The delivery route, dashed from the shop to the home with the amber pin. */
function Route({ palette, near }: ArtworkColours) {
  return (
    <>
      <path
        d="M60 250C120 170 210 230 270 190S380 120 396 212"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="2 10"
      />
      <g transform="translate(60 250)">
        <circle r="9" fill="#fff" />
        <circle r="4" fill={palette.green600} />
      </g>
      <g transform="translate(396 178)">
        <path d="M0 34c-1 0-15-13-15-23a15 15 0 0 1 30 0C15 21 1 34 0 34z" fill={palette.amber500} />
        <circle cy="11" r="5.5" fill={near} />
      </g>
    </>
  );
}

/** The rider on a scooter with the parcel box. */
function Rider({ palette }: ArtworkColours) {
  return (
    <g>
      <g transform="translate(150 270)">
        {/* Box */}
        <rect x="-6" y="8" width="40" height="34" rx="4" fill={palette.amber500} />
        <rect x="11" y="8" width="6" height="34" fill={palette.amber600} />
        {/* Scooter body */}
        <path
          d="M-4 44h70c10 0 18-8 20-18l4-20h10"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M40 44c0-12 8-18 22-18h14"
          fill="none"
          stroke={palette.green100}
          strokeWidth="8"
          strokeLinecap="round"
        />
        {/* Rider */}
        <circle cx="62" cy="-14" r="10" fill={palette.green100} />
        <path d="M52 -14a10 10 0 0 1 20 0z" fill={palette.amber500} />
        <path
          d="M58 -2c-10 4-14 16-12 30l16 2 8-16 14-4"
          fill="none"
          stroke={palette.green100}
          strokeWidth="9"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        {/* Wheels */}
        <circle cx="6" cy="52" r="12" fill={palette.ink900} stroke="#fff" strokeWidth="4" />
        <circle cx="86" cy="52" r="12" fill={palette.ink900} stroke="#fff" strokeWidth="4" />
      </g>
    </g>
  );
}
