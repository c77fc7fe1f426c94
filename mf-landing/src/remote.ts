// What this remote is and which pages it brings: the one declaration the build, the harness, the shell and the
// server read (see docs/platform.md).
import { defineRemote } from '@oja/shared/platform';
import { LEGAL_PATHS } from './lib/legal-paths';

export default defineRemote({
  name: 'mf_landing',
  folder: 'landing',
  devPort: 3001,
  pages: {
    LandingPage: {
      load: () => import('./pages/landing-page'),
      path: '/',
      access: { kind: 'public' },
      chrome: 'none',
      title: 'Smarter delivery for Nigeria',
      area: 'The home page',
      // The build writes dist/prerender/LandingPage.json (scripts/prerender.mjs); the server puts it in the first HTML.
      prerender: true,
    },
    // Linked from the footer; placeholders that say so until Oja publishes its terms.
    TermsPage: {
      load: () => import('./pages/terms-page'),
      path: LEGAL_PATHS.terms,
      access: { kind: 'public' },
      chrome: 'none',
      title: 'Terms of service',
      area: 'The terms of service',
    },
    PrivacyPage: {
      load: () => import('./pages/privacy-page'),
      path: LEGAL_PATHS.privacy,
      access: { kind: 'public' },
      chrome: 'none',
      title: 'Privacy policy',
      area: 'The privacy policy',
    },
  },
});
