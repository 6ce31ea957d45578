/**
 * What a command-line command answers (admin, keys, ext, manifest): scripts/command-line.ts
 * prints it and exits with its code.
 */
export interface CommandResult {
  exitCode: number;
  /** Lines for stdout when exitCode is 0, for stderr otherwise. */
  output: string;
}
