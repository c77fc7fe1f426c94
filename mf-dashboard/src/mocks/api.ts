// The dashboards call no API: their figures are the spec's placeholders, marked as samples on the page. The mock
// API is only the harness's own (the demo accounts' sign-in and the failure switch), so the browser tests run with
// no server.
import { defineMockApi } from '@oja/harness/mock-api';

export default defineMockApi(() => ({}));
