import { runManifestCommand } from '../src/modules/registry/manifest-command';
import { runCommand, typedFrom } from './command-line';

// `npm run manifest -- validate <file>` (a relative path is read from where it was typed).
runCommand(runManifestCommand(process.argv.slice(2), typedFrom()));
