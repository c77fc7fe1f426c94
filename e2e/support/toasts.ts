// The toast helpers the remotes' own browser tests use too (one definition, in the harness).
export { overlapOnScreen, toastWith } from '@oja/harness/e2e';
