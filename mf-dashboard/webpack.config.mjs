// Everything about this remote's build (federation name, exposed pages, dev port, remote.json) comes from its
// declaration, src/remote.ts; this file adds only the chart chunk.
import { createRemoteConfig } from '@oja/webpack-config';

// The chart libraries (echarts, its renderer zrender, the React binding echarts-for-react and the helpers they
// bring) go into the async chunk `charts`, loaded only when a chart mounts: the cards never wait for it, and the
// bundle report can hold its size to the budget by name.
const CHART_LIBRARIES =
  /[\\/]node_modules[\\/](echarts|zrender|echarts-for-react|size-sensor|fast-deep-equal|tslib)[\\/]/;

export default createRemoteConfig(import.meta.url, {
  customize: (config) => ({
    ...config,
    optimization: {
      ...config.optimization,
      splitChunks: {
        cacheGroups: {
          charts: { test: CHART_LIBRARIES, name: 'charts', chunks: 'async', priority: 20, enforce: true },
        },
      },
    },
  }),
});
