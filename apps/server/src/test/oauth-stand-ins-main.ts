import { startGitHubStandIn, startOidcStandIn } from './oauth-stand-ins';

// The browser tests' Google and GitHub (e2e/playwright.config.ts starts them beside the server):
// local stand-ins, for tests only. OIDC_STAND_IN_PORT and GITHUB_STAND_IN_PORT pick the ports;
// OIDC_STAND_IN_REDIRECT_URIS (comma-separated) are the callbacks the Google stand-in accepts.
const google = await startOidcStandIn({
  port: Number(process.env.OIDC_STAND_IN_PORT ?? 0),
  redirectUris: (process.env.OIDC_STAND_IN_REDIRECT_URIS ?? '').split(',').filter(Boolean),
});
const github = await startGitHubStandIn({ port: Number(process.env.GITHUB_STAND_IN_PORT ?? 0) });
console.log(`Google stand-in on ${google.issuer}, GitHub stand-in on ${github.url}`);
const stop = () => void Promise.all([google.close(), github.close()]).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
