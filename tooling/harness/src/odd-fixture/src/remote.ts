import { defineRemote, type PageModule } from '@oja/shared/platform';

// The cast is what a wrong type would take to slip past the checker; the contract test still catches it.
export default defineRemote({
  name: 'fixture',
  folder: 'fixture',
  devPort: 3999,
  pages: {
    OddPage: {
      load: () => import('./pages/not-a-page') as unknown as Promise<PageModule>,
      path: '/odd',
      access: { kind: 'public' },
      chrome: 'none',
      title: 'Odd',
      area: 'The odd page',
    },
  },
});
