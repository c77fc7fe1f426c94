// This remote's own browser tests: its standalone harness with the mock API (see tooling/harness/playwright.ts).
import { harnessPlaywrightConfig } from '@oja/harness/playwright';
import remote from './src/remote';

export default harnessPlaywrightConfig(import.meta.dirname, remote.devPort);
