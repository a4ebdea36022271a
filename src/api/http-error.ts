/**
 * What the client's fetch (http-fetch.ts) throws when a request gets no usable answer: the
 * connection's failure in words, its code, and what kind of failure it is, which decides
 * whether a retry can help (retry.ts) and whom the message blames (errors.ts).
 */
export type HttpErrorKind = "network" | "tls" | "proxy";

export interface HttpErrorInit {
  /** "network" (default): the connection; "tls": the certificate or handshake; "proxy": the proxy. */
  kind?: HttpErrorKind;
  /** What to do next, when the kind's usual hint does not say it (the proxy's address, the TLS cause). */
  hint?: string;
  /**
   * The request went out on a kept-alive connection that the server had already closed, and
   * no answer came: resending it at once is safe and is not a retry (keep-alive-resend.ts).
   */
  stale?: boolean;
  /** For kind "proxy": the proxy's answer to CONNECT (407, 502, …); absent when it could not be reached. */
  status?: number;
}

export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly hint: string | undefined;
  readonly stale: boolean;
  readonly status: number | undefined;

  constructor(
    message: string,
    readonly code?: string,
    init: HttpErrorInit = {},
  ) {
    super(code && !message.includes(code) ? `${message} (${code})` : message);
    this.name = "HttpError";
    this.kind = init.kind ?? "network";
    this.hint = init.hint;
    this.stale = init.stale ?? false;
    this.status = init.status;
  }
}
