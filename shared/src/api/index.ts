// Public entry of @oja/shared/api: the client, the error handler, `defineCall` (a call from its endpoint's
// declaration) and the session's own calls. A remote's other calls live in that remote (docs/platform.md).

export {
  type ApiRequest,
  type ApiStreamRequest,
  apiRequest,
  apiStream,
  type HttpMethod,
} from './client';
export {
  type ApiConfiguration,
  configureApi,
  REQUEST_TIMEOUT_MS,
  type SessionEndAnswer,
} from './configuration';
export {
  type ApiCall,
  type CallInput,
  type CallOptions,
  type CallText,
  defineCall,
  type PathParamsOf,
  requestOf,
  toFormData,
} from './define-call';
export {
  ApiError,
  getErrorMessage,
  handleApiError,
  handleApiSuccess,
  SUCCESS_DEFAULT,
  toApiError,
  UNEXPECTED_ERROR,
} from './errors';
export { authApi } from './session-calls';
export * from './types';
