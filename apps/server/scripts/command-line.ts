import type { CommandResult } from '../src/lib/command-result';

/** What the command-line scripts share (admin, ext, manifest). */

/**
 * npm runs scripts from the repository root, so a relative path is read from where the command
 * was typed (INIT_CWD), not from the root.
 */
export const typedFrom = () => process.env.INIT_CWD ?? process.cwd();

/** Prints what the command said (stderr when it failed) and exits with its code. */
export function printResult(result: CommandResult): number {
  (result.exitCode === 0 ? console.log : console.error)(result.output);
  return result.exitCode;
}

/** An error the command did not expect: its message and exit code 1. */
export function printFailure(error: unknown): number {
  console.error(error instanceof Error ? error.message : error);
  return 1;
}

/** Runs a command to the end, printing its result, and sets the process's exit code. */
export function runCommand(command: Promise<CommandResult>): void {
  command.then(
    (result) => {
      process.exitCode = printResult(result);
    },
    (error: unknown) => {
      process.exitCode = printFailure(error);
    },
  );
}
