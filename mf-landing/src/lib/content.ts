// The landing page's words, in one place: section texts, the FAQ (docs/product/screens.md names its seven questions;
// the answers are ours, see docs/product/landing.md), the flyers and the footer links. The sample figures and places
// its illustrations show are in samples/.
import { SUPPORT_EMAIL } from '@oja/shared/ui';
import { LEGAL_PATHS } from './legal-paths';

export type Audience = 'customers' | 'merchants' | 'riders';

/** Where a call to action leads: a page of the site (a route) or a section of this page (an anchor). */
export type Destination = { route: string } | { anchor: string };

/**
 * The audience switch: each button shows what Oja offers that audience, with the one step that audience can take
 * today (the spec shows the buttons without behaviour; this is ours, see docs/product/landing.md).
 */
export const AUDIENCES: readonly {
  id: Audience;
  label: string;
  title: string;
  body: string;
  points: readonly string[];
  action: { label: string; to: Destination };
  /** The section of this page that says more. */
  more: { label: string; anchor: string };
}[] = [
  {
    id: 'customers',
    label: 'Customers',
    title: 'Everything you need, delivered',
    body: 'Order food and groceries, send packages and book bike rides from one app.',
    points: [
      'Meals and groceries from stores near you',
      'Packages picked up in minutes',
      'Bike rides with the fare up front',
    ],
    action: { label: 'Get the app (coming soon)', to: { anchor: 'download' } },
    more: { label: 'What you can do with Oja', anchor: 'features' },
  },
  {
    id: 'merchants',
    label: 'Merchants',
    title: 'Sell online and let Oja deliver',
    body: 'Put your menu in front of customers across your city; a nearby rider picks up every order.',
    points: [
      'Sign up in three steps, reviewed by our team',
      'A dashboard for your menu and orders',
      'No deliveries to arrange yourself',
    ],
    action: { label: 'Sell on Oja', to: { route: '/merchant/register' } },
    more: { label: 'How selling on Oja works', anchor: 'sell-and-ship' },
  },
  {
    id: 'riders',
    label: 'Riders',
    title: 'Deliver with Oja and get paid daily',
    body: 'Rider sign-up opens with the Oja app, which is coming soon.',
    points: ['Earnings paid out every day', 'Go online when it suits you', 'Support on the road'],
    action: { label: 'Get the app (coming soon)', to: { anchor: 'download' } },
    more: { label: 'How riders earn', anchor: 'rider-earnings' },
  },
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
  { art: 'food', title: 'Hungry? Lunch is on its way', body: 'Restaurants near you, delivered hot.' },
  { art: 'groceries', title: 'Groceries to your door', body: 'Fresh produce and essentials, same day.' },
  { art: 'packages', title: 'Send a package today', body: 'Picked up in minutes, tracked to the door.' },
  { art: 'merchants', title: 'Sell on Oja', body: 'Open your store to customers across the city.' },
  { art: 'riders', title: 'Ride with Oja', body: 'Flexible hours, paid every day.' },
] as const;

/**
 * The seven FAQ entries (docs/product/screens.md, "Landing page"), in order; exactly one is open at a time, the first
 * by default.
 */
export const FAQ_ENTRIES = [
  {
    question: 'What is Oja?',
    answer:
      'Oja is a delivery marketplace for Nigeria from Oja Logistics. Customers will order food and groceries, send and receive packages and book bike rides in the Oja app (coming soon); merchants sell through Oja and riders deliver the orders.',
  },
  {
    question: 'How do I sign up as a merchant?',
    answer:
      'Choose "Sell on Oja" and complete three steps. Step 1: your business details, your pick-up point, a profile image, a valid ID document and your password. Step 2: the bank account you want to be paid into. Step 3 confirms that your application is in. Our team reviews every application and emails you when it is approved or, if it cannot be approved, tells you why. Once approved, you sign in to set up your menu.',
  },
  {
    question: 'How do I become a rider?',
    answer: `Rider sign-up opens with the Oja app, which is coming soon. You will register with your phone number, a valid ID and your bike details, and we verify every rider before their first trip. Write to ${SUPPORT_EMAIL} to hear as soon as it opens in your city.`,
  },
  {
    question: 'How do I update my profile?',
    answer: `Merchants change their business details in Settings, on their dashboard: the business profile, pick-up points, ID documents, business email and bank account. Most changes count at once; a new business email counts once you open the link we send to it, and a new bank account once our team has checked it (payouts stay on the current one meanwhile). Customers and riders will manage their profiles in the Oja app, which is coming soon.`,
  },
  {
    question: 'How do I save a card?',
    answer:
      'In the Oja app (coming soon), you will add a card at checkout or under Payments in your profile. The card is saved with our licensed payment provider, never on Oja\u2019s servers, and you can remove it at any time.',
  },
  {
    question: 'What is the Oja wallet?',
    answer:
      'The wallet, in the Oja app (coming soon), is a balance in naira that you pay for orders, deliveries and rides with in one tap. Refunds for cancelled orders go back to your wallet straight away, and its history shows every payment in and out.',
  },
  {
    question: 'How do I fund my wallet?',
    answer:
      'In the Oja app (coming soon), open your wallet and choose Fund wallet: pay with a saved card or by bank transfer to the account number shown there. The money is in your wallet as soon as the payment is confirmed.',
  },
] as const;

/** The footer's columns: text only (the spec's), except the two legal pages, which are this remote's own pages. */
export const FOOTER_COLUMNS: readonly {
  title: string;
  links: readonly (string | { label: string; route: string })[];
}[] = [
  { title: 'Company', links: ['About us', 'Careers', 'Press', 'Blog'] },
  { title: 'Services', links: ['Food delivery', 'Groceries', 'Package delivery', 'Bike rides'] },
  { title: 'Partners', links: ['Sell on Oja', 'Ride with Oja', 'Business accounts'] },
  {
    title: 'Help',
    links: [
      'Help centre',
      'Safety',
      { label: 'Terms of service', route: LEGAL_PATHS.terms },
      { label: 'Privacy policy', route: LEGAL_PATHS.privacy },
    ],
  },
];

export const INSTAGRAM_URL = 'https://www.instagram.com/';
