import { defineRemote } from '@oja/shared/platform';

export default defineRemote({
  name: 'fixture',
  folder: 'fixture',
  devPort: 3999,
  pages: {
    GoodPage: {
      load: () => import('./pages/good-page'),
      path: '/good',
      access: { kind: 'public' },
      chrome: 'none',
      title: 'Good',
      area: 'The good page',
    },
  },
});
