// The sections of Settings, in the page's order: the links at its top, and (through the declaration) what the top
// bar's page search finds there ("bank" finds Settings → Bank account). `anchor` is each section's element id.
import type { PageSection } from '@oja/shared/platform';

export const SETTINGS_SECTIONS = [
  {
    anchor: 'business-profile',
    label: 'Business profile',
    terms: ['business name', 'business type', 'phone', 'email', 'address', 'logo', 'profile image'],
  },
  { anchor: 'contact-person', label: 'Contact person', terms: ['contact name', 'name'] },
  { anchor: 'pickup-points', label: 'Pick-up points', terms: ['pickup', 'pick up', 'collection', 'address'] },
  {
    anchor: 'store-availability',
    label: 'Store availability',
    terms: ['opening hours', 'hours', 'pause', 'pause new orders', 'closed', 'open'],
  },
  { anchor: 'documents', label: 'Documents', terms: ['ID', 'CAC', 'certificate', 'national ID', 'upload'] },
  { anchor: 'bank-account', label: 'Bank account', terms: ['bank', 'account number', 'payout', 'payment'] },
  { anchor: 'password', label: 'Password', terms: ['change password', 'sign out', 'security'] },
] as const satisfies readonly PageSection[];
