// The spec's words the registration tests look for (the page tests here and the browser tests in e2e/): what step 1
// says of each empty field on Continue, from the shared schema the mock API and the real one both check with.
export const STEP_ONE_REQUIRED = [
  'Business name is required',
  'Business type is required',
  'Business email is required',
  'Country code is required',
  'Business phone is required',
  'Pickup address is required',
  'Password is required',
  'Password confirmation is required',
] as const;
