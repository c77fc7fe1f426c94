// The people and places of the demo's order history (src/seed/order-history.ts): customers of a Lekki kitchen, the
// riders who deliver for it, the streets they deliver to, and what customers write. Invented, Lagos-shaped.

/** Customers of the history (they cannot sign in: their passwords are random). */
export const HISTORY_CUSTOMERS = [
  'Adaeze Nwankwo',
  'Babatunde Ogunleye',
  'Chiamaka Obi',
  'Damilola Akinwale',
  'Emeka Chukwu',
  'Folake Adebayo',
  'Gbenga Ojo',
  'Halima Yusuf',
  'Ifeanyi Okeke',
  'Jumoke Balogun',
  'Kelechi Ude',
  'Lola Ogundipe',
  'Mariam Sani',
  'Nnamdi Eze',
  'Oluwaseun Adeyemi',
  'Precious Etim',
  'Rotimi Alade',
  'Sade Williams',
  'Tobi Fashola',
  'Uche Nwosu',
  'Victoria Okon',
  'Wale Adeniyi',
  'Yetunde Bakare',
  'Zainab Lawal',
] as const;

/** Riders besides the two demo accounts (they cannot sign in either). */
export const HISTORY_RIDERS = ['Musa Danjuma', 'Kunle Afolabi', 'Efe Omoregie'] as const;

/** Delivery points within a few kilometres of Admiralty Way, Lekki. */
export const DELIVERY_POINTS = [
  { address: '4 Fola Osibo Road, Lekki Phase 1, Lagos', latitude: 6.4431, longitude: 3.4745 },
  { address: '17 Admiralty Road, Lekki Phase 1, Lagos', latitude: 6.4497, longitude: 3.4766 },
  { address: '9 Bisola Durosinmi-Etti Drive, Lekki Phase 1, Lagos', latitude: 6.4398, longitude: 3.4661 },
  { address: '22 Kusenla Road, Ikate Elegushi, Lagos', latitude: 6.4412, longitude: 3.4893 },
  { address: '3 Chevron Drive, Lekki, Lagos', latitude: 6.4367, longitude: 3.5291 },
  { address: '11 Ligali Ayorinde Street, Victoria Island, Lagos', latitude: 6.4325, longitude: 3.4296 },
  { address: '8 Ozumba Mbadiwe Avenue, Victoria Island, Lagos', latitude: 6.4412, longitude: 3.4241 },
  { address: '5 Bourdillon Road, Ikoyi, Lagos', latitude: 6.4521, longitude: 3.4371 },
  { address: '14 Oniru Estate Road, Oniru, Lagos', latitude: 6.4366, longitude: 3.4478 },
  { address: '2 Agungi Road, Agungi, Lekki, Lagos', latitude: 6.4462, longitude: 3.5095 },
  { address: '19 Ologolo Road, Lekki, Lagos', latitude: 6.4469, longitude: 3.5164 },
  { address: '7 Osapa London Road, Osapa, Lekki, Lagos', latitude: 6.4421, longitude: 3.5231 },
] as const;

export const ORDER_NOTES = [
  'Please call when you get to the gate.',
  'No pepper in the stew, please.',
  'Extra plantain if possible.',
  'Leave it with the security man.',
  'Ring the bell twice.',
] as const;

export const REVIEW_COMMENTS: Record<number, readonly string[]> = {
  5: [
    'The jollof tasted like a party. Hot and on time!',
    'Best egusi in Lekki. My mother would approve.',
    'Rider was polite and the food was still steaming.',
    'Generous portions, well packed. Will order again.',
    'Suya was perfectly spiced. Thank you!',
  ],
  4: [
    'Very tasty, just a little late.',
    'Good food, the plantain could be riper.',
    'Lovely ofada sauce. Packaging could be better.',
  ],
  3: ['Food was fine but arrived lukewarm.', 'Okay, a bit salty this time.'],
  2: ['Took far too long and the rice was cold.'],
};

export const REJECTION_REASONS = [
  'We have run out of rice for today.',
  'The kitchen is too busy to take more orders right now.',
  'Gas ran out: we cannot cook this order in time.',
] as const;

export const CUSTOMER_CANCEL_REASONS = ['Ordered by mistake.', 'I am no longer at home.', 'Changed my mind.'] as const;

export const ADMIN_CANCEL_REASONS = ['The customer called support: the address was wrong.'] as const;
