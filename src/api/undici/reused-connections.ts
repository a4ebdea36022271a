/**
 * Which requests went out on a kept-alive connection that had already carried one, and
 * whether any of their answer arrived: a request the server never answered because it had
 * closed that idle connection (a load balancer's idle timeout) fails with a plain connection
 * error, and only these two facts tell it from a real failure (Node's `request.reusedSocket`
 * for node:http; Go's net/http and Chromium retry the same case).
 *
 * undici has no such property: its `undici:client:sendHeaders` diagnostics channel (a public
 * API) names the socket each request is written to, and it is published synchronously right
 * after the request's handler hears `onConnect`, in the same call (client-h1.js writeH1).
 * This interceptor relies on that order: it is pinned with undici's exact version, and
 * test/unit/api/undici-contract.test.ts fails if an upgrade changes it.
 */
import { subscribe } from "node:diagnostics_channel";
import type { Duplex } from "node:stream";
import type { Dispatcher } from "undici";
import { HttpError } from "../http-error.js";

interface Tracked {
  /** null until the request is written: it never reached a connection. */
  reused: boolean | null;
  /** The answer's status line and headers arrived. */
  answered: boolean;
}

/** The request whose handler heard onConnect last and whose socket is not known yet. */
let writing: Tracked | null = null;
/** Sockets that have carried a request. */
const carried = new WeakSet<object>();

subscribe("undici:client:sendHeaders", (message) => {
  const tracked = writing;
  writing = null;
  if (tracked === null) return;
  const { socket } = message as { socket: object };
  tracked.reused = carried.has(socket);
  carried.add(socket);
});

/** Errors that mean the connection went away, as opposed to an abort, a timeout or TLS. */
const CONNECTION_LOST = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE", "ECONNABORTED"]);

function closedBeforeAnswer(err: Error, t: Tracked): boolean {
  const code = (err as NodeJS.ErrnoException).code;
  return t.reused === true && !t.answered && code !== undefined && CONNECTION_LOST.has(code);
}

/** Forwards every callback; marks a stale connection's error for the transport (http-fetch.ts). */
class Tracking implements Dispatcher.DispatchHandler {
  private readonly t: Tracked = { reused: null, answered: false };

  constructor(private readonly inner: Dispatcher.DispatchHandler) {}

  onConnect(abort: (err?: Error) => void): void {
    writing = this.t;
    this.inner.onConnect?.(abort);
  }

  onHeaders(status: number, headers: Buffer[], resume: () => void, text: string): boolean {
    this.t.answered = true;
    return this.inner.onHeaders?.(status, headers, resume, text) ?? true;
  }

  onData(chunk: Buffer): boolean {
    return this.inner.onData?.(chunk) ?? true;
  }

  onComplete(trailers: string[] | null): void {
    this.inner.onComplete?.(trailers);
  }

  onError(err: Error): void {
    if (!closedBeforeAnswer(err, this.t)) {
      this.inner.onError?.(err);
      return;
    }
    const code = (err as NodeJS.ErrnoException).code;
    const stale = new HttpError(
      "the kept-alive connection was closed by the server before it answered",
      code,
      {
        stale: true,
      },
    );
    this.inner.onError?.(stale);
  }

  onUpgrade(status: number, headers: Buffer[] | string[] | null, socket: Duplex): void {
    this.inner.onUpgrade?.(status, headers, socket);
  }

  onResponseStarted(): void {
    this.inner.onResponseStarted?.();
  }

  onBodySent(size: number, total: number): void {
    this.inner.onBodySent?.(size, total);
  }
}

/** The interceptor (Dispatcher#compose) that tells a stale kept-alive connection's failure. */
export const trackReusedConnections: Dispatcher.DispatcherComposeInterceptor =
  (dispatch) => (opts, handler) =>
    dispatch(opts, new Tracking(handler));
