import os from 'node:os';
import { credentialsPath } from './credentials';
import { runExtCommand } from './ext-command';

/**
 * Runs the command the shell typed, with what the shell knows (the only place that reads
 * process.env), prints its answer and sets the exit code.
 */
export function runFromShell(cwd: string): void {
  const env = process.env;
  runExtCommand(process.argv.slice(2), {
    cwd,
    registry: env.SINYAL_REGISTRY || undefined,
    token: env.SINYAL_API_TOKEN || undefined,
    credentialsFile: credentialsPath({ configHome: env.XDG_CONFIG_HOME, home: os.homedir() }),
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
}
