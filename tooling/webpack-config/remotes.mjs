// Where each remote lives: its package folder, its path on the production server (a separately deployable
// folder) and its dev-server port. The shell's default runtime config is generated from this table.
export const REMOTES = [
  { name: 'mf_landing', packageDir: 'mf-landing', path: '/remotes/landing/', devPort: 3001 },
  { name: 'mf_auth', packageDir: 'mf-auth', path: '/remotes/auth/', devPort: 3002 },
  {
    name: 'mf_merchant_onboarding',
    packageDir: 'mf-merchant-onboarding',
    path: '/remotes/merchant-onboarding/',
    devPort: 3003,
  },
  { name: 'mf_admin_merchants', packageDir: 'mf-admin-merchants', path: '/remotes/admin-merchants/', devPort: 3004 },
  { name: 'mf_menu', packageDir: 'mf-menu', path: '/remotes/menu/', devPort: 3005 },
  { name: 'mf_dashboard', packageDir: 'mf-dashboard', path: '/remotes/dashboard/', devPort: 3006 },
];

/** The runtime config the shell reads at start, for the production server (same origin) or the dev servers. */
export function runtimeConfig(mode) {
  const remotes = Object.fromEntries(
    REMOTES.map((remote) => [
      remote.name,
      mode === 'production' ? `${remote.path}mf-manifest.json` : `http://localhost:${remote.devPort}/mf-manifest.json`,
    ]),
  );
  return { apiBaseUrl: '/api', remotes };
}
