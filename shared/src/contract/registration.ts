// The merchant's registration form and its business email's confirmation, which the `merchant` group and
// `endpoints.auth` declare with: a module apart from ./declare.ts so that the groups without them (the session's calls in the shell's
// first load above all) do not bundle the registration's rules (about 1.4 KiB gzip).
import { BUSINESS_EMAIL_LINK_INVALID, merchantRegistrationSchema, trimmed } from '@oja/shared/validation';
import * as v from 'valibot';
import { endpoint } from './declare';
import { merchantRegistrationResultModel } from './models';

/** `POST /merchant/business-email/verify` and the link of the mail: the token the mail carries. */
export const businessEmailTokenSchema = v.object({
  token: v.pipe(
    v.nullish(v.string(BUSINESS_EMAIL_LINK_INVALID), ''),
    trimmed(),
    v.nonEmpty(BUSINESS_EMAIL_LINK_INVALID),
    v.regex(/^[A-Za-z0-9_-]{16,128}$/, BUSINESS_EMAIL_LINK_INVALID),
  ),
});

/** `POST /merchant/register` (and `/auth/register`): the form, with the logo as a file. */
export const registration = {
  method: 'POST',
  body: merchantRegistrationSchema,
  files: { logo: 'image' },
  response: merchantRegistrationResultModel,
} as const;

/**
 * `POST /auth/register`: the same registration under the accounts' path, a member of `endpoints.auth` (the server
 * registers it) but not of the `auth` group module a browser app imports, which would bring the registration's rules
 * with every account call.
 */
export const authRegistration = endpoint({ access: 'public', ...registration, path: '/auth/register' });
