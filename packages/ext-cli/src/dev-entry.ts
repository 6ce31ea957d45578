import { runFromShell } from './shell';

// `npm run ext -- <command>` in a checkout: npm runs it from the repository's root, so a relative
// path is read from where the command was typed (INIT_CWD).
runFromShell(process.env.INIT_CWD ?? process.cwd());
