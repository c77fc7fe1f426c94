// The static figures and sample rows of docs/product/screens.md (Merchants Mgt) and constants.md. None of this is a
// real merchant: these are the "static data" the screen shows when the merchant list cannot be fetched (and to a
// merchant, who may open the screen but may not read other merchants: docs/product/server-rules.md, Merchants Mgt for a
// merchant).

/** Sample figures (docs/product/constants.md), the same on every row. */
export const PLACEHOLDER_PERFORMANCE = 61;
export const PLACEHOLDER_RATING = 5;
export const PLACEHOLDER_ORDERS = 352;

export interface SampleMerchant {
  id: string;
  business_name: string;
  pickup_address: string;
  colour: string;
}

export const SAMPLE_MERCHANTS: readonly SampleMerchant[] = [
  {
    id: 'sample-1',
    business_name: 'Sample Buka Kitchen',
    pickup_address: 'Sample address, Yaba, Lagos',
    colour: '#0E7C4A',
  },
  {
    id: 'sample-2',
    business_name: 'Sample Fresh Market',
    pickup_address: 'Sample address, Wuse, Abuja',
    colour: '#8A4B00',
  },
  {
    id: 'sample-3',
    business_name: 'Sample Care Pharmacy',
    pickup_address: 'Sample address, GRA, Port Harcourt',
    colour: '#1565C0',
  },
  {
    id: 'sample-4',
    business_name: 'Sample Suya Spot',
    pickup_address: 'Sample address, Sabon Gari, Kano',
    colour: '#8E3B1F',
  },
];

/** The static Top Performing Merchants list (docs/product/screens.md, Merchants Mgt). */
export const TOP_PERFORMERS: readonly { name: string; orders: number; colour: string }[] = [
  { name: 'Sample Buka Kitchen', orders: 1240, colour: '#0E7C4A' },
  { name: 'Sample Fresh Market', orders: 986, colour: '#8A4B00' },
  { name: 'Sample Suya Spot', orders: 812, colour: '#8E3B1F' },
  { name: 'Sample Care Pharmacy', orders: 655, colour: '#1565C0' },
];
