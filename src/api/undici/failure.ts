/**
 * undici's errors as the client reports them (http-error.ts): what happened in words, and
 * whose fault it is. A certificate that does not verify is the TLS setup's (never retried:
 * DESIGN.md "Talking to a real service"); behind a proxy, a refused tunnel or a proxy that
 * cannot be reached is the proxy's, not the service's. undici tells a refused tunnel only in
 * its message ("Proxy response (407) !== 200 when HTTP Tunneling", proxy-agent.js): read
 * here, with undici pinned and the proxy tests (test/integration/proxy-tls.test.ts) as its
 * contract.
 */
import { HttpError } from "../http-error.js";
import type { ProxyRoute } from "../proxy-route.js";
import { tlsFailure } from "./tls-failure.js";

/** Failures to open a connection: behind a proxy, only the proxy is ever connected to. */
const CONNECT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ETIMEDOUT",
  "UND_ERR_CONNECT_TIMEOUT",
]);

export const TUNNEL_REFUSED = /Proxy response \((\d{3})\) !== 200/;

export type Phase = "answer" | "body";

/** `err` (from undici, Node or zlib) as an HttpError that says what happened and whose fault it is. */
export function describeFailure(err: unknown, route: ProxyRoute, phase: Phase): HttpError {
  if (err instanceof HttpError) return err;
  const { message, code: rawCode, name } = (err ?? {}) as NodeJS.ErrnoException;
  // A DOMException's `code` is a number: only Node's and undici's string codes count.
  const code = typeof rawCode === "string" ? rawCode : undefined;
  const text = String(message ?? err);
  if (name === "AbortError" || code === "UND_ERR_ABORTED") {
    if (!(route.kind === "proxy" && TUNNEL_REFUSED.test(text)))
      return new HttpError("the request was aborted");
  }
  const tls = tlsFailure(code, text);
  if (tls) return tls;
  if (route.kind === "proxy") {
    const proxied = proxyFailure(route, code, text);
    if (proxied) return proxied;
  }
  if (code === "UND_ERR_SOCKET" || code === "ECONNRESET" || code === "EPIPE") {
    return new HttpError(
      phase === "body"
        ? "the connection closed before the whole answer arrived"
        : "the connection closed without an answer",
      code,
    );
  }
  if (code === "UND_ERR_CONNECT_TIMEOUT") return new HttpError("no connection could be opened in time", code);
  if (code?.startsWith("Z_") || code?.startsWith("ERR__"))
    return new HttpError(`the answer's compressed body could not be read: ${text}`, code);
  return new HttpError(text, code);
}

/** A tunnel the proxy refused, or a proxy that could not be reached; null: not the proxy's doing. */
function proxyFailure(route: Extract<ProxyRoute, { kind: "proxy" }>, code: string | undefined, text: string) {
  const proxy = `the proxy ${route.shown} (${route.variable})`;
  const refused = TUNNEL_REFUSED.exec(text);
  if (refused) {
    const status = Number(refused[1]);
    return new HttpError(`${proxy} refused to open a tunnel to the service: ${status}`, undefined, {
      kind: "proxy",
      status,
      hint: tunnelHint(status, route),
    });
  }
  if (code !== undefined && CONNECT_CODES.has(code)) {
    return new HttpError(`${proxy} could not be reached: ${text}`, code, {
      kind: "proxy",
      hint: `Check ${route.variable}: the proxy's host and port, and that it is running; unset it (or add the service's host to NO_PROXY) if this machine reaches the service directly`,
    });
  }
  return null;
}

function tunnelHint(status: number, route: Extract<ProxyRoute, { kind: "proxy" }>): string {
  if (status === 407) {
    return `The proxy asks for credentials (407 Proxy Authentication Required): give them in ${route.variable} as http://user:password@host:port, from the CI's secret store`;
  }
  if (status === 403) {
    return "The proxy does not allow connections to the service's host: ask its administrators to allow it (CONNECT to the host and port of SOLAR_API_BASE_URL)";
  }
  return `The proxy could not reach the service (${status}): check that the proxy can reach the host of SOLAR_API_BASE_URL, or retry later`;
}
