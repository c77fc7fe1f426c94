// The entry of a remote's dev server (`pnpm --filter <remote> dev`). Async boundary: the federation runtime
// negotiates shared modules (React, the router, @oja/shared) before any of them is evaluated.
import('./standalone');
