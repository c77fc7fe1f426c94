// The jest-dom matchers (`toBeDisabled`, `toHaveAccessibleName`...) for the type checker; jest loads them at run
// time in tooling/jest/setup.ts.
/// <reference types="@testing-library/jest-dom" />
