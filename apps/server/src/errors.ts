/** The one error type routes and services throw; the error handler turns it into {code, detail, fields?}. */
export class AppError extends Error {
  constructor(
    public readonly code: string,
    public readonly statusCode: number,
    public readonly detail: string,
    public readonly fields?: Record<string, string>,
    public readonly headers?: Record<string, string>,
  ) {
    super(detail);
  }
}
