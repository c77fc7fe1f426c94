// Async boundary: the federation runtime negotiates shared modules (React, the router, @oja/shared) before any of
// them is evaluated, so nothing is consumed eagerly.
import('./bootstrap');
