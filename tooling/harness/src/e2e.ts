// Helpers for a remote's own browser tests against its harness in mock mode.
import type { Page } from '@playwright/test';
import type { HarnessSession } from './harness-sessions';
import { HARNESS_SESSIONS } from './harness-sessions';

/** Switches the harness's session (a real sign-in against the mock API) and waits until it took. */
export async function harnessSignIn(page: Page, session: Exclude<HarnessSession, 'guest'>): Promise<void> {
  const bar = page.getByRole('region', { name: 'Standalone harness' });
  await bar.getByLabel('Session').selectOption({ label: HARNESS_SESSIONS[session].label });
  // signIn stores the token in sessionStorage ("Remember me" off).
  await page.waitForFunction(() => window.sessionStorage.getItem('auth_token') !== null);
}
