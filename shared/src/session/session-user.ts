// What the session keeps of the signed-in user: the fields the browser relies on after sign-in (who it is, its
// type, and for a merchant its review status and business name). The API's user, as sign-in and the profile call
// return it, has these and more; the compiler checks that wherever one is handed to `signIn` or `updateUser`.
// Declared here rather than imported from the API entry so that the session depends on nothing but the
// validation entry's closed sets: the API client may then use the session's token without a cycle.
import type { UserType, VerificationStatus } from '@oja/shared/validation';

export interface SessionMerchant {
  verification_status: VerificationStatus;
  business_name: string;
}

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  user_type: UserType;
  /** Present for merchants once their profile is known (null or absent until then). */
  merchant?: SessionMerchant | null;
}
