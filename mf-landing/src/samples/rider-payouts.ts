// The rider earnings card's example week (docs/product/landing.md): sample payouts, said to be so on the page.
export const SAMPLE_PAYOUTS = [
  { day: 'Today', trips: 14, amount: 18_500 },
  { day: 'Yesterday', trips: 11, amount: 14_200 },
  { day: 'Wednesday', trips: 16, amount: 20_900 },
] as const;
