/**
 * Errors of the output folder, each one line that says what to do next (DESIGN.md
 * "Contracts"): `usage` ones (a folder solar-report must not write into) exit 2, the rest
 * (the disk, permissions, another run holding the folder) exit 1.
 */

export class OutputError extends Error {
  override name = "OutputError";

  constructor(
    message: string,
    readonly kind: "io" | "usage" = "io",
  ) {
    super(message);
  }
}

/** What a failed write means for the user, by errno code (POSIX errno(3)). */
const CAUSES: Record<string, string> = {
  ENOSPC: "the disk is full (ENOSPC): free some space or choose another folder with --out, then run again",
  EDQUOT:
    "the disk quota is used up (EDQUOT): free some space or choose another folder with --out, then run again",
  EROFS: "the file system is read-only (EROFS): choose a writable folder with --out",
  EACCES: "permission denied (EACCES): fix the folder's permissions or choose another folder with --out",
  EPERM: "operation not permitted (EPERM): fix the folder's permissions or choose another folder with --out",
  EIO: "the disk reported an I/O error (EIO): check the disk, or choose another folder with --out",
};

export function errnoOf(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | null)?.code;
}

/** A failed write of `what` as an OutputError; errors that are not the file system's pass through. */
export function writeFailure(err: unknown, what: string): unknown {
  if (err instanceof OutputError) return err;
  const code = errnoOf(err);
  // Only errno codes (ENOSPC, EROFS …); Node's own ERR_* codes are bugs and keep their stack.
  if (code === undefined || !/^E[A-Z0-9]+$/.test(code)) return err;
  const cause = CAUSES[code] ?? `${code}: choose another folder with --out or fix its permissions`;
  return new OutputError(`cannot write ${what}: ${cause}`);
}
