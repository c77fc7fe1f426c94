// The landing page's words, in one place: section texts, the FAQ (docs/product/screens.md names its seven questions;
// the answers are ours, see docs/decisions.md "Landing page"), the flyers, the mock store list and the footer links.

export type Audience = 'customers' | 'merchants' | 'riders';

/** The audience switch: each button brings its section into view (spec shows no behaviour; this is ours). */
export const AUDIENCES: readonly { id: Audience; label: string; target: string; blurb: string }[] = [
  { id: 'customers', label: 'Customers', target: 'features', blurb: 'Order food, send packages and book rides.' },
  { id: 'merchants', label: 'Merchants', target: 'sell-and-ship', blurb: 'Sell online and let Oja deliver.' },
  { id: 'riders', label: 'Riders', target: 'rider-earnings', blurb: 'Deliver with Oja and get paid daily.' },
];

export const FEATURES = [
  {
    id: 'food',
    title: 'Order food and groceries',
    body: 'Meals from restaurants you love and groceries from stores near you, delivered hot and fresh to your door.',
  },
  {
    id: 'packages',
    title: 'Send and receive packages',
    body: 'Book a rider in minutes, follow your parcel on the map and know the moment it is delivered.',
  },
  {
    id: 'rides',
    title: 'Book a bike ride',
    body: 'Beat the traffic with a verified rider, a helmet for you and a fare you see before you go.',
  },
] as const;

export const SELL_POINTS = [
  {
    title: 'Grow your sales',
    body: 'Reach customers across your city with a menu they can order from any time of day.',
  },
  {
    title: 'A dashboard to track orders',
    body: 'See new orders, revenue and your best sellers in one place, and keep your menu up to date.',
  },
  {
    title: 'Easy rider assignment',
    body: 'A nearby rider picks up each order, so you never arrange a delivery yourself.',
  },
] as const;

export const RIDER_POINTS = [
  { title: 'Daily pay', body: 'Your earnings for the day are paid out every day, not at the end of the month.' },
  { title: 'Flexible hours', body: 'Go online when it suits you: mornings, evenings or weekends.' },
  { title: 'Support on the road', body: 'A support team that answers when you need help with a trip.' },
] as const;

export const FLYERS = [
  // `ink`: the text colour that reads on the flyer's own background (white on greens, dark on ambers).
  { art: 'food', ink: 'light', title: 'Hungry? Lunch is on its way', body: 'Restaurants near you, delivered hot.' },
  { art: 'groceries', ink: 'dark', title: 'Groceries to your door', body: 'Fresh produce and essentials, same day.' },
  { art: 'packages', ink: 'light', title: 'Send a package today', body: 'Picked up in minutes, tracked to the door.' },
  { art: 'merchants', ink: 'light', title: 'Sell on Oja', body: 'Open your store to customers across the city.' },
  { art: 'riders', ink: 'dark', title: 'Ride with Oja', body: 'Flexible hours, paid every day.' },
] as const;

/** The map section's mock list (spec: 7 placeholder items); clearly sample places, not real businesses. */
export const SAMPLE_STORES = [
  { name: 'Mama Put Kitchen', kind: 'Restaurant', area: 'Yaba', eta: '20-30 min' },
  { name: 'Fresh Basket Market', kind: 'Supermarket', area: 'Surulere', eta: '30-40 min' },
  { name: 'Suya Spot', kind: 'Restaurant', area: 'Ikeja', eta: '25-35 min' },
  { name: 'HealthPlus Corner', kind: 'Pharmacy', area: 'Lekki Phase 1', eta: '15-25 min' },
  { name: 'Amala Place', kind: 'Restaurant', area: 'Ogba', eta: '30-40 min' },
  { name: 'Greens & Grains', kind: 'Store', area: 'Victoria Island', eta: '20-30 min' },
  { name: 'Chop Life Grills', kind: 'Restaurant', area: 'Gbagada', eta: '35-45 min' },
] as const;

/**
 * The seven FAQ entries (docs/product/screens.md, "Landing page"), in order; exactly one is open at a time, the first
 * by default.
 */
export const FAQ_ENTRIES = [
  {
    question: 'What is Oja?',
    answer:
      'Oja is a delivery marketplace for Nigeria. Customers order food and groceries, send and receive packages and book bike rides; merchants sell through Oja and riders deliver the orders, all on one platform from Oja Logistics.',
  },
  {
    question: 'How do I sign up as a merchant?',
    answer:
      'Choose "Sell on Oja" and fill in the three steps: your business details, the bank account you want to be paid into, and your documents (a valid ID and your business logo). Our team reviews every application and emails you when it is approved or, if something is missing, tells you why. Once approved, you sign in to set up your menu.',
  },
  {
    question: 'How do I become a rider?',
    answer:
      'Rider sign-up opens with the Oja app. You will register with your phone number, a valid ID and your bike details, and we verify every rider before their first trip. Leave your details with our support team to hear as soon as it opens in your city.',
  },
  {
    question: 'How do I update my profile?',
    answer:
      'Sign in and open your profile to change your name, phone number or address. Merchants update their business details from their dashboard; a change to the bank account is checked again before the next payout, to keep your money safe.',
  },
  {
    question: 'How do I save a card?',
    answer:
      'Add a card at checkout or under Payments in your profile. The card is saved with our licensed payment provider, never on Oja\u2019s servers, and you can remove it at any time.',
  },
  {
    question: 'What is the Oja wallet?',
    answer:
      'Your wallet is a balance in naira that you can pay for orders, deliveries and rides with in one tap. Refunds for cancelled orders go back to your wallet straight away, and you can see every payment in and out in its history.',
  },
  {
    question: 'How do I fund my wallet?',
    answer:
      'Open your wallet and choose Fund wallet: pay with a saved card or by bank transfer to the account number shown there. The money is in your wallet as soon as the payment is confirmed, usually within a minute.',
  },
] as const;

export const FOOTER_COLUMNS = [
  { title: 'Company', links: ['About us', 'Careers', 'Press', 'Blog'] },
  { title: 'Services', links: ['Food delivery', 'Groceries', 'Package delivery', 'Bike rides'] },
  { title: 'Partners', links: ['Sell on Oja', 'Ride with Oja', 'Business accounts'] },
  { title: 'Help', links: ['Help centre', 'Safety', 'Terms of service', 'Privacy policy'] },
] as const;

export const INSTAGRAM_URL = 'https://www.instagram.com/';
