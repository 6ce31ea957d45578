import { runExtCommand } from '../src/modules/registry/ext-command';

// `npm run ext -- init|validate|pack|publish`: npm runs scripts from the repository root, so a
// relative path is read from where the command was typed (INIT_CWD), not from the root.
runExtCommand(process.argv.slice(2), {
  cwd: process.env.INIT_CWD ?? process.cwd(),
  registry: process.env.SINYAL_REGISTRY,
  token: process.env.SINYAL_API_TOKEN,
}).then(
  (result) => {
    (result.exitCode === 0 ? console.log : console.error)(result.output);
    process.exitCode = result.exitCode;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
