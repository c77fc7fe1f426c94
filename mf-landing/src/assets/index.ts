// The landing page's pictures (drawn by scripts/make-artwork.mjs) with their intrinsic sizes, so every <img> carries
// width and height and nothing moves while they load.
import flyerFood from './flyer-food.svg';
import flyerGroceries from './flyer-groceries.svg';
import flyerMerchants from './flyer-merchants.svg';
import flyerPackages from './flyer-packages.svg';
import flyerRiders from './flyer-riders.svg';
import heroCity from './hero-city.svg';
import heroMarket from './hero-market.svg';
import heroParcels from './hero-parcels.svg';
import ride1 from './ride-1.svg';
import ride2 from './ride-2.svg';
import ride3 from './ride-3.svg';
import ride4 from './ride-4.svg';
import ride5 from './ride-5.svg';
import storesMap from './stores-map.svg';

export interface Artwork {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** A picture's URL and intrinsic size as an <img>'s attributes: its box has its final size before it loads. */
export function sizedImage({ src, width, height }: Pick<Artwork, 'src' | 'width' | 'height'>) {
  return { src, width, height };
}

export const HERO_IMAGES: readonly Artwork[] = [
  {
    src: heroCity,
    width: 1600,
    height: 900,
    alt: 'An Oja rider on a motorbike carrying a delivery box through the city at sunset',
  },
  {
    src: heroMarket,
    width: 1600,
    height: 900,
    alt: 'A market stall with fresh produce, a shopping bag and an order receipt',
  },
  { src: heroParcels, width: 1600, height: 900, alt: 'Parcels beside a phone tracking a delivery on a map' },
];

export const RIDE_IMAGES: readonly Artwork[] = [
  { src: ride1, width: 800, height: 600, alt: 'A rider and passenger on a morning ride past city towers' },
  { src: ride2, width: 800, height: 600, alt: 'A bike ride along a green avenue on a bright day' },
  { src: ride3, width: 800, height: 600, alt: 'A safe night ride home under a full moon' },
  { src: ride4, width: 800, height: 600, alt: 'A rider taking a passenger across town at sunset' },
  { src: ride5, width: 800, height: 600, alt: 'A quick midday ride through the business district' },
];

/** The flyers' pictures; `ink` is the text colour that reads on each one's background (white on greens, dark on ambers). */
export const FLYER_ART = {
  food: { src: flyerFood, width: 640, height: 400, ink: 'light' },
  groceries: { src: flyerGroceries, width: 640, height: 400, ink: 'dark' },
  packages: { src: flyerPackages, width: 640, height: 400, ink: 'light' },
  merchants: { src: flyerMerchants, width: 640, height: 400, ink: 'light' },
  riders: { src: flyerRiders, width: 640, height: 400, ink: 'dark' },
} as const;

export const STORES_MAP: Artwork = {
  src: storesMap,
  width: 800,
  height: 600,
  alt: 'A map of nearby stores, with a delivery route between two of them',
};
