// Public entry of @oja/shared/api: the client, the error handler and every call of docs/product/calls.md.
export { type ActivityLogQuery, adminApi, type MerchantListQuery } from './calls/admin';
export { authApi } from './calls/auth';
export { addressApi, type PhoneInput, paystackApi, phoneApi } from './calls/helpers';
export {
  type CategoryForm,
  type CategoryUpdate,
  categoryApi,
  type ProductFilter,
  type ProductForm,
  type ProductUpdate,
  productApi,
} from './calls/menu';
export {
  type DocumentUpload,
  type MerchantRegistrationForm,
  merchantApi,
  type PickupLocationInput,
} from './calls/merchant';
export { type MerchantDocumentUpload, uploadApi } from './calls/upload';
export { type ApiRequest, apiRequest, getApiClient, type HttpMethod } from './client';
export {
  type ApiConfiguration,
  configureApi,
  REQUEST_TIMEOUT_MS,
  type SessionEndAnswer,
} from './configuration';
export { type ApiCall, type CallOptions, defineCall, toFormData } from './define-call';
export {
  ApiError,
  getErrorMessage,
  handleApiError,
  handleApiSuccess,
  SUCCESS_DEFAULT,
  toApiError,
  UNEXPECTED_ERROR,
} from './errors';
export * from './types';
