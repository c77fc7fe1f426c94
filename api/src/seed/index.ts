// First start on an empty database: the admin (docs/product/server-rules.md, "Running it") and, unless turned off, the
// demo data. Images and documents are made from the artwork in ./artwork and stored exactly as uploads are (type read
// from the bytes).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { AppContext } from '../context';
import type { DatabaseHandle } from '../db/client';
import { createRepositories, type Repositories } from '../db/repositories/index';
import { DAY_MS } from '../durations';
import type { FileStorage } from '../files/storage';
import { type AcceptedFile, acceptUpload } from '../files/upload';
import { escapeHtml } from '../mail/templates/layout';
import { hashPassword } from '../modules/auth/passwords';
import { ARTWORK_DIR } from '../paths';
import {
  DEMO_CUSTOMER,
  DEMO_KITCHEN_HOURS,
  DEMO_MENU,
  DEMO_MERCHANT,
  DEMO_MERCHANTS,
  DEMO_PENDING,
  DEMO_REJECTED,
  DEMO_RIDERS,
  DEMO_SUSPENDED,
  type DemoMerchant,
} from './demo-data';
import { type HistoryReport, seedOrderHistory } from './order-history';
import { certificatePdf } from './pdf';

export interface SeedOptions {
  database: DatabaseHandle;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  admin: { email: string; password: string };
  demo: boolean;
  /**
   * With the demo data: weeks of the demo kitchen's orders, written through the orders service of `context` (the
   * application's) in the seed's own transaction. Absent: no orders at all (`OJA_DEMO_ORDERS=0`, the tests).
   */
  orderHistory?: { context: AppContext; now: Date; weeks: number };
}

export interface SeedReport {
  admin: string;
  demo: {
    merchants: number;
    categories: number;
    products: number;
    documents: number;
    riders: number;
    orders: HistoryReport | null;
  } | null;
}

async function artwork(name: string, values: Record<string, string> = {}): Promise<string> {
  let svg = await readFile(path.join(ARTWORK_DIR, `${name}.svg`), 'utf8');
  for (const [key, value] of Object.entries(values)) svg = svg.replaceAll(`{{${key}}}`, escapeHtml(value));
  return svg;
}

async function store(storage: FileStorage, bytes: Buffer, kind: 'image' | 'document'): Promise<AcceptedFile> {
  return acceptUpload(storage, Readable.from([bytes]), kind);
}

async function webp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
}

interface DemoFiles {
  images: Map<string, string>;
  logos: Map<string, string>;
  documents: Map<string, AcceptedFile & { originalName: string }>;
}

async function makeDemoFiles(storage: FileStorage): Promise<DemoFiles> {
  const names = DEMO_MENU.flatMap((category) => [category.artwork, ...category.products.map((item) => item.artwork)]);
  const images = new Map<string, string>();
  for (const name of names) images.set(name, (await store(storage, await webp(await artwork(name)), 'image')).key);

  const logos = new Map<string, string>();
  const documents: DemoFiles['documents'] = new Map();
  for (const [index, merchant] of DEMO_MERCHANTS.entries()) {
    const logo = await artwork('logo-template', {
      INITIALS: merchant.logo.initials,
      BACKGROUND: merchant.logo.background,
      ACCENT: merchant.logo.accent,
    });
    logos.set(merchant.email, (await store(storage, await webp(logo), 'image')).key);
    const registrationNumber = `BN ${String(3_104_000 + index * 7_919).padStart(7, '0')}`;
    const bytes =
      merchant.document === 'pdf'
        ? certificatePdf({ businessName: merchant.businessName, registrationNumber, city: merchant.city })
        : await sharp(
            Buffer.from(
              await artwork('certificate', { BUSINESS_NAME: merchant.businessName, NUMBER: registrationNumber }),
            ),
          )
            .png()
            .toBuffer();
    const stored = await store(storage, bytes, 'document');
    documents.set(merchant.email, { ...stored, originalName: `certificate-of-incorporation.${merchant.document}` });
  }
  return { images, logos, documents };
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed: missing ${what}`);
  return value;
}

/** The password hashes the seed writes, made before its transaction (hashing is slow, the transaction short). */
async function passwordHashes(options: SeedOptions) {
  const merchants = new Map<string, string>();
  if (options.demo) {
    for (const merchant of DEMO_MERCHANTS) {
      // Only the documented demo accounts get a known password; the others cannot be signed in to.
      merchants.set(merchant.email, await hashPassword(merchant.password ?? randomBytes(24).toString('base64url')));
    }
  }
  return {
    admin: await hashPassword(options.admin.password),
    merchants,
    customer: options.demo ? await hashPassword(DEMO_CUSTOMER.password) : null,
    // The two demo riders share the documented password: one hash serves both.
    rider: options.demo ? await hashPassword(DEMO_RIDERS[0].password) : null,
  };
}

type Hashes = Awaited<ReturnType<typeof passwordHashes>>;

/** The demo kitchen's menu: its categories and their products, each with its image. */
async function seedKitchenMenu(repos: Repositories, merchantId: number, files: DemoFiles) {
  const counts = { categories: 0, products: 0 };
  for (const category of DEMO_MENU) {
    const row = await repos.menu.createCategory(merchantId, {
      name: category.name,
      description: category.description,
      imageKey: required(files.images.get(category.artwork), category.artwork),
    });
    counts.categories += 1;
    for (const item of category.products) {
      await repos.menu.createProduct(merchantId, {
        categoryId: row.id,
        name: item.name,
        price: item.price,
        discount: item.discount ?? 0,
        status: item.status ?? 'in_stock',
        description: item.description,
        imageKey: required(files.images.get(item.artwork), item.artwork),
      });
      counts.products += 1;
    }
  }
  return counts;
}

/** Every demo merchant with its ID document; the demo kitchen with its hours and menu too. */
async function seedDemoMerchants(repos: Repositories, files: DemoFiles, hashes: Hashes, admin: number, now: number) {
  const seeded = { categories: 0, products: 0, kitchenId: null as number | null };
  for (const demo of DEMO_MERCHANTS) {
    const { id: merchant, appliedAt } = await createDemoMerchant(repos, demo, {
      admin,
      now,
      passwordHash: required(hashes.merchants.get(demo.email), `password of ${demo.email}`),
      logoKey: required(files.logos.get(demo.email), `logo of ${demo.email}`),
    });
    const document = required(files.documents.get(demo.email), `document of ${demo.email}`);
    await repos.documents.create({
      merchantId: merchant,
      documentType: 'business_id',
      storageKey: document.key,
      originalName: document.originalName,
      mimeType: document.mimeType,
      size: document.size,
      description: 'Certificate of incorporation (sample)',
      // Sent with the application, not on the day the demo was set up (a review history reads it so).
      createdAt: appliedAt,
    });
    if (demo.email !== DEMO_MERCHANT.email) continue;
    await repos.store.replaceHours(merchant, DEMO_KITCHEN_HOURS);
    seeded.kitchenId = merchant;
    const menu = await seedKitchenMenu(repos, merchant, files);
    seeded.categories += menu.categories;
    seeded.products += menu.products;
  }
  return seeded;
}

/** The accounts of the mobile apps: the demo customer and the demo riders. */
async function seedAppAccounts(repos: Repositories, hashes: Hashes, now: number): Promise<void> {
  if (hashes.customer !== null) {
    await repos.users.create({
      name: DEMO_CUSTOMER.name,
      email: DEMO_CUSTOMER.email,
      passwordHash: hashes.customer,
      userType: 'customer',
      emailVerifiedAt: new Date(now),
    });
  }
  for (const rider of DEMO_RIDERS) {
    if (hashes.rider === null) break;
    await repos.users.create({
      name: rider.name,
      email: rider.email,
      passwordHash: hashes.rider,
      userType: 'rider',
      emailVerifiedAt: new Date(now),
    });
  }
}

export async function seedDatabase(options: SeedOptions): Promise<SeedReport | null> {
  const { database, log } = options;
  if ((await createRepositories(database.db).users.count()) > 0) return null;

  const files = options.demo ? await makeDemoFiles(options.storage) : null;
  const hashes = await passwordHashes(options);

  // One transaction: a failed seed leaves an empty database, so the next start seeds again.
  return database.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const now = Date.now();
    const admin = await repos.users.create({
      name: 'Oja Admin',
      email: options.admin.email,
      passwordHash: hashes.admin,
      userType: 'admin',
      emailVerifiedAt: new Date(now),
    });
    log.info({ email: admin.email }, 'seed: created the admin account');
    if (files === null) return { admin: admin.email, demo: null };

    const seeded = await seedDemoMerchants(repos, files, hashes, admin.id, now);
    await seedAppAccounts(repos, hashes, now);
    let history: HistoryReport | null = null;
    const found = seeded.kitchenId === null ? null : await repos.merchants.find(seeded.kitchenId);
    if (options.orderHistory !== undefined && found !== null) {
      history = await seedOrderHistory(options.orderHistory.context, repos, found, {
        now: options.orderHistory.now,
        weeks: options.orderHistory.weeks,
      });
      log.info(history, `seed: wrote ${options.orderHistory.weeks} weeks of orders for ${found.merchant.businessName}`);
    }
    log.info(
      { merchants: DEMO_MERCHANTS.length, categories: seeded.categories, products: seeded.products },
      `seed: created the demo data (sign in as ${DEMO_MERCHANT.email} / ${DEMO_MERCHANT.password}, the pending merchant ${DEMO_PENDING.email} / ${DEMO_PENDING.password} the rejected one ${DEMO_REJECTED.email} / ${DEMO_REJECTED.password} or the suspended one ${DEMO_SUSPENDED.email} / ${DEMO_SUSPENDED.password}; the customer ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password} and the riders ${DEMO_RIDERS.map((rider) => rider.email).join(' and ')} / ${DEMO_RIDERS[0].password} sign in to the apps, and are refused by this web app)`,
    );
    return {
      admin: admin.email,
      demo: {
        merchants: DEMO_MERCHANTS.length,
        categories: seeded.categories,
        products: seeded.products,
        documents: DEMO_MERCHANTS.length,
        riders: DEMO_RIDERS.length,
        orders: history,
      },
    };
  });
}

async function createDemoMerchant(
  repos: Repositories,
  demo: DemoMerchant,
  input: { admin: number; now: number; passwordHash: string; logoKey: string },
): Promise<{ id: number; appliedAt: Date }> {
  const appliedAt = new Date(input.now - demo.appliedDaysAgo * DAY_MS);
  const user = await repos.users.create({
    name: demo.contactName,
    email: demo.email,
    passwordHash: input.passwordHash,
    userType: 'merchant',
    emailVerifiedAt: demo.emailUnverified ? null : appliedAt,
  });
  const reviewed = demo.status !== 'pending';
  const reviewedAt = reviewed ? new Date(appliedAt.getTime() + DAY_MS) : null;
  const merchant = await repos.merchants.create({
    userId: user.id,
    businessName: demo.businessName,
    businessType: demo.businessType,
    businessEmail: demo.email,
    countryCode: '+234',
    businessPhone: demo.phone,
    pickupAddress: demo.pickupAddress,
    latitude: demo.latitude,
    longitude: demo.longitude,
    logoKey: input.logoKey,
    verificationStatus: demo.status,
    rejectionReason: demo.rejectionReason ?? null,
    suspensionReason: demo.suspensionReason ?? null,
    // Suspended a week after its approval.
    suspendedAt: demo.status === 'suspended' && reviewedAt ? new Date(reviewedAt.getTime() + 7 * DAY_MS) : null,
    reviewedBy: reviewed ? input.admin : null,
    reviewedAt,
    createdAt: appliedAt,
    updatedAt: reviewedAt ?? appliedAt,
  });
  await repos.merchants.addBankAccount(merchant.id, demo.bank);
  if (demo.status !== 'pending') {
    await repos.activity.record({
      actorId: input.admin,
      action: demo.status === 'rejected' ? 'merchant.rejected' : 'merchant.approved',
      merchantId: merchant.id,
      details: demo.rejectionReason ? { rejection_reason: demo.rejectionReason } : null,
      createdAt: reviewedAt ?? appliedAt,
    });
  }
  if (merchant.suspendedAt !== null) {
    await repos.activity.record({
      actorId: input.admin,
      action: 'merchant.suspended',
      merchantId: merchant.id,
      details: { suspension_reason: merchant.suspensionReason },
      createdAt: merchant.suspendedAt,
    });
  }
  return { id: merchant.id, appliedAt };
}
