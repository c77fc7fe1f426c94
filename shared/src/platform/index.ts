// Public entry of @oja/shared/platform: what a remote declares about itself, what the shell receives at run time,
// how a deploy root is laid out, and the mount path the shell gives a remote's page.

export { type AccessUser, type Decision, decideAccess, type SessionView } from './access';
export { BELOW_CHROME, CHROME_TOP_PROPERTY, TOAST_SHELF_PROPERTY } from './chrome';
export {
  type Access,
  accessSchema,
  DeclarationError,
  declarationOf,
  defineRemote,
  describeIssues,
  mountPathOf,
  type NavEntry,
  navEntrySchema,
  type PageDeclaration,
  type PageDefinition,
  type PageModule,
  type PageSection,
  PLATFORM_CONTRACT,
  pageDeclarationSchema,
  pageModuleId,
  pageSectionSchema,
  type RemoteDeclaration,
  type RemoteDefinition,
  remoteDeclarationSchema,
} from './declaration';
export {
  DECLARATION_FILE,
  LIVE_FILE,
  type Live,
  liveSchema,
  MANIFEST_FILE,
  PRERENDER_BASE_TOKEN,
  PRERENDER_FOLDER,
  type Prerender,
  prerenderSchema,
  REMOTES_FOLDER,
  SHELL_FOLDER,
  START_HINTS_ATTRIBUTE,
  VERSION_PATTERN,
} from './deploy-layout';
export { joinPath, MountPathProvider, useMountPath } from './mount-path';
export { ownershipConflicts, pathsOverlap, siteConflicts } from './ownership';
export {
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
  type RuntimeRemote,
  runtimeConfigSchema,
  runtimeRemoteSchema,
} from './runtime-config';
