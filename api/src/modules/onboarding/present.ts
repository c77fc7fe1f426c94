// Onboarding rows -> the shared response shapes.
import type { BankAccount, MerchantDocument, PickupLocation } from '@oja/shared/api';
import type { PickupLocationRow } from '../../db/repositories/onboarding';
import type { BankAccountRow, MerchantDocumentRow } from '../../db/schema';
import type { FileUrls } from '../../files/urls';

/** `file_path` is a signed link valid 10 minutes: it opens in a new tab, which carries no bearer token. */
export function toDocument(row: MerchantDocumentRow, urls: FileUrls): MerchantDocument {
  return {
    id: row.id,
    document_type: row.documentType,
    file_path: urls.document(row.id),
    original_name: row.originalName,
    mime_type: row.mimeType,
    size: row.size,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

export function toBankAccount(row: BankAccountRow): BankAccount {
  return {
    bank_code: row.bankCode,
    bank_name: row.bankName,
    account_number: row.accountNumber,
    account_name: row.accountName,
  };
}

export function toPickupLocation(row: PickupLocationRow): PickupLocation {
  return {
    id: row.id,
    label: row.label,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}
