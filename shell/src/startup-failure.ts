// When the runtime config or the shell's own code cannot be loaded, nothing can: say so plainly, in static HTML
// (no remote, no theme provider needed), with a way to try again.
export const STARTUP_FAILURE = {
  config: "We could not load the site's configuration. Please try again in a moment.",
  code: 'We could not load the site. Please check your connection and try again.',
} as const;

export function renderStartupFailure(container: HTMLElement, cause: keyof typeof STARTUP_FAILURE = 'config'): void {
  container.innerHTML = `
    <main style="min-height:100vh;display:grid;place-items:center;padding:24px;font-family:system-ui,sans-serif;background:#F6F8F7;color:#111A15;text-align:center">
      <div style="max-width:440px">
        <p style="font-weight:700;font-size:28px;color:#0E7C4A;margin:0 0 16px">Oja</p>
        <h1 style="font-size:24px;margin:0 0 8px">Oja is not available right now</h1>
        <p style="color:#5B6760;margin:0 0 24px">${STARTUP_FAILURE[cause]}</p>
        <button type="button" style="min-height:48px;padding:0 24px;border:0;border-radius:10px;background:#0E7C4A;color:#fff;font:inherit;font-weight:600;cursor:pointer">Try again</button>
      </div>
    </main>`;
  // A listener, not an inline onclick: the site's Content Security Policy forbids inline script.
  container.querySelector('button')?.addEventListener('click', () => window.location.reload());
}
