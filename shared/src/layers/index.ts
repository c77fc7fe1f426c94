// Public entry of @oja/shared/layers: the registers of what is drawn over the page, kept once on the page (a
// federation singleton) so that every app's components read and write the same ones: the open modal dialogs, newest
// last (a Dialog adds itself; the toasts draw inside the newest), and the heights of the top bars mounted now (the
// toasts and the panels a page keeps in view stand below the tallest). The components that use them are in
// @oja/shared/ui, which each app bundles.
export { useTopBar } from './top-bar';
export { registerModal, useTopModal } from './top-layer';
