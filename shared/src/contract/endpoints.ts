// Every call of the Oja API, declared once: method, path below `/api`, what it takes (body, query, path
// parameters, files) and the `data` its success answer carries. The server registers its routes from these
// declarations (validation, handler types and the OpenAPI document); a client reads the same ones.
import {
  acceptBankChangeDecisionSchema,
  acceptOrderSchema,
  accountNameSchema,
  activityLogQuerySchema,
  adminOrderQuerySchema,
  approveMerchantSchema,
  autocompleteQuerySchema,
  availableOrderQuerySchema,
  BUSINESS_EMAIL_LINK_INVALID,
  bankAccountChangeSchema,
  bulkApproveSchema,
  businessLogoUploadSchema,
  categorySchema,
  categoryUpdateSchema,
  changePasswordSchema,
  customerCancelSchema,
  customerRegistrationSchema,
  declineBankChangeDecisionSchema,
  documentFieldsSchema,
  forgotPasswordSchema,
  geocodeSchema,
  LIST_MESSAGES,
  loginSchema,
  MAX_DATABASE_ID,
  merchantDocumentUploadSchema,
  merchantListQuerySchema,
  merchantOrderQuerySchema,
  merchantProfileUpdateSchema,
  merchantRegistrationSchema,
  nearbyMerchantsQuerySchema,
  openingHoursSchema,
  optionalParameter,
  orderReasonSchema,
  orderReviewSchema,
  ownOrderQuerySchema,
  phoneAutoSchema,
  phoneSchema,
  pickupLocationSchema,
  placeDetailsRequestSchema,
  placeOrderHeadersSchema,
  placeOrderSchema,
  productQuerySchema,
  productSchema,
  productUpdateSchema,
  rejectDecisionSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  storeAvailabilitySchema,
  suspendMerchantSchema,
  trimmed,
  type UploadKind,
  verifyAccountSchema,
  verifyEmailSchema,
  verifyResetCodeSchema,
} from '@oja/shared/validation';
import * as v from 'valibot';
import {
  ACTIVITY_ACTIONS,
  accountResolutionModel,
  activityLogPageModel,
  addressPredictionModel,
  adminDashboardModel,
  bankModel,
  bulkApproveResultModel,
  categoryModel,
  countryModel,
  loginResultModel,
  merchantBankAccountsModel,
  merchantDashboardModel,
  merchantDocumentModel,
  merchantModel,
  merchantPageModel,
  merchantRegistrationResultModel,
  phoneValidationModel,
  pickupLocationModel,
  placeDetailsModel,
  productModel,
  productPageModel,
  reviewStatsModel,
  userModel,
} from './models';
import {
  nearbyMerchantPageModel,
  openingDayModel,
  orderModel,
  orderPageModel,
  orderReviewModel,
  storeMenuModel,
  storeModel,
} from './orders';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint. The server enforces it (a handler may narrow it further: the merchant's own routes
 * answer 403 to an admin); the harness's mock API answers by it.
 * - `public`: anyone, the token is not even read.
 * - `session`: any signed-in admin or merchant, a suspended merchant included: who the caller is, and signing out.
 * - `authenticated`: any signed-in admin or merchant, whatever the review status of its application; a suspended
 *   merchant is refused here and at every level below.
 * - `admin`: admins only.
 * - `approved-merchant`: merchants whose application was approved (menu calls).
 * - `upload`: a merchant (any status, full token or the 30-minute upload token of registration) or an admin.
 * - `app`: a customer or a rider (the mobile apps): who the caller is, and signing out.
 * - `customer`: customers only (browsing, placing and following their orders).
 * - `rider`: riders only (claiming and delivering orders).
 */
export const ACCESS_LEVELS = [
  'public',
  'session',
  'authenticated',
  'admin',
  'approved-merchant',
  'upload',
  'app',
  'customer',
  'rider',
] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export interface Endpoint {
  /** Who may call it (ACCESS_LEVELS): the server's routes and the harness's mock both read it from here. */
  access: AccessLevel;
  method: Method;
  /** Below `/api`, with `:name` path parameters (`/admin/merchants/:id`). */
  path: string;
  body?: v.GenericSchema;
  query?: v.GenericSchema;
  /** Path parameters; a value that fails them cannot name a record (404). */
  params?: v.GenericSchema;
  /** Request headers the call needs (names lower-cased); one that is missing or malformed answers 400. */
  headers?: v.GenericSchema;
  /** The `data` of the success envelope; absent when the answer is not JSON (a file, a page). */
  response?: v.GenericSchema;
  /** The file fields of a multipart form and what each may hold. */
  files?: Readonly<Record<string, UploadKind>>;
  /** With `files`: the route takes multipart only (otherwise the same fields may also come as JSON). */
  multipartOnly?: boolean;
  /** The answer is a stream of Server-Sent Events (`text/event-stream`), not JSON. */
  eventStream?: true;
}

const endpoint = <const TEndpoint extends Endpoint>(definition: TEndpoint): TEndpoint => definition;

/** A record's id in a path: a positive 32-bit integer written plainly. */
export const idParams = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.maxValue(MAX_DATABASE_ID)),
});
/** A record's uuid in a path (letter case ignored). */
export const uuidParams = v.object({ uuid: v.pipe(v.string(), v.uuid(), v.toLowerCase()) });
/** A stored image's key: `<32 hex>.<extension>`. */
export const imageKeyParams = v.object({ key: v.pipe(v.string(), v.regex(/^[a-f0-9]{32}\.(png|jpg|webp|gif)$/)) });
/** The two parameters of a signed document link. */
export const DOCUMENT_LINK_INVALID = 'This document link is not valid.';
export const signedLinkQuery = v.object({
  expires: v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/, DOCUMENT_LINK_INVALID), v.description('Unix seconds'))),
  signature: v.optional(
    v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/, DOCUMENT_LINK_INVALID), v.description('HMAC-SHA256, base64url')),
  ),
});

/** `POST /merchant/business-email/verify` and the link of the mail: the token the mail carries. */
export const businessEmailTokenSchema = v.object({
  token: v.pipe(
    v.nullish(v.string(BUSINESS_EMAIL_LINK_INVALID), ''),
    trimmed(),
    v.nonEmpty(BUSINESS_EMAIL_LINK_INVALID),
    v.regex(/^[A-Za-z0-9_-]{16,128}$/, BUSINESS_EMAIL_LINK_INVALID),
  ),
});

const nothing = v.null();
const order = v.object({ order: orderModel });
const openingHours = v.object({ days: v.array(openingDayModel) });
const publicKey = v.object({ public_key: v.nullable(v.string()) });
const mapsKey = v.object({ api_key: v.nullable(v.string()) });
const health = v.object({ status: v.string(), database: v.string(), uptime_seconds: v.number() });
const liveness = v.object({ status: v.string(), uptime_seconds: v.number() });
const logo = v.object({ logo: v.pipe(v.string(), v.description('Public URL of the logo')) });
const registration = {
  method: 'POST',
  body: merchantRegistrationSchema,
  files: { logo: 'image' },
  response: merchantRegistrationResultModel,
} as const;

export const endpoints = {
  health: {
    check: endpoint({ access: 'public', method: 'GET', path: '/health', response: health }),
    /** The process answers: what a liveness probe asks (it touches neither the database nor Redis). */
    live: endpoint({ access: 'public', method: 'GET', path: '/health/live', response: liveness }),
  },
  auth: {
    login: endpoint({
      access: 'public',
      method: 'POST',
      path: '/auth/login',
      body: loginSchema,
      response: loginResultModel,
    }),
    logout: endpoint({ access: 'session', method: 'POST', path: '/auth/logout', response: nothing }),
    profile: endpoint({ access: 'session', method: 'GET', path: '/auth/profile', response: userModel }),
    /** The signed-in user's new password; every other session of the user ends. */
    changePassword: endpoint({
      access: 'authenticated',
      method: 'PUT',
      path: '/auth/password',
      body: changePasswordSchema,
      response: nothing,
    }),
    /** The signed-in user's own name. */
    updateProfile: endpoint({
      access: 'authenticated',
      method: 'PUT',
      path: '/auth/profile',
      body: accountNameSchema,
      response: userModel,
    }),
    /** Ends every other session of the signed-in user; this one stays. Answers how many ended. */
    endOtherSessions: endpoint({
      access: 'authenticated',
      method: 'POST',
      path: '/auth/sessions/end-others',
      response: v.object({ ended: v.number() }),
    }),
    verifyEmail: endpoint({
      access: 'public',
      method: 'POST',
      path: '/auth/email/verify',
      body: verifyEmailSchema,
      response: nothing,
    }),
    /** The link in the verification mail: answers a page. */
    verifyEmailLink: endpoint({
      access: 'public',
      method: 'GET',
      path: '/auth/email/verify',
      query: verifyEmailSchema,
    }),
    resendVerification: endpoint({
      access: 'public',
      method: 'POST',
      path: '/auth/email/resend',
      body: resendVerificationSchema,
      response: nothing,
    }),
    register: endpoint({ access: 'public', ...registration, path: '/auth/register' }),
  },
  passwordReset: {
    request: endpoint({
      access: 'public',
      method: 'POST',
      path: '/auth/forgot-password',
      body: forgotPasswordSchema,
      response: nothing,
    }),
    verify: endpoint({
      access: 'public',
      method: 'POST',
      path: '/auth/verify-reset-code',
      body: verifyResetCodeSchema,
      response: nothing,
    }),
    reset: endpoint({
      access: 'public',
      method: 'POST',
      path: '/auth/reset-password',
      body: resetPasswordSchema,
      response: nothing,
    }),
  },
  files: {
    image: endpoint({ access: 'public', method: 'GET', path: '/files/public/:key', params: imageKeyParams }),
    document: endpoint({
      access: 'public',
      method: 'GET',
      path: '/files/documents/:id',
      params: idParams,
      query: signedLinkQuery,
    }),
    /** A fresh signed link to a document, asked for as it is opened (a link signed when a page loaded expires). */
    documentLink: endpoint({
      access: 'authenticated',
      method: 'GET',
      path: '/files/documents/:id/link',
      params: idParams,
      response: v.object({ url: v.pipe(v.string(), v.description('Signed link, valid 10 minutes')) }),
    }),
  },
  merchant: {
    register: endpoint({ access: 'public', ...registration, path: '/merchant/register' }),
    profile: endpoint({ access: 'authenticated', method: 'GET', path: '/merchant/profile', response: merchantModel }),
    /** The figures of the merchant's dashboard that real data feeds (its application, its menu's counts). */
    dashboard: endpoint({
      access: 'approved-merchant',
      method: 'GET',
      path: '/merchant/dashboard',
      response: merchantDashboardModel,
    }),
    updateProfile: endpoint({
      access: 'authenticated',
      method: 'PUT',
      path: '/merchant/profile',
      body: merchantProfileUpdateSchema,
      response: merchantModel,
    }),
    /** The new business email's owner confirms it (the token of the mailed link); it is in force from then on. */
    confirmBusinessEmail: endpoint({
      access: 'public',
      method: 'POST',
      path: '/merchant/business-email/verify',
      body: businessEmailTokenSchema,
      response: v.object({ business_email: v.string() }),
    }),
    /** The link in the confirmation mail: confirms and answers a page. */
    confirmBusinessEmailLink: endpoint({
      access: 'public',
      method: 'GET',
      path: '/merchant/business-email/verify',
      query: businessEmailTokenSchema,
    }),
    uploadDocument: endpoint({
      access: 'authenticated',
      method: 'POST',
      path: '/merchant/documents',
      body: documentFieldsSchema,
      files: { document: 'document' },
      multipartOnly: true,
      response: merchantDocumentModel,
    }),
    documents: endpoint({
      access: 'authenticated',
      method: 'GET',
      path: '/merchant/documents',
      response: v.array(merchantDocumentModel),
    }),
    /** A rejected merchant sends its corrected application back to the review queue (pending again). */
    resubmit: endpoint({
      access: 'authenticated',
      method: 'POST',
      path: '/merchant/resubmit',
      response: merchantModel,
    }),
    addPickupLocation: endpoint({
      access: 'authenticated',
      method: 'POST',
      path: '/merchant/pickup-locations',
      body: pickupLocationSchema,
      response: pickupLocationModel,
    }),
    pickupLocations: endpoint({
      access: 'authenticated',
      method: 'GET',
      path: '/merchant/pickup-locations',
      response: v.array(pickupLocationModel),
    }),
    updatePickupLocation: endpoint({
      access: 'authenticated',
      method: 'PUT',
      path: '/merchant/pickup-locations/:id',
      params: idParams,
      body: pickupLocationSchema,
      response: pickupLocationModel,
    }),
    /** Deleting the default makes the oldest of the others the default. */
    deletePickupLocation: endpoint({
      access: 'authenticated',
      method: 'DELETE',
      path: '/merchant/pickup-locations/:id',
      params: idParams,
      response: nothing,
    }),
    deleteDocument: endpoint({
      access: 'authenticated',
      method: 'DELETE',
      path: '/merchant/documents/:id',
      params: idParams,
      response: nothing,
    }),
    /** A new bank account: the server asks the bank for the account's name. */
    updateBankAccount: endpoint({
      access: 'authenticated',
      method: 'PUT',
      path: '/merchant/bank-account',
      body: bankAccountChangeSchema,
      response: merchantBankAccountsModel,
    }),
  },
  upload: {
    merchantDocument: endpoint({
      access: 'upload',
      method: 'POST',
      path: '/upload/merchant-document',
      body: merchantDocumentUploadSchema,
      files: { document: 'document' },
      multipartOnly: true,
      response: merchantDocumentModel,
    }),
    businessLogo: endpoint({
      access: 'upload',
      method: 'POST',
      path: '/upload/business-logo',
      body: businessLogoUploadSchema,
      files: { logo: 'image' },
      multipartOnly: true,
      response: logo,
    }),
    merchantDocuments: endpoint({
      access: 'authenticated',
      method: 'GET',
      path: '/upload/merchant-documents/:id',
      params: idParams,
      response: v.array(merchantDocumentModel),
    }),
    deleteDocument: endpoint({
      access: 'authenticated',
      method: 'DELETE',
      path: '/upload/document/:id',
      params: idParams,
      response: nothing,
    }),
  },
  paystack: {
    banks: endpoint({ access: 'public', method: 'GET', path: '/paystack/banks', response: v.array(bankModel) }),
    verifyAccount: endpoint({
      access: 'public',
      method: 'POST',
      path: '/paystack/verify-account',
      body: verifyAccountSchema,
      response: accountResolutionModel,
    }),
    publicKey: endpoint({ access: 'public', method: 'GET', path: '/paystack/public-key', response: publicKey }),
  },
  address: {
    autocomplete: endpoint({
      access: 'public',
      method: 'GET',
      path: '/address/autocomplete',
      query: autocompleteQuerySchema,
      response: v.array(addressPredictionModel),
    }),
    placeDetails: endpoint({
      access: 'public',
      method: 'POST',
      path: '/address/place-details',
      body: placeDetailsRequestSchema,
      response: v.object({ data: placeDetailsModel }),
    }),
    geocode: endpoint({
      access: 'public',
      method: 'POST',
      path: '/address/geocode',
      body: geocodeSchema,
      response: placeDetailsModel,
    }),
    mapsKey: endpoint({ access: 'public', method: 'GET', path: '/address/api-key', response: mapsKey }),
  },
  phone: {
    countries: endpoint({ access: 'public', method: 'GET', path: '/phone/countries', response: v.array(countryModel) }),
    validate: endpoint({
      access: 'public',
      method: 'POST',
      path: '/phone/validate',
      body: phoneSchema,
      response: phoneValidationModel,
    }),
    validateAuto: endpoint({
      access: 'public',
      method: 'POST',
      path: '/phone/validate-auto',
      body: phoneAutoSchema,
      response: phoneValidationModel,
    }),
    info: endpoint({
      access: 'public',
      method: 'POST',
      path: '/phone/info',
      body: phoneSchema,
      response: phoneValidationModel,
    }),
  },
  admin: {
    dashboard: endpoint({ access: 'admin', method: 'GET', path: '/admin/dashboard', response: adminDashboardModel }),
    merchants: endpoint({
      access: 'admin',
      method: 'GET',
      path: '/admin/merchants',
      query: merchantListQuerySchema,
      response: merchantPageModel,
    }),
    reviewStats: endpoint({
      access: 'admin',
      method: 'GET',
      path: '/admin/merchants/stats/review',
      response: reviewStatsModel,
    }),
    merchant: endpoint({
      access: 'admin',
      method: 'GET',
      path: '/admin/merchants/:id',
      params: idParams,
      response: v.object({ merchant: merchantModel }),
    }),
    approve: endpoint({
      access: 'admin',
      method: 'POST',
      path: '/admin/merchants/:id/approve',
      params: idParams,
      body: approveMerchantSchema,
      response: v.object({ merchant: merchantModel }),
    }),
    reject: endpoint({
      access: 'admin',
      method: 'POST',
      path: '/admin/merchants/:id/reject',
      params: idParams,
      body: rejectDecisionSchema,
      response: v.object({ merchant: merchantModel }),
    }),
    /** An approved merchant's new bank account, waiting for review: put in use, or declined with a reason. */
    acceptBankAccountChange: endpoint({
      access: 'admin',
      method: 'POST',
      path: '/admin/merchants/:id/bank-account/accept',
      params: idParams,
      body: acceptBankChangeDecisionSchema,
      response: v.object({ merchant: merchantModel }),
    }),
    declineBankAccountChange: endpoint({
      access: 'admin',
      method: 'POST',
      path: '/admin/merchants/:id/bank-account/decline',
      params: idParams,
      body: declineBankChangeDecisionSchema,
      response: v.object({ merchant: merchantModel }),
    }),
    suspend: endpoint({
      access: 'admin',
      method: 'POST',
      path: '/admin/merchants/:id/suspend',
      params: idParams,
      body: suspendMerchantSchema,
      response: v.object({ merchant: merchantModel }),
    }),
    reinstate: endpoint({
      access: 'admin',
      method: 'POST',
      path: '/admin/merchants/:id/reinstate',
      params: idParams,
      response: v.object({ merchant: merchantModel }),
    }),
    bulkApprove: endpoint({
      access: 'admin',
      method: 'POST',
      path: '/admin/merchants/bulk-approve',
      body: bulkApproveSchema,
      response: bulkApproveResultModel,
    }),
    activityLog: endpoint({
      access: 'admin',
      method: 'GET',
      path: '/admin/activity-log',
      query: v.object({
        ...activityLogQuerySchema.entries,
        action: optionalParameter(LIST_MESSAGES.action, v.picklist(ACTIVITY_ACTIONS, LIST_MESSAGES.action)),
      }),
      response: activityLogPageModel,
    }),
  },
  /** The customer and rider apps' sign-in (the web sign-in refuses them). */
  appAuth: {
    login: endpoint({
      access: 'public',
      method: 'POST',
      path: '/app/auth/login',
      body: loginSchema,
      response: loginResultModel,
    }),
    /** A new customer account, signed in at once. */
    register: endpoint({
      access: 'public',
      method: 'POST',
      path: '/app/auth/register',
      body: customerRegistrationSchema,
      response: loginResultModel,
    }),
    logout: endpoint({ access: 'app', method: 'POST', path: '/app/auth/logout', response: nothing }),
    profile: endpoint({ access: 'app', method: 'GET', path: '/app/auth/profile', response: userModel }),
  },
  /** What the customer app calls: browsing, placing and following its orders. */
  app: {
    merchants: endpoint({
      access: 'customer',
      method: 'GET',
      path: '/app/merchants',
      query: nearbyMerchantsQuerySchema,
      response: nearbyMerchantPageModel,
    }),
    menu: endpoint({
      access: 'customer',
      method: 'GET',
      path: '/app/merchants/:id/menu',
      params: idParams,
      response: storeMenuModel,
    }),
    placeOrder: endpoint({
      access: 'customer',
      method: 'POST',
      path: '/app/orders',
      headers: placeOrderHeadersSchema,
      body: placeOrderSchema,
      response: order,
    }),
    orders: endpoint({
      access: 'customer',
      method: 'GET',
      path: '/app/orders',
      query: ownOrderQuerySchema,
      response: orderPageModel,
    }),
    order: endpoint({ access: 'customer', method: 'GET', path: '/app/orders/:id', params: idParams, response: order }),
    cancel: endpoint({
      access: 'customer',
      method: 'POST',
      path: '/app/orders/:id/cancel',
      params: idParams,
      body: customerCancelSchema,
      response: order,
    }),
    review: endpoint({
      access: 'customer',
      method: 'POST',
      path: '/app/orders/:id/review',
      params: idParams,
      body: orderReviewSchema,
      response: v.object({ review: orderReviewModel }),
    }),
  },
  /** The approved merchant's orders and its live stream. */
  merchantOrders: {
    list: endpoint({
      access: 'approved-merchant',
      method: 'GET',
      path: '/merchant/orders',
      query: merchantOrderQuerySchema,
      response: orderPageModel,
    }),
    /** Server-Sent Events over an authenticated fetch (the bearer token stays in a header). */
    events: endpoint({
      access: 'approved-merchant',
      method: 'GET',
      path: '/merchant/orders/events',
      eventStream: true,
    }),
    get: endpoint({
      access: 'approved-merchant',
      method: 'GET',
      path: '/merchant/orders/:id',
      params: idParams,
      response: order,
    }),
    accept: endpoint({
      access: 'approved-merchant',
      method: 'POST',
      path: '/merchant/orders/:id/accept',
      params: idParams,
      body: acceptOrderSchema,
      response: order,
    }),
    reject: endpoint({
      access: 'approved-merchant',
      method: 'POST',
      path: '/merchant/orders/:id/reject',
      params: idParams,
      body: orderReasonSchema,
      response: order,
    }),
    ready: endpoint({
      access: 'approved-merchant',
      method: 'POST',
      path: '/merchant/orders/:id/ready',
      params: idParams,
      response: order,
    }),
  },
  /** The approved merchant's availability: its pause switch and its opening hours (Lagos time). */
  store: {
    get: endpoint({ access: 'approved-merchant', method: 'GET', path: '/merchant/store', response: storeModel }),
    update: endpoint({
      access: 'approved-merchant',
      method: 'PUT',
      path: '/merchant/store',
      body: storeAvailabilitySchema,
      response: storeModel,
    }),
    openingHours: endpoint({
      access: 'approved-merchant',
      method: 'GET',
      path: '/merchant/opening-hours',
      response: openingHours,
    }),
    updateOpeningHours: endpoint({
      access: 'approved-merchant',
      method: 'PUT',
      path: '/merchant/opening-hours',
      body: openingHoursSchema,
      response: openingHours,
    }),
  },
  /** What the rider app calls. */
  rider: {
    available: endpoint({
      access: 'rider',
      method: 'GET',
      path: '/rider/orders/available',
      query: availableOrderQuerySchema,
      response: orderPageModel,
    }),
    orders: endpoint({
      access: 'rider',
      method: 'GET',
      path: '/rider/orders',
      query: ownOrderQuerySchema,
      response: orderPageModel,
    }),
    order: endpoint({ access: 'rider', method: 'GET', path: '/rider/orders/:id', params: idParams, response: order }),
    claim: endpoint({
      access: 'rider',
      method: 'POST',
      path: '/rider/orders/:id/claim',
      params: idParams,
      response: order,
    }),
    pickedUp: endpoint({
      access: 'rider',
      method: 'POST',
      path: '/rider/orders/:id/picked-up',
      params: idParams,
      response: order,
    }),
    delivered: endpoint({
      access: 'rider',
      method: 'POST',
      path: '/rider/orders/:id/delivered',
      params: idParams,
      response: order,
    }),
  },
  adminOrders: {
    list: endpoint({
      access: 'admin',
      method: 'GET',
      path: '/admin/orders',
      query: adminOrderQuerySchema,
      response: orderPageModel,
    }),
    events: endpoint({ access: 'admin', method: 'GET', path: '/admin/orders/events', eventStream: true }),
    get: endpoint({ access: 'admin', method: 'GET', path: '/admin/orders/:id', params: idParams, response: order }),
    cancel: endpoint({
      access: 'admin',
      method: 'POST',
      path: '/admin/orders/:id/cancel',
      params: idParams,
      body: orderReasonSchema,
      response: order,
    }),
  },
  payments: {
    /** Paystack's signed notification of a charge (the raw body is what the signature covers). */
    paystackWebhook: endpoint({
      access: 'public',
      method: 'POST',
      path: '/payments/paystack/webhook',
      response: nothing,
    }),
  },
  categories: {
    list: endpoint({
      access: 'approved-merchant',
      method: 'GET',
      path: '/categories',
      response: v.array(categoryModel),
    }),
    withCount: endpoint({
      access: 'approved-merchant',
      method: 'GET',
      path: '/categories/with-count',
      response: v.array(categoryModel),
    }),
    get: endpoint({
      access: 'approved-merchant',
      method: 'GET',
      path: '/categories/:id',
      params: idParams,
      response: categoryModel,
    }),
    create: endpoint({
      access: 'approved-merchant',
      method: 'POST',
      path: '/categories',
      body: categorySchema,
      files: { image: 'image' },
      response: categoryModel,
    }),
    update: endpoint({
      access: 'approved-merchant',
      method: 'POST',
      path: '/categories/:uuid',
      params: uuidParams,
      body: categoryUpdateSchema,
      files: { image: 'image' },
      response: categoryModel,
    }),
    remove: endpoint({
      access: 'approved-merchant',
      method: 'DELETE',
      path: '/categories/:id',
      params: idParams,
      response: nothing,
    }),
  },
  products: {
    list: endpoint({ access: 'approved-merchant', method: 'GET', path: '/products', response: v.array(productModel) }),
    filtered: endpoint({
      access: 'approved-merchant',
      method: 'GET',
      path: '/products/filtered',
      query: productQuerySchema,
      response: productPageModel,
    }),
    byCategory: endpoint({
      access: 'approved-merchant',
      method: 'GET',
      path: '/products/by-category/:id',
      params: idParams,
      response: v.array(productModel),
    }),
    get: endpoint({
      access: 'approved-merchant',
      method: 'GET',
      path: '/products/:id',
      params: idParams,
      response: productModel,
    }),
    create: endpoint({
      access: 'approved-merchant',
      method: 'POST',
      path: '/products',
      body: productSchema,
      files: { image: 'image' },
      response: productModel,
    }),
    update: endpoint({
      access: 'approved-merchant',
      method: 'POST',
      path: '/products/:uuid',
      params: uuidParams,
      body: productUpdateSchema,
      files: { image: 'image' },
      response: productModel,
    }),
    remove: endpoint({
      access: 'approved-merchant',
      method: 'DELETE',
      path: '/products/:id',
      params: idParams,
      response: nothing,
    }),
  },
} as const;

/** The input types of an endpoint, as its handler receives them (after validation and transforms). */
export type BodyOf<TEndpoint extends Endpoint> = TEndpoint['body'] extends v.GenericSchema
  ? v.InferOutput<TEndpoint['body']>
  : undefined;
export type QueryOf<TEndpoint extends Endpoint> = TEndpoint['query'] extends v.GenericSchema
  ? v.InferOutput<TEndpoint['query']>
  : undefined;
export type ParamsOf<TEndpoint extends Endpoint> = TEndpoint['params'] extends v.GenericSchema
  ? v.InferOutput<TEndpoint['params']>
  : undefined;
export type HeadersOf<TEndpoint extends Endpoint> = TEndpoint['headers'] extends v.GenericSchema
  ? v.InferOutput<TEndpoint['headers']>
  : undefined;
/** The `data` of an endpoint's success answer. */
export type DataOf<TEndpoint extends Endpoint> = TEndpoint['response'] extends v.GenericSchema
  ? v.InferOutput<TEndpoint['response']>
  : never;
