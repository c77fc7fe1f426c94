// Every spec of this remote: Playwright's test with `/api` answered by a fresh copy of this remote's mock API.
import { mockTest } from '@oja/harness/e2e';
import createMockApi from '../src/mocks/api';

export const test = mockTest(createMockApi);
export const { expect } = test;
