/** What an operator's command printed and the exit code it ends with (npm run admin). */
export interface CommandResult {
  exitCode: number;
  output: string;
}
