/** What a command answers: the lines to print and the exit code (0, 1 problems, 2 usage). */
export interface CommandResult {
  exitCode: number;
  /** Lines for stdout when exitCode is 0, for stderr otherwise. */
  output: string;
}
