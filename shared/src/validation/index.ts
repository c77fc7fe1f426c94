// Public entry of @oja/shared/validation: the one schema per form and per request, used by the forms and the API.
export * from './auth';
export * from './documents';
export * from './enums';
export * from './files';
export * from './lists';
export * from './lookups';
export * from './menu';
export * from './merchant';
export * from './merchant-profile';
export * from './merchant-review';
export * from './orders';
export { EMAIL_MESSAGES, MAX_DATABASE_ID, PASSWORD_MESSAGES, TEXT_NOT_ALLOWED, trimmed } from './rules';
export * from './validate';
