// What a page may know of the bar across the top of the window. The dashboard chrome's top bar is sticky, and its
// height changes with the width (one row on a phone, and a greeting that may wrap); a page of its own (the landing
// page's navigation, a visitors' page's logo bar) may have a top bar too. Whichever bar is on screen writes its height
// into a CSS custom property on the document's root, so what must stay clear of it (toasts, a panel kept in view with
// `position: sticky; top: BELOW_CHROME`) stands just below it without knowing how it is drawn (`useTopBar` of
// @oja/shared/ui writes it). With no bar the property is unset and the fallback is the top of the window.
/** The custom property holding the height of the bar across the top of the window, in px. */
export const CHROME_TOP_PROPERTY = '--oja-chrome-top';

/** The `top` of an element kept in view just below the top bar. */
export const BELOW_CHROME = `var(${CHROME_TOP_PROPERTY}, 0px)`;

// Toasts stand below the top bar, on a shelf of their own: while one shows, the shell's toast viewport writes the
// shelf's height (the toasts and their margins) into this property, and the page's content below the bar slides down
// by it, so a toast never lies over a control (docs/product/site-wide.md, "Toasts"). Unset, no toast shows.
/** The custom property holding the height of the toasts' shelf below the top bar, in px, while toasts show. */
export const TOAST_SHELF_PROPERTY = '--oja-toast-shelf';
