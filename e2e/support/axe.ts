// The axe scan the remotes' own browser tests use too (one definition, in the harness).
export { seriousViolations } from '@oja/harness/e2e';
