import { runFromShell } from './shell';

// `sinyal-ext <command>`: paths are read from the folder it is typed in.
runFromShell(process.cwd());
