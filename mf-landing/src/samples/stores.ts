// The map section's mock list (docs/product/screens.md, "Landing page": 7 placeholder items); clearly sample places,
// not real businesses, and said to be examples on the page.
export const SAMPLE_STORES = [
  { name: 'Mama Put Kitchen', kind: 'Restaurant', area: 'Yaba', eta: '20-30 min' },
  { name: 'Fresh Basket Market', kind: 'Supermarket', area: 'Surulere', eta: '30-40 min' },
  { name: 'Suya Spot', kind: 'Restaurant', area: 'Ikeja', eta: '25-35 min' },
  { name: 'HealthPlus Corner', kind: 'Pharmacy', area: 'Lekki Phase 1', eta: '15-25 min' },
  { name: 'Amala Place', kind: 'Restaurant', area: 'Ogba', eta: '30-40 min' },
  { name: 'Greens & Grains', kind: 'Store', area: 'Victoria Island', eta: '20-30 min' },
  { name: 'Chop Life Grills', kind: 'Restaurant', area: 'Gbagada', eta: '35-45 min' },
] as const;
