// The dashboard lays itself out by its own width, not the window's: beside the 280 px sidebar an 800 px window
// leaves about 470 px of content, which is a phone's layout, not a desktop's. The page is a named size
// container and its parts ask it (CSS container queries).
export const CONTAINER = { containerType: 'inline-size', containerName: 'dashboard' } as const;

/** Two stat cards a row. */
export const atMedium = '@container dashboard (min-width: 300px)';
/** Four stat cards a row, the charts side by side. */
export const atWide = '@container dashboard (min-width: 900px)';
/** Room for a panel's icon, text and button on one row. */
export const atRoomy = '@container dashboard (min-width: 620px)';
