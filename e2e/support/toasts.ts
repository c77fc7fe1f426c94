// The toast locator the remotes' own browser tests use too (one definition, in the harness).
export { toastWith } from '@oja/harness/e2e';
