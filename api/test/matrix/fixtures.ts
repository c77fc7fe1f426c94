// What the matrix rows point at: records owned by the approved merchant, and a tiny built site.
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { acceptUpload } from '../../src/files/upload';
import { createFileUrls } from '../../src/files/urls';
import { deriveKey } from '../../src/secret';
import { certificatePdf } from '../../src/seed/pdf';
import { ACTOR_PASSWORD, type Actors } from '../support/actors';
import { TEST_SECRET, type TestApp } from '../support/app';
import { declaration, publishRemote, publishShell } from '../support/deploy-root';

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
  const sparePickupLocation = await pickup('2 Matrix Road, Ikeja, Lagos');
  const urls = createFileUrls('', deriveKey(TEST_SECRET, 'signed-urls'));
  return {
    loginEmail: actors.admin.user.email,
    loginPassword: ACTOR_PASSWORD,
    imageUrl: urls.image(image.key) ?? '',
    documentUrl: urls.document(document.id),
    approvedMerchantId,
    pendingMerchantId: actors.pendingMerchant.merchant?.id ?? 0,
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
