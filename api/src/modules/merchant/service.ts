// The signed-in merchant's own records, one file per sub-resource: its profile, the resubmission of a rejected
// application, documents, pick-up points, bank account and business email. Any review status may use them (a
// pending merchant may still correct its details); admins have their own routes.
import type { AppContext } from '../../context';
import { bankAccountService } from './bank-account';
import { businessEmailService } from './business-email';
import { merchantDocumentsService } from './documents';
import { pickupPointsService } from './pickup-points';
import { merchantProfileService } from './profile';
import { resubmissionService } from './resubmission';

export function merchantService(ctx: AppContext) {
  return {
    ...merchantProfileService(ctx),
    ...resubmissionService(ctx),
    ...merchantDocumentsService(ctx),
    ...pickupPointsService(ctx),
    ...bankAccountService(ctx),
    ...businessEmailService(ctx),
  };
}

export type MerchantService = ReturnType<typeof merchantService>;
