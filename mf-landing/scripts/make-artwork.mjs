#!/usr/bin/env node
// Draws the landing page's artwork as SVG files in src/assets/ (committed; webpack serves them hashed). Nothing
// is downloaded: every scene is composed here from a few flat shapes (skylines, roads, riders, parcels, stalls)
// in the palette of @oja/shared/theme, so the page has one look. Run it again after changing a drawing:
//   node mf-landing/scripts/make-artwork.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '../src/assets');

// The palette is read from the theme's own source, so the drawings cannot drift from it.
const repoRoot = path.resolve(here, '../..');
const colorsSource = readFileSync(path.join(repoRoot, 'shared/src/theme/colors.ts'), 'utf8');
const p = Object.fromEntries(
  [...colorsSource.matchAll(/^\s+(\w+): '(#[0-9A-F]{6})',$/gim)].map(([, name, hex]) => [name, hex]),
);
for (const needed of ['green900', 'green600', 'amber500', 'ink900', 'white', 'red500']) {
  if (!p[needed]) throw new Error(`palette colour ${needed} not found in colors.ts`);
}

// Each picture's text alternative is given where it is shown (its <img alt>); the title names the file's drawing.
let currentTitle = '';
const svg = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><title>${currentTitle}</title>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;

const linear = (id, stops, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

/** A scene under a sky that fades through `stops` (top to bottom), `body` drawn over it. */
const skyScene = (w, h, stops, body) =>
  svg(w, h, `<rect width="${w}" height="${h}" fill="url(#sky)"/>\n${body}`, linear('sky', stops));

/** A deterministic pseudo-random sequence: the same drawing on every run. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** A row of buildings with lit windows, from x0 to x1, standing on `ground`. */
function skyline({ x0, x1, ground, minH, maxH, body, windowColor, seed, windowChance = 0.55 }) {
  const rnd = random(seed);
  let x = x0;
  let parts = '';
  while (x < x1) {
    const w = 60 + Math.round(rnd() * 90);
    const h = minH + Math.round(rnd() * (maxH - minH));
    const top = ground - h;
    parts += `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${body}"/>`;
    if (rnd() > 0.6) parts += `<rect x="${x + w / 2 - 3}" y="${top - 26}" width="6" height="26" fill="${body}"/>`;
    for (let wy = top + 16; wy < ground - 24; wy += 26) {
      for (let wx = x + 12; wx < x + w - 18; wx += 22) {
        if (rnd() < windowChance)
          parts += `<rect x="${wx}" y="${wy}" width="10" height="13" rx="1.5" fill="${windowColor}"/>`;
      }
    }
    x += w + 6 + Math.round(rnd() * 14);
  }
  return parts;
}

/** A delivery rider on a motorbike facing right, wheels on `y`, with an optional passenger or parcel box. */
function rider({ x, y, s = 1, jacket = p.green600, helmet = p.amber500, box = true, passenger = false, flip = false }) {
  const t = flip ? `translate(${x} ${y}) scale(${-s} ${s})` : `translate(${x} ${y}) scale(${s})`;
  const wheel = (cx) =>
    `<circle cx="${cx}" cy="-34" r="34" fill="${p.ink900}"/><circle cx="${cx}" cy="-34" r="15" fill="${p.ink300}"/><circle cx="${cx}" cy="-34" r="6" fill="${p.ink700}"/>`;
  return `<g transform="${t}">
${wheel(-95)}${wheel(105)}
<path d="M-120 -70 L-40 -70 L-10 -100 L70 -100 L110 -62 L70 -40 L-60 -40 Z" fill="${p.ink700}"/>
<path d="M-60 -72 Q-20 -118 60 -104 L78 -78 Q10 -84 -40 -60 Z" fill="${p.green800}"/>
<path d="M70 -100 L98 -150" stroke="${p.ink900}" stroke-width="9" stroke-linecap="round"/>
<path d="M90 -150 L120 -156" stroke="${p.ink900}" stroke-width="9" stroke-linecap="round"/>
<circle cx="116" cy="-118" r="9" fill="${p.amber100}"/>
${box ? `<rect x="-150" y="-182" width="92" height="84" rx="10" fill="${p.amber500}"/><rect x="-150" y="-160" width="92" height="10" fill="${p.amber600}"/><path d="M-126 -140 l8 -8 8 8 8 -8 8 8" fill="none" stroke="${p.white}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` : ''}
${passenger ? `<path d="M-70 -100 L-58 -180 Q-52 -206 -26 -200 L-16 -150 L-30 -100 Z" fill="${p.amber600}"/><path d="M-40 -110 L-10 -110 L-6 -60" stroke="${p.ink700}" stroke-width="16" stroke-linecap="round" fill="none"/><circle cx="-40" cy="-222" r="22" fill="${p.brown700}"/><path d="M-64 -228 a24 24 0 0 1 48 0 Z" fill="${p.white}"/><path d="M-34 -176 L6 -146" stroke="${p.amber600}" stroke-width="14" stroke-linecap="round"/>` : ''}
<path d="M-10 -100 L8 -186 Q14 -212 44 -206 L58 -160 L40 -100 Z" fill="${jacket}"/>
<path d="M20 -112 L60 -112 L68 -60" stroke="${p.ink900}" stroke-width="17" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
<path d="M36 -186 L92 -156" stroke="${jacket}" stroke-width="16" stroke-linecap="round"/>
<circle cx="30" cy="-232" r="24" fill="${p.brown700}"/>
<path d="M4 -236 a27 27 0 0 1 54 -4 L60 -226 L4 -226 Z" fill="${helmet}"/>
<rect x="40" y="-238" width="24" height="9" rx="4" fill="${p.ink900}" opacity="0.75"/>
</g>`;
}

/** A parcel box with tape; `w`x`h` at (x, y) top-left. */
function parcel(x, y, w, h, fill = p.amber500, tape = p.amber100) {
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${fill}"/><rect x="${x + w / 2 - w * 0.09}" y="${y}" width="${w * 0.18}" height="${h}" fill="${tape}" opacity="0.9"/><rect x="${x}" y="${y + h * 0.22}" width="${w}" height="4" fill="${p.ink900}" opacity="0.12"/></g>`;
}

function road(y, h, w, dash = p.amber100) {
  let lanes = '';
  for (let x = 20; x < w; x += 150)
    lanes += `<rect x="${x}" y="${y + h / 2 - 4}" width="80" height="8" rx="4" fill="${dash}" opacity="0.7"/>`;
  return `<rect x="0" y="${y}" width="${w}" height="${h}" fill="${p.ink900}"/><rect x="0" y="${y}" width="${w}" height="10" fill="${p.ink700}"/>${lanes}`;
}

function palm(x, y, s = 1, leaf = p.green500, trunk = p.brown700) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 Q10 -120 -6 -240" stroke="${trunk}" stroke-width="16" fill="none" stroke-linecap="round"/>${[
    -150, -110, -60, -20, 20,
  ]
    .map(
      (angle) =>
        `<path d="M-6 -240 q60 -30 120 20 q-70 -10 -120 -20z" fill="${leaf}" transform="rotate(${angle} -6 -240)"/>`,
    )
    .join('')}</g>`;
}

// Hero backgrounds: 1600 x 900, the calm sky on the left carries the headline; the scene sits on the right.
const W = 1600;
const H = 900;

function heroCity() {
  return skyScene(
    W,
    H,
    [
      [0, p.green900],
      [0.7, p.green800],
      [1, p.green600],
    ],
    `<circle cx="1240" cy="300" r="150" fill="${p.amber500}" opacity="0.95"/><circle cx="1240" cy="300" r="210" fill="${p.amber500}" opacity="0.12"/>
${skyline({ x0: 560, x1: W, ground: 720, minH: 160, maxH: 420, body: p.green700, windowColor: p.green500, seed: 7, windowChance: 0.35 })}
${skyline({ x0: 640, x1: W, ground: 720, minH: 90, maxH: 260, body: p.green800, windowColor: p.amber500, seed: 3, windowChance: 0.4 })}
${palm(700, 720, 1, p.green500)}${palm(1520, 720, 0.8, p.green500)}
${road(720, 180, W)}
${rider({ x: 1130, y: 860, s: 1.05 })}`,
  );
}

function heroMarket() {
  let awning = '';
  for (let i = 0; i < 14; i++) {
    awning += `<path d="M${640 + i * 70} 330 h70 v70 a35 35 0 0 1 -70 0 z" fill="${i % 2 ? p.white : p.amber500}"/>`;
  }
  const rnd = random(11);
  let produce = '';
  const fruit = [p.red500, p.amber500, p.green500, p.amber600];
  for (let i = 0; i < 60; i++) {
    const cx = 700 + rnd() * 860;
    const cy = 560 + rnd() * 60;
    produce += `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(16 + rnd() * 10).toFixed(0)}" fill="${fruit[i % 4]}"/>`;
  }
  return skyScene(
    W,
    H,
    [
      [0, p.green900],
      [1, p.green700],
    ],
    `${skyline({ x0: 600, x1: W, ground: 420, minH: 80, maxH: 220, body: p.green800, windowColor: p.green600, seed: 21, windowChance: 0.3 })}
<rect x="620" y="300" width="980" height="40" fill="${p.green600}"/>${awning}
<rect x="640" y="420" width="960" height="480" fill="${p.amber100}"/>
<rect x="660" y="600" width="920" height="300" fill="${p.brown700}"/>
<rect x="660" y="600" width="920" height="18" fill="${p.amber600}"/>
${produce}
<g transform="translate(820 760)"><path d="M0 0 h150 l-14 130 h-122 z" fill="${p.green600}"/><path d="M40 0 a35 35 0 0 1 70 0" stroke="${p.green800}" stroke-width="10" fill="none"/><circle cx="75" cy="60" r="22" fill="${p.amber500}"/></g>
<g transform="translate(1230 740)"><rect width="190" height="150" rx="12" fill="${p.white}"/><rect y="0" width="190" height="34" rx="12" fill="${p.green600}"/><rect x="30" y="60" width="130" height="12" rx="6" fill="${p.ink200}"/><rect x="30" y="86" width="90" height="12" rx="6" fill="${p.ink200}"/></g>`,
  );
}

function heroParcels() {
  // A phone with the live map of a delivery, beside a stack of parcels.
  let grid = '';
  for (let i = 0; i < 8; i++)
    grid += `<rect x="1012" y="${250 + i * 52}" width="236" height="6" fill="${p.green100}"/>`;
  for (let i = 0; i < 5; i++)
    grid += `<rect x="${1030 + i * 52}" y="230" width="6" height="440" fill="${p.green100}"/>`;
  return skyScene(
    W,
    H,
    [
      [0, p.green900],
      [1, p.green800],
    ],
    `<circle cx="1150" cy="450" r="380" fill="${p.green700}" opacity="0.6"/>
<rect x="0" y="780" width="${W}" height="120" fill="${p.green900}"/>
${parcel(660, 560, 240, 220)}${parcel(720, 400, 170, 160, p.amber600)}${parcel(1360, 620, 180, 160)}
<g><rect x="990" y="170" width="280" height="560" rx="36" fill="${p.ink900}"/><rect x="1004" y="210" width="252" height="480" rx="14" fill="${p.green50}"/>${grid}
<path d="M1060 620 C1080 520 1200 520 1180 400 S1120 300 1190 270" stroke="${p.green600}" stroke-width="10" fill="none" stroke-linecap="round" stroke-dasharray="2 18"/>
<circle cx="1060" cy="620" r="14" fill="${p.green600}"/><path d="M1190 300c-4 0-34-26-34-50a34 34 0 0 1 68 0c0 24-30 50-34 50z" fill="${p.amber500}"/><circle cx="1190" cy="250" r="12" fill="${p.white}"/>
<rect x="1030" y="560" width="200" height="96" rx="14" fill="${p.white}"/><circle cx="1070" cy="608" r="22" fill="${p.amber500}"/><rect x="1104" y="590" width="100" height="12" rx="6" fill="${p.ink700}"/><rect x="1104" y="614" width="70" height="10" rx="5" fill="${p.ink300}"/></g>
${rider({ x: 1420, y: 860, s: 0.7, jacket: p.green500, flip: true })}`,
  );
}

// Ride carousel slides: 800 x 600 scenes of bike rides across the day, one a row of `rides`.
function rideScene([skyTop, skyBottom, ground, sun, body, windows, seed, passengerJacket]) {
  return skyScene(
    800,
    600,
    [
      [0, skyTop],
      [1, skyBottom],
    ],
    `${sun ? `<circle cx="${sun[0]}" cy="${sun[1]}" r="70" fill="${sun[2]}"/>` : ''}
${skyline({ x0: -20, x1: 820, ground: 430, minH: 80, maxH: 260, body, windowColor: windows, seed, windowChance: 0.4 })}
<rect x="0" y="430" width="800" height="170" fill="${ground}"/>
${road(470, 130, 800)}
${rider({ x: 420, y: 580, s: 0.85, jacket: passengerJacket, box: false, passenger: true })}
`,
  );
}

// One ride a row: the sky's top and bottom, the ground, the sun (x, y, colour), the buildings and their windows,
// the skyline's seed, the passenger's jacket.
const rides = [
  [p.amber100, p.amber50, p.green100, [640, 140, p.amber500], p.green600, p.green100, 5, p.green700],
  [p.green50, p.green100, p.green500, [150, 120, p.amber500], p.green700, p.amber100, 9, p.green600],
  [p.green900, p.green700, p.green800, [620, 110, p.amber100], p.green800, p.amber500, 13, p.amber600],
  [p.amber500, p.amber100, p.green600, [400, 260, p.amber50], p.brown700, p.amber100, 17, p.green700],
  [p.blue50, p.green50, p.green600, [700, 90, p.amber500], p.green600, p.white, 23, p.green800],
];

// Flyers for the scrolling strip: 640 x 400 promotional cards, each with its own illustration.
function flyer({ bg, accent, art }) {
  return svg(
    640,
    400,
    `<rect width="640" height="400" fill="${bg}"/><circle cx="520" cy="80" r="160" fill="${accent}" opacity="0.35"/><circle cx="90" cy="380" r="120" fill="${accent}" opacity="0.25"/>${art}`,
  );
}

const bowl = (x, y) =>
  `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="0" rx="120" ry="34" fill="${p.amber600}"/><path d="M-120 0 a120 100 0 0 0 240 0z" fill="${p.white}"/><circle cx="-40" cy="-14" r="30" fill="${p.red500}"/><circle cx="20" cy="-22" r="32" fill="${p.amber500}"/><circle cx="70" cy="-8" r="24" fill="${p.green500}"/><path d="M-120 0 a120 100 0 0 0 240 0" fill="none" stroke="${p.ink200}" stroke-width="6"/></g>`;
const bag = (x, y) =>
  `<g transform="translate(${x} ${y})"><path d="M-90 -60 h180 l-18 190 h-144z" fill="${p.amber100}"/><path d="M-40 -60 a40 50 0 0 1 80 0" fill="none" stroke="${p.brown700}" stroke-width="10"/><circle cx="-30" cy="-70" r="26" fill="${p.red500}"/><path d="M10 -120 l20 60 l-30 0z" fill="${p.green500}"/><rect x="30" y="-110" width="26" height="60" rx="8" fill="${p.amber500}"/></g>`;
const cash = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect x="-110" y="-60" width="220" height="120" rx="14" fill="${p.green500}"/><rect x="-96" y="-46" width="192" height="92" rx="10" fill="none" stroke="${p.green100}" stroke-width="4"/><circle cx="0" cy="0" r="30" fill="${p.green100}"/><text x="0" y="13" text-anchor="middle" font-family="system-ui, sans-serif" font-size="38" font-weight="700" fill="${p.green800}">₦</text></g>`;
const shop = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect x="-110" y="-40" width="220" height="150" fill="${p.white}"/>${[
    0, 1, 2, 3, 4,
  ]
    .map((i) => `<path d="M${-110 + i * 44} -40 h44 v30 a22 22 0 0 1 -44 0z" fill="${i % 2 ? p.white : p.green500}"/>`)
    .join(
      '',
    )}<rect x="-110" y="-60" width="220" height="22" fill="${p.green700}"/><rect x="-30" y="30" width="60" height="80" fill="${p.amber500}"/><rect x="-90" y="20" width="44" height="40" fill="${p.green100}"/><rect x="46" y="20" width="44" height="40" fill="${p.green100}"/></g>`;

const flyers = [
  { name: 'flyer-food', bg: p.green600, accent: p.green500, art: bowl(470, 250) },
  { name: 'flyer-groceries', bg: p.amber500, accent: p.amber100, art: bag(470, 230) },
  {
    name: 'flyer-packages',
    bg: p.green900,
    accent: p.green700,
    art: `${parcel(360, 160, 150, 140)}${parcel(480, 200, 120, 100, p.amber600)}`,
  },
  { name: 'flyer-merchants', bg: p.green700, accent: p.green600, art: shop(470, 220) },
  { name: 'flyer-riders', bg: p.amber600, accent: p.amber500, art: cash(470, 220) },
];

// The coverage map: a stylised street grid with a river, parks and store pins.
function storesMap() {
  let streets = '';
  const rnd = random(31);
  for (let y = 40; y < 600; y += 70 + Math.round(rnd() * 30))
    streets += `<rect x="0" y="${y}" width="800" height="${rnd() > 0.7 ? 14 : 7}" fill="${p.white}"/>`;
  for (let x = 30; x < 800; x += 80 + Math.round(rnd() * 40))
    streets += `<rect x="${x}" y="0" width="${rnd() > 0.7 ? 14 : 7}" height="600" fill="${p.white}"/>`;
  const pin = (x, y, c = p.green600) =>
    `<g transform="translate(${x} ${y})"><path d="M0 0c-3 0-26-22-26-40a26 26 0 0 1 52 0c0 18-23 40-26 40z" fill="${c}"/><circle cx="0" cy="-40" r="10" fill="${p.white}"/></g>`;
  return svg(
    800,
    600,
    `<rect width="800" height="600" fill="${p.ink100}"/>${streets}
<path d="M-20 470 C150 420 260 520 420 470 S650 380 820 430 L820 520 C650 470 560 560 420 560 S150 520 -20 560Z" fill="${p.blue50}" stroke="${p.ink200}" stroke-width="3"/>
<rect x="120" y="130" width="120" height="90" rx="10" fill="${p.green100}"/><rect x="540" y="250" width="150" height="80" rx="10" fill="${p.green100}"/>
<path d="M160 380 C260 300 360 330 430 240 S560 150 620 170" stroke="${p.green600}" stroke-width="8" fill="none" stroke-linecap="round" stroke-dasharray="1 16"/>
${pin(160, 380, p.amber600)}${pin(300, 210)}${pin(430, 240)}${pin(520, 120)}${pin(620, 170)}${pin(690, 360)}${pin(250, 300)}${pin(380, 400)}
<g transform="translate(620 170)"><circle r="40" fill="${p.green600}" opacity="0.18"/></g>`,
  );
}

const titled = (title, draw) => {
  currentTitle = title;
  return draw();
};
const files = {
  'hero-city.svg': titled('Oja rider in the city at sunset', heroCity),
  'hero-market.svg': titled('Market stall with fresh produce', heroMarket),
  'hero-parcels.svg': titled('Parcels and a delivery tracked on a phone', heroParcels),
  ...Object.fromEntries(
    rides.map((ride, index) => [`ride-${index + 1}.svg`, titled(`Bike ride ${index + 1}`, () => rideScene(ride))]),
  ),
  ...Object.fromEntries(flyers.map((item) => [`${item.name}.svg`, titled(item.name, () => flyer(item))])),
  'stores-map.svg': titled('Map of stores nearby', storesMap),
};
for (const [name, text] of Object.entries(files)) {
  // One line per element keeps the files small and their diffs readable.
  writeFileSync(path.join(out, name), text.replace(/\n+/g, '\n'));
}
console.log(`[artwork] wrote ${Object.keys(files).length} files to ${path.relative(process.cwd(), out)}`);
