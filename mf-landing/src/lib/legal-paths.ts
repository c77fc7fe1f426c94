// Where the legal pages live: the declaration (src/remote.ts) routes them, the footer links to them.
export const LEGAL_PATHS = { terms: '/terms', privacy: '/privacy' } as const;
