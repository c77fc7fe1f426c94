// The landing page calls no API: its figures and lists are static samples in its own source. The mock API is only
// the harness's own (the demo accounts' sign-in and the failure switch), so its browser tests run with no server.
import { defineMockApi } from '@oja/harness/mock-api';

export default defineMockApi(() => ({}));
