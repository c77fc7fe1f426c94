// Steps 2 and 3 bring their own code, asked for as the merchant moves towards them: "Continue" asks for step 2's
// while step 1's checks run, the submit for step 3's while the registration is sent. The page's first load carries
// step 1 alone; React's `lazy` (pages/register-page.tsx) takes the same loads, done by then.
export const loadBankStep = () =>
  Promise.all([import('./bank-step'), import('./terms-acceptance')]).then(([{ BankStep }, { TermsAcceptance }]) => ({
    BankStep,
    TermsAcceptance,
  }));
export const loadReviewStep = () => import('./review-step');
