// The shapes the Oja API answers with (spec section 3, DECISIONS.md "Envelope" and "Lists"). The API service
// types its responses with these, and the front end reads them: one definition for both sides.
import type {
  BusinessType,
  DocumentType,
  FieldErrors,
  ProductStatus,
  UserType,
  VerificationStatus,
} from '@oja/shared/validation';

export interface ApiSuccess<TData> {
  success: true;
  message: string;
  data: TData;
}

export interface ApiFailure {
  success: false;
  message: string;
  /** 422 only: field -> messages, the same texts the forms show. */
  errors?: FieldErrors;
}

export type ApiEnvelope<TData> = ApiSuccess<TData> | ApiFailure;

/** A page of rows: `data.data` holds the rows (DECISIONS.md). */
export interface Page<TRow> {
  data: TRow[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface PageQuery {
  page?: number;
  per_page?: number;
}

/** ISO 8601 timestamp, as JSON carries dates. */
export type Timestamp = string;

export interface MerchantDocument {
  id: number;
  document_type: DocumentType;
  /** A URL the browser can open: for an admin, a signed link that expires after 10 minutes. */
  file_path: string;
  original_name: string;
  mime_type: string;
  size: number;
  description: string | null;
  created_at: Timestamp;
}

export interface BankAccount {
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
}

export interface Merchant {
  id: number;
  uuid: string;
  business_name: string;
  business_type: BusinessType;
  business_email: string;
  country_code: string;
  business_phone: string;
  pickup_address: string;
  latitude: number | null;
  longitude: number | null;
  /** Public URL of the business logo, or null. */
  logo: string | null;
  verification_status: VerificationStatus;
  rejection_reason: string | null;
  reviewed_at: Timestamp | null;
  created_at: Timestamp;
  /** The contact person: the user who registered the business. */
  contact_name: string;
  user?: { id: number; name: string; email: string };
  documents?: MerchantDocument[];
  bank_account?: BankAccount | null;
  // Spec section 3: "Several fields appear under two names; both readings are read." The API sends the first
  // name; these aliases are read as a fallback so older payloads still display.
  name?: string;
  avatar?: string | null;
  type?: BusinessType;
  email?: string;
  phone?: string;
}

export interface User {
  id: number;
  name: string;
  email: string;
  user_type: UserType;
  email_verified_at: Timestamp | null;
  created_at: Timestamp;
  /** Present for merchants (null when the profile has not been fetched). */
  merchant?: Merchant | null;
}

export interface LoginResult {
  token: string;
  token_type: 'Bearer';
  expires_at: Timestamp;
  user: User;
}

export interface MerchantRegistrationResult {
  merchant: Merchant;
  user: User;
  /** Bearer token for this merchant's own document and logo uploads only, valid 30 minutes (DECISIONS.md). */
  upload_token: string;
}

export interface Bank {
  id: number;
  name: string;
  code: string;
}

export interface AccountResolution {
  account_name: string;
  account_number: string;
  bank_code: string;
}

export interface AddressPrediction {
  description: string;
  place_id: string;
}

export interface PlaceDetails {
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } };
}

export interface PickupLocation {
  id: number;
  label: string | null;
  address: string;
  latitude: number | null;
  longitude: number | null;
  is_default: boolean;
  created_at: Timestamp;
}

export interface Category {
  id: number;
  uuid: string;
  name: string;
  description: string | null;
  image: string | null;
  products_count?: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Product {
  id: number;
  uuid: string;
  name: string;
  category_id: number;
  category?: { id: number; name: string };
  /** An exact decimal as text ("2500.00"), never a float. */
  price: string;
  status: ProductStatus;
  /** Whole percent, 0-100. */
  discount: number;
  description: string | null;
  image: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AdminStatistics {
  total_merchants: number;
  approved_merchants: number;
  pending_merchants: number;
  rejected_merchants: number;
}

export interface AdminDashboard {
  statistics: AdminStatistics;
}

export interface ReviewStats {
  pending: number;
  approved: number;
  rejected: number;
  approved_last_7_days: number;
  rejected_last_7_days: number;
  /** Mean hours from registration to decision, over decided merchants; null when none is decided. */
  average_review_hours: number | null;
}

export type ActivityAction = 'merchant.approved' | 'merchant.rejected';

export interface ActivityLogEntry {
  id: number;
  action: ActivityAction;
  actor: { id: number; name: string } | null;
  merchant: { id: number; business_name: string } | null;
  details: Record<string, unknown> | null;
  created_at: Timestamp;
}

export interface BulkApproveResult {
  approved: number[];
  not_pending: number[];
  not_found: number[];
}

export interface Country {
  name: string;
  iso2: string;
  dial_code: string;
}

export interface PhoneValidation {
  valid: boolean;
  e164: string | null;
  national: string | null;
  international: string | null;
  country: string | null;
  type: string | null;
}
