/**
 * Why `deliver` sent nothing, in one line with what to do: "usage" when the folder or the
 * command must change (not a finished report, a failed report, packs changed since they were
 * sent, no recipients: exit 2), "fatal" when the mail server or the disk failed (exit 1).
 */
export class DeliveryError extends Error {
  override readonly name = "DeliveryError";

  constructor(
    message: string,
    readonly kind: "usage" | "fatal" = "usage",
  ) {
    super(message);
  }
}
