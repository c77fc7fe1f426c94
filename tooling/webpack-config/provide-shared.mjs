// Replaced at build time (provide-shared-loader.cjs) by a function that would import every entry of @oja/shared.
// The shell imports this module so that its container provides every entry to the share scope, also those it does
// not use itself: otherwise the first remote to use such an entry would provide it, and the copy on the page would
// be that remote's. Webpack provides a shared module as soon as the build resolves it, so the imports are lazy and
// the function is never called: an entry's code loads only when a page uses it, not with the shell. Entries added
// to shared/package.json `exports` join without any change here.
export {};
