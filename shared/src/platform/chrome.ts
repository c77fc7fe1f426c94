// What a page may know of the chrome drawn around it. The dashboard chrome's top bar is sticky, and its height
// changes with the width (one row on a phone, and a greeting that may wrap): the chrome writes that height into a
// CSS custom property on the column that holds the page, so a page keeps something in view just below the bar
// (`position: sticky; top: BELOW_CHROME`) without knowing how the bar is drawn. Outside the chrome (a harness) the
// property is unset and the fallback is the top of the window.

/** The custom property holding the height of the chrome's sticky top bar, in px. */
export const CHROME_TOP_PROPERTY = '--oja-chrome-top';

/** The `top` of an element kept in view just below the chrome's sticky bar. */
export const BELOW_CHROME = `var(${CHROME_TOP_PROPERTY}, 0px)`;
