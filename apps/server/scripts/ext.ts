import { runExtCommand } from '../src/modules/registry/ext-command';
import { runCommand, typedFrom } from './command-line';

// `npm run ext -- init|validate|pack|publish` (a relative path is read from where it was typed).
runCommand(
  runExtCommand(process.argv.slice(2), {
    cwd: typedFrom(),
    registry: process.env.SINYAL_REGISTRY,
    token: process.env.SINYAL_API_TOKEN,
  }),
);
