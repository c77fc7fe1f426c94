// The remote whose dev server runs the harness (aliased by the build to its src/remote.ts).
declare module '@oja/harness/declaration' {
  import type { RemoteDefinition } from '@oja/shared/platform';

  const definition: RemoteDefinition;
  export default definition;
}
