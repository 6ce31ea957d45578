import { runManifestCommand } from '../src/modules/extensions/manifest-command';

// `npm run manifest -- validate <file>`: npm runs scripts from the repository root, so a relative
// path is read from where the command was typed (INIT_CWD), not from the root.
const cwd = process.env.INIT_CWD ?? process.cwd();

runManifestCommand(process.argv.slice(2), cwd).then(
  (result) => {
    (result.exitCode === 0 ? console.log : console.error)(result.output);
    process.exitCode = result.exitCode;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
