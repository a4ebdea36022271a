/** Bad command-line usage or environment: exit 2 with one line (see errors.ts). */
export class UsageError extends Error {
  override name = "UsageError";
}
