// Replaced at build time (provide-shared-loader.cjs) by one import of every entry of @oja/shared. The shell imports
// this module, so its container provides every entry to the share scope, also those it does not use itself:
// otherwise the first remote to use such an entry would provide it, and the copy on the page would be that
// remote's. Entries added to shared/package.json `exports` join without any change here.
export {};
