// What the matrix rows point at: records owned by the approved merchant, and a tiny built site.
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { acceptUpload } from '../../src/files/upload';
import { createFileUrls } from '../../src/files/urls';
import { ordersService } from '../../src/modules/orders/service';
import { deriveKey } from '../../src/secret';
import { certificatePdf } from '../../src/seed/pdf';
import { ACTOR_PASSWORD, type Actors } from '../support/actors';
import { TEST_SECRET, type TestApp } from '../support/app';
import { declaration, publishRemote, publishShell } from '../support/deploy-root';
import { multipart } from '../support/multipart';

/** What a browser sends for a page, and for a live stream. */
export const HTML = { accept: 'text/html' };
export const STREAM = { accept: 'text/event-stream' };
/** A point in Lekki, inside the approved merchant's delivery area. */
export const LEKKI = 'latitude=6.45&longitude=3.48';

/** A multipart form of text fields and one file, as a row's request. */
export function form(
  fields: Record<string, string>,
  file: { name: string; filename: string; type: string; content: Buffer },
) {
  const { name, content, ...part } = file;
  const body = multipart({ ...fields, [name]: { ...part, data: content } });
  return { payload: body.payload, headers: body.headers };
}

export interface Fixtures {
  /** An account that may sign in (the admin actor). */
  loginEmail: string;
  loginPassword: string;
  imageUrl: string;
  /** A signed link to a document of the approved merchant. */
  documentUrl: string;
  approvedMerchantId: number;
  pendingMerchantId: number;
  /** The approved merchant's settings: a pick-up point to change, one to delete, and a second ID to delete. */
  settings: { pickupLocationId: number; sparePickupLocationId: number; spareDocumentId: number };
  /** A customer who may sign in to the apps (the customer actor). */
  customerEmail: string;
  /**
   * Orders of the customer at the approved merchant (in Lekki): accepted and waiting for a rider, accepted and claimed
   * by the rider actor, ready and waiting, delivered by the rider actor.
   */
  orders: { accepted: number; claimed: number; ready: number; delivered: number };
  /** The approved merchant's menu: a category with a product, and an empty category and a product to delete. */
  menu: {
    categoryId: number;
    categoryUuid: string;
    emptyCategoryId: number;
    productId: number;
    productUuid: string;
    spareProductId: number;
  };
}

/** A small deploy root: a live shell and one live remote. */
export async function writeFakeSite(root: string): Promise<void> {
  await publishShell(root, 'aaaaaaaaaaaa', { 'index.html': '<!doctype html><title>Oja</title><div id="root"></div>' });
  await publishRemote(root, 'bbbbbbbbbbbb', declaration(), { 'mf-manifest.json': '{"name":"team_home"}' });
}

export async function createFixtures(t: TestApp, actors: Actors): Promise<Fixtures> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#F5A524' } })
    .png()
    .toBuffer();
  const image = await acceptUpload(t.storage, Readable.from([png]), 'image');
  const pdf = certificatePdf({ businessName: 'Approved Foods', registrationNumber: 'BN 7', city: 'Lagos' });
  const stored = await acceptUpload(t.storage, Readable.from([pdf]), 'document');
  const approvedMerchantId = actors.approvedMerchant.merchant?.id ?? 0;
  const document = await t.repos.documents.create({
    merchantId: approvedMerchantId,
    documentType: 'business_id',
    storageKey: stored.key,
    originalName: 'cac.pdf',
    mimeType: stored.mimeType,
    size: stored.size,
  });
  const category = await t.repos.menu.createCategory(approvedMerchantId, { name: 'Matrix Soups', imageKey: image.key });
  const emptyCategory = await t.repos.menu.createCategory(approvedMerchantId, { name: 'Matrix Empty' });
  const product = await t.repos.menu.createProduct(approvedMerchantId, {
    categoryId: category.id,
    name: 'Matrix Egusi',
    price: '2500.00',
  });
  const spareProduct = await t.repos.menu.createProduct(approvedMerchantId, {
    categoryId: category.id,
    name: 'Matrix Spare',
    price: '100',
  });
  const spareDocument = await t.repos.documents.create({
    merchantId: approvedMerchantId,
    documentType: 'business_id',
    storageKey: (await acceptUpload(t.storage, Readable.from([pdf]), 'document')).key,
    originalName: 'spare.pdf',
    mimeType: stored.mimeType,
    size: stored.size,
  });
  const pickup = (address: string) =>
    t.repos.pickupLocations.add(approvedMerchantId, {
      label: null,
      address,
      latitude: null,
      longitude: null,
      isDefault: false,
    });
  const pickupLocation = await pickup('1 Matrix Road, Ikeja, Lagos');
  const orders = await createOrders(t, actors, product.id);
  const sparePickupLocation = await pickup('2 Matrix Road, Ikeja, Lagos');
  const urls = createFileUrls('', deriveKey(TEST_SECRET, 'signed-urls'));
  return {
    loginEmail: actors.admin.user.email,
    loginPassword: ACTOR_PASSWORD,
    imageUrl: urls.image(image.key) ?? '',
    documentUrl: urls.document(document.id),
    approvedMerchantId,
    pendingMerchantId: actors.pendingMerchant.merchant?.id ?? 0,
    customerEmail: actors.customer.user.email,
    orders,
    settings: {
      pickupLocationId: pickupLocation.id,
      sparePickupLocationId: sparePickupLocation.id,
      spareDocumentId: spareDocument.id,
    },
    menu: {
      categoryId: category.id,
      categoryUuid: category.uuid,
      emptyCategoryId: emptyCategory.id,
      productId: product.id,
      productUuid: product.uuid,
      spareProductId: spareProduct.id,
    },
  };
}

/** The orders of the fixtures, moved through the orders service as the apps would move them. */
async function createOrders(t: TestApp, actors: Actors, productId: number): Promise<Fixtures['orders']> {
  const merchantId = actors.approvedMerchant.merchant?.id ?? 0;
  await t.repos.merchants.update(merchantId, { latitude: 6.4474, longitude: 3.472 }, new Date());
  t.app.context.caches.menus.clear();
  const orders = ordersService(t.app.context).moves;
  const merchant = { user: actors.approvedMerchant.user, merchant: actors.approvedMerchant.merchant };
  const place = async (key: string) =>
    (
      await orders.place(
        actors.customer.user,
        {
          merchant_id: merchantId,
          items: [{ product_id: productId, quantity: 1, note: undefined }],
          delivery: { address: '3 Matrix Close, Lekki Phase 1, Lagos', latitude: 6.45, longitude: 3.48 },
          payment_method: 'cash',
          note: undefined,
        },
        `matrix-${key}`,
      )
    ).orderId;
  const accepted = await place('accepted');
  const claimed = await place('claimed');
  const ready = await place('ready');
  const delivered = await place('delivered');
  for (const id of [accepted, claimed, ready, delivered]) await orders.accept(merchant, merchantId, id, 20);
  for (const id of [ready, delivered]) await orders.markReady(merchant, merchantId, id);
  await orders.claim(actors.rider.user, claimed);
  await orders.claim(actors.rider.user, delivered);
  await orders.pickUp(actors.rider.user, delivered);
  await orders.deliver(actors.rider.user, delivered);
  return { accepted, claimed, ready, delivered };
}
