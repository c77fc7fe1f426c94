import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@oja/webpack-config';

const appConfig = createAppConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_dashboard',
  kind: 'remote',
  title: 'mf-dashboard · standalone',
  exposes: {
    './DashboardPage': './src/pages/dashboard-page.tsx',
  },
});

// The chart libraries (echarts, its renderer zrender, the React binding and their helpers) go into one async
// chunk named `echarts`, loaded only when a chart mounts: the cards never wait for it, and the bundle report can
// hold its size to the budget (150 KiB gzip) by name.
const CHART_LIBRARIES =
  /[\\/]node_modules[\\/](echarts|zrender|echarts-for-react|size-sensor|fast-deep-equal|tslib)[\\/]/;

export default (env, argv) => {
  const config = appConfig(env, argv);
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        echarts: { test: CHART_LIBRARIES, name: 'echarts', chunks: 'async', priority: 20, enforce: true },
      },
    },
  };
  return config;
};
