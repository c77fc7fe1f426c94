// The demo world (docs/product/server-rules.md, "Running it"): one approved Lagos restaurant with its menu,
// merchants from around Nigeria waiting for review, one rejected application, one suspended merchant, and a pending
// merchant anyone can sign in as.
import { DEMO_ACCOUNTS } from '@oja/shared/demo';
import type { BusinessType, ProductStatus } from '@oja/shared/validation';

export const DEMO_MERCHANT = DEMO_ACCOUNTS.merchant;
export const DEMO_PENDING = DEMO_ACCOUNTS.pendingMerchant;
/** The rejected application, so the sign-in screen for a rejected merchant can be tried. */
export const DEMO_REJECTED = DEMO_ACCOUNTS.rejectedMerchant;
/** Approved, then suspended by an admin with a reason: the sign-in screen for a suspended merchant, and Reinstate. */
export const DEMO_SUSPENDED = DEMO_ACCOUNTS.suspendedMerchant;
/** A customer of the mobile apps: this web app refuses them (403 Access denied), which can be tried with it. */
export const DEMO_CUSTOMER = DEMO_ACCOUNTS.customer;
/** Approved yesterday, no menu yet: what a merchant sees on its first visit to Product Mgt (the empty states). */
export const DEMO_NEW_MERCHANT = DEMO_ACCOUNTS.newMerchant;
/** Riders of the rider app (this web app refuses them too): they deliver the demo kitchen's orders. */
export const DEMO_RIDERS = [DEMO_ACCOUNTS.rider, DEMO_ACCOUNTS.rider2] as const;

/**
 * Mama Nkechi's week, Lagos time: breakfast to late dinner, a later start on Sunday (minutes after midnight,
 * Monday first).
 */
export const DEMO_KITCHEN_HOURS = [
  ...Array.from({ length: 6 }, () => ({ closed: false, opensAt: 7 * 60, closesAt: 23 * 60 })),
  { closed: false, opensAt: 9 * 60, closesAt: 22 * 60 },
];

/** The offline bank provider resolves 0123456789 at every bank to this name (docs/product/server-rules.md). */
const SANDBOX_ACCOUNT = { accountNumber: '0123456789', accountName: 'OJA SANDBOX ACCOUNT' } as const;

export interface DemoMerchant {
  contactName: string;
  /** The sign-in email; for the others a random password is set, so only the documented accounts can sign in. */
  email: string;
  password?: string;
  businessName: string;
  businessType: BusinessType;
  city: string;
  phone: string;
  pickupAddress: string;
  latitude: number;
  longitude: number;
  logo: { initials: string; background: string; accent: string };
  bank: { bankCode: string; bankName: string; accountNumber: string; accountName: string };
  /** The business ID document: the hand-written PDF, or the certificate rendered as a PNG. */
  document: 'pdf' | 'png';
  status: 'approved' | 'pending' | 'rejected' | 'suspended';
  rejectionReason?: string;
  suspensionReason?: string;
  /** Days since the application, so the review list has a believable order. */
  appliedDaysAgo: number;
  /** Registered yesterday and has not clicked the verification link yet (so resending it can be tried). */
  emailUnverified?: boolean;
}

export const DEMO_MERCHANTS: DemoMerchant[] = [
  {
    contactName: 'Nkechi Okafor',
    email: DEMO_MERCHANT.email,
    password: DEMO_MERCHANT.password,
    businessName: "Mama Nkechi's Kitchen",
    businessType: 'restaurant',
    city: 'Lagos',
    phone: '8031234567',
    pickupAddress: '15 Admiralty Way, Lekki Phase 1, Lagos',
    latitude: 6.4474,
    longitude: 3.472,
    logo: { initials: 'MN', background: '#0E7C4A', accent: '#F5A524' },
    bank: { bankCode: '058', bankName: 'Guaranty Trust Bank', ...SANDBOX_ACCOUNT },
    document: 'pdf',
    status: 'approved',
    appliedDaysAgo: 30,
  },
  {
    contactName: 'Sikirat Adeyemi',
    email: DEMO_PENDING.email,
    password: DEMO_PENDING.password,
    businessName: 'Iya Sikira Amala Spot',
    businessType: 'restaurant',
    city: 'Ibadan',
    phone: '8052345678',
    pickupAddress: '7 Bodija Market Road, Bodija, Ibadan',
    latitude: 7.4352,
    longitude: 3.9133,
    logo: { initials: 'IS', background: '#8E3B1F', accent: '#F5A524' },
    bank: { bankCode: '044', bankName: 'Access Bank', ...SANDBOX_ACCOUNT },
    document: 'png',
    status: 'pending',
    appliedDaysAgo: 1,
    emailUnverified: true,
  },
  {
    contactName: 'Aminu Bello',
    email: 'sahara.freshmart@oja.local',
    businessName: 'Sahara Fresh Mart',
    businessType: 'supermarket',
    city: 'Kano',
    phone: '8063456789',
    pickupAddress: '12 Murtala Mohammed Way, Sabon Gari, Kano',
    latitude: 12.0094,
    longitude: 8.5283,
    logo: { initials: 'SF', background: '#B7791F', accent: '#FFFFFF' },
    bank: { bankCode: '011', bankName: 'First Bank of Nigeria', ...SANDBOX_ACCOUNT },
    document: 'pdf',
    status: 'pending',
    appliedDaysAgo: 2,
  },
  {
    contactName: 'Ngozi Eze',
    email: 'wusecare.pharmacy@oja.local',
    businessName: 'Wuse Care Pharmacy',
    businessType: 'pharmacy',
    city: 'Abuja',
    phone: '8094567890',
    pickupAddress: '21 Aminu Kano Crescent, Wuse 2, Abuja',
    latitude: 9.0813,
    longitude: 7.4694,
    logo: { initials: 'WC', background: '#1565C0', accent: '#F5A524' },
    bank: { bankCode: '057', bankName: 'Zenith Bank', ...SANDBOX_ACCOUNT },
    document: 'png',
    status: 'pending',
    appliedDaysAgo: 3,
  },
  {
    contactName: 'Tamuno Briggs',
    email: 'gardencity.grocers@oja.local',
    businessName: 'Garden City Grocers',
    businessType: 'supermarket',
    city: 'Port Harcourt',
    phone: '8035678901',
    pickupAddress: '24 Aba Road, GRA Phase 2, Port Harcourt',
    latitude: 4.8242,
    longitude: 7.0336,
    logo: { initials: 'GC', background: '#2E7D32', accent: '#FFD54F' },
    bank: { bankCode: '033', bankName: 'United Bank For Africa', ...SANDBOX_ACCOUNT },
    document: 'pdf',
    status: 'pending',
    appliedDaysAgo: 4,
  },
  {
    contactName: 'Chidi Nwosu',
    email: 'coalcity.gadgets@oja.local',
    businessName: 'Coal City Gadgets',
    businessType: 'store',
    city: 'Enugu',
    phone: '8146789012',
    pickupAddress: '8 Ogui Road, Ogui New Layout, Enugu',
    latitude: 6.4403,
    longitude: 7.4942,
    logo: { initials: 'CC', background: '#37474F', accent: '#F5A524' },
    bank: { bankCode: '232', bankName: 'Sterling Bank', ...SANDBOX_ACCOUNT },
    document: 'png',
    status: 'pending',
    appliedDaysAgo: 5,
  },
  {
    contactName: 'Effiong Bassey',
    email: 'calabar.seafood@oja.local',
    businessName: 'Calabar Seafood Kitchen',
    businessType: 'restaurant',
    city: 'Calabar',
    phone: '8027890123',
    pickupAddress: '45 Marian Road, Calabar Municipal, Calabar',
    latitude: 4.9757,
    longitude: 8.3417,
    logo: { initials: 'CS', background: '#00838F', accent: '#FFE082' },
    bank: { bankCode: '070', bankName: 'Fidelity Bank', ...SANDBOX_ACCOUNT },
    document: 'pdf',
    status: 'pending',
    appliedDaysAgo: 6,
  },
  {
    contactName: 'Musa Abdullahi',
    email: DEMO_REJECTED.email,
    password: DEMO_REJECTED.password,
    businessName: 'Kaduna Quick Stop',
    businessType: 'store',
    city: 'Kaduna',
    phone: '8158901234',
    pickupAddress: '3 Ahmadu Bello Way, Kaduna North, Kaduna',
    latitude: 10.5264,
    longitude: 7.4388,
    logo: { initials: 'KQ', background: '#6A1B9A', accent: '#F5A524' },
    bank: { bankCode: '035', bankName: 'Wema Bank', ...SANDBOX_ACCOUNT },
    document: 'png',
    status: 'rejected',
    rejectionReason:
      'The business ID document is unreadable. Please upload a clear scan of your certificate of incorporation.',
    appliedDaysAgo: 9,
  },
  {
    contactName: 'Kunle Adebayo',
    email: DEMO_SUSPENDED.email,
    password: DEMO_SUSPENDED.password,
    businessName: 'Abeokuta Suya Corner',
    businessType: 'restaurant',
    city: 'Abeokuta',
    phone: '8051234987',
    pickupAddress: '7 Lalubu Street, Oke-Ilewo, Abeokuta',
    latitude: 7.1475,
    longitude: 3.3619,
    logo: { initials: 'AS', background: '#BF360C', accent: '#FFE082' },
    bank: { bankCode: '033', bankName: 'United Bank For Africa', ...SANDBOX_ACCOUNT },
    document: 'pdf',
    status: 'suspended',
    suspensionReason:
      'Several customers reported paid orders that were never handed to a rider. The account is suspended while we look into it.',
    appliedDaysAgo: 45,
  },
  {
    contactName: 'Tunde Bakare',
    email: DEMO_NEW_MERCHANT.email,
    password: DEMO_NEW_MERCHANT.password,
    businessName: 'Yaba Ofada Hub',
    businessType: 'restaurant',
    city: 'Lagos',
    phone: '8169012345',
    pickupAddress: '28 Herbert Macaulay Way, Yaba, Lagos',
    latitude: 6.5095,
    longitude: 3.3711,
    logo: { initials: 'YO', background: '#AD1457', accent: '#FFE082' },
    bank: { bankCode: '214', bankName: 'First City Monument Bank', ...SANDBOX_ACCOUNT },
    document: 'pdf',
    status: 'approved',
    appliedDaysAgo: 2,
  },
];

export interface DemoCategory {
  name: string;
  description: string;
  artwork: string;
  products: {
    name: string;
    price: string;
    discount?: number;
    status?: ProductStatus;
    description: string;
    artwork: string;
  }[];
}

/** Mama Nkechi's menu, in naira. */
export const DEMO_MENU: DemoCategory[] = [
  {
    name: 'Rice Dishes',
    description: 'Party-style rice, cooked fresh every morning.',
    artwork: 'category-rice',
    products: [
      {
        name: 'Jollof Rice with Chicken',
        price: '4500.00',
        description: 'Smoky party jollof with a grilled chicken drumstick and fried plantain.',
        artwork: 'jollof-rice',
      },
      {
        name: 'Fried Rice with Chicken',
        price: '4500.00',
        description: 'Nigerian fried rice with mixed vegetables, liver and a chicken thigh.',
        artwork: 'fried-rice',
      },
      {
        name: 'Ofada Rice and Ayamase',
        price: '5200.00',
        discount: 10,
        description: 'Local ofada rice in leaves with green pepper ayamase stew, assorted meat and egg.',
        artwork: 'ofada-ayamase',
      },
    ],
  },
  {
    name: 'Soups and Swallow',
    description: 'Home-style soups served with your choice of swallow.',
    artwork: 'category-soups',
    products: [
      {
        name: 'Egusi Soup and Pounded Yam',
        price: '6000.00',
        description: 'Melon seed soup with spinach, beef and stockfish, with a wrap of pounded yam.',
        artwork: 'egusi-pounded-yam',
      },
      {
        name: 'Efo Riro and Semo',
        price: '5500.00',
        discount: 5,
        description: 'Rich vegetable stew with assorted meat, served with semovita.',
        artwork: 'efo-riro',
      },
      {
        name: 'Goat Meat Pepper Soup',
        price: '4000.00',
        description: 'Spicy goat meat pepper soup with utazi leaves.',
        artwork: 'goat-pepper-soup',
      },
    ],
  },
  {
    name: 'Grills and Small Chops',
    description: 'Suya from the grill and small chops for the road.',
    artwork: 'category-grills',
    products: [
      {
        name: 'Beef Suya',
        price: '3000.00',
        description: 'Spiced beef suya with onions, tomatoes and extra yaji.',
        artwork: 'suya',
      },
      {
        name: 'Puff-Puff (10 pieces)',
        price: '1500.00',
        description: 'Soft, golden puff-puff dusted with sugar.',
        artwork: 'puff-puff',
      },
      {
        name: 'Moi Moi',
        price: '1200.00',
        status: 'out_of_stock',
        description: 'Steamed bean pudding in leaves with egg and fish.',
        artwork: 'moi-moi',
      },
    ],
  },
  {
    name: 'Drinks',
    description: 'Chilled drinks made in our kitchen.',
    artwork: 'category-drinks',
    products: [
      {
        name: 'Zobo (50cl)',
        price: '1000.00',
        description: 'Hibiscus drink with ginger, pineapple and cloves.',
        artwork: 'zobo',
      },
      {
        name: 'Chapman',
        price: '2500.00',
        status: 'coming_soon',
        description: 'The classic Nigerian cocktail-style mocktail with cucumber and orange.',
        artwork: 'chapman',
      },
    ],
  },
];
