// Mounts the pages of the remote being served, as its declaration lists them (the build aliases
// `@oja/harness/declaration` to the remote's src/remote.ts).
import definition from '@oja/harness/declaration';
import { mountHarness } from './index';

mountHarness(definition);
