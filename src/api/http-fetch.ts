/**
 * The client's HTTP: the fetch (FetchLike) the transport calls, on node:http and node:https
 * with the transport's keep-alive agents. It does what the transport needs and nothing more:
 * one request, the status and headers, and the body as it arrives, decompressed when the
 * service compressed it. It never follows a redirect (node:http has no such thing: a 3xx
 * comes back as an answer, transport.ts refuses it).
 *
 * It replaced node-fetch (BENCHMARKS.md): node-fetch wraps every answer in a Request, a
 * Headers object, a stream pipeline and an abort controller of its own, which cost a 31-day
 * call 2.1–2.2 ms of the main thread's CPU against 1.3–1.5 ms here; with 16 calls in flight
 * that time is added to every answer waiting behind it.
 */
import http from "node:http";
import https from "node:https";
import { pipeline, type Transform } from "node:stream";
import zlib from "node:zlib";
import type { FetchLike, ResponseLike } from "./options.js";

/** Sent with every request: the service's logs can tell who asked. */
export const USER_AGENT = "solar-report";

/**
 * What the client asks for. "deflate" is decoded too when a service sends it anyway, in its
 * RFC 9110 form (the zlib format); it is not asked for, because some servers send raw deflate
 * under that name, which node-fetch guessed at and this client does not.
 */
const ACCEPT_ENCODING = "gzip, br";

/**
 * A truncated compressed answer is reported by the connection's end, not by zlib first; an
 * empty body (a 401 or 503 with nothing to say) is an empty answer, not a broken one.
 */
const LENIENT = { flush: zlib.constants.Z_SYNC_FLUSH, finishFlush: zlib.constants.Z_SYNC_FLUSH };
const LENIENT_BR = { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH };

/** Errors of the connection (node:http's own, with their code), not of the answer's content. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(code && !message.includes(code) ? `${message} (${code})` : message);
    this.name = "HttpError";
  }
}

export const httpFetch: FetchLike = (url, init) =>
  new Promise<ResponseLike>((resolve, reject) => {
    const target = new URL(url);
    const secure = target.protocol === "https:";
    if (!secure && target.protocol !== "http:") {
      reject(new HttpError(`unsupported protocol ${target.protocol}`));
      return;
    }
    const headers: Record<string, string> = {
      "User-Agent": USER_AGENT,
      "Accept-Encoding": ACCEPT_ENCODING,
      ...init.headers,
    };
    if (init.body !== undefined) headers["Content-Length"] = `${Buffer.byteLength(init.body)}`;
    const agent = (typeof init.agent === "function" ? init.agent(target) : init.agent) as
      | http.Agent
      | undefined;
    const req = (secure ? https : http).request(target, {
      method: init.method,
      headers,
      agent,
      signal: init.signal,
    });
    // `on`, not `once`: a later error (the socket failing while the body is read) must not be
    // an uncaught one. The body reports it (answer() below).
    req.on("error", (err: NodeJS.ErrnoException) => reject(new HttpError(err.message, err.code)));
    req.once("response", (res) => resolve(answer(res, init.method)));
    // A 101 (Switching Protocols) is no answer: node:http hands over or destroys the socket and
    // emits neither 'response' nor 'error'. Without these the call would wait forever, past its
    // timeout and the run's abort (the request is already destroyed, so aborting does nothing).
    req.once("upgrade", (_res, socket) => {
      socket.destroy();
      reject(new HttpError("the service switched protocols (101) instead of answering"));
    });
    req.once("close", () => reject(new HttpError("the connection closed without an answer")));
    req.end(init.body);
  });

function answer(res: http.IncomingMessage, method: string): ResponseLike {
  const status = res.statusCode ?? 0;
  return {
    status,
    headers: {
      get(name) {
        const value = res.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
      },
    },
    body: chunks(decoded(res, method, status)),
  };
}

/** The body as sent, or through the decoder its Content-Encoding names. */
function decoded(res: http.IncomingMessage, method: string, status: number): AsyncIterable<Uint8Array> {
  const coding = (res.headers["content-encoding"] ?? "").trim().toLowerCase();
  if (method === "HEAD" || status === 204 || status === 304) return res;
  let decoder: Transform;
  if (coding === "gzip" || coding === "x-gzip") decoder = zlib.createGunzip(LENIENT);
  else if (coding === "deflate" || coding === "x-deflate") decoder = zlib.createInflate(LENIENT);
  else if (coding === "br") decoder = zlib.createBrotliDecompress(LENIENT_BR);
  else return res; // identity, or one we did not ask for: the transport reports what it reads
  // Either side's error ends the other; the decoder's iterator throws it.
  pipeline(res, decoder, () => {});
  return decoder;
}

/**
 * The body's chunks, with errors that say what happened: node:http reports an answer cut
 * short as "aborted", zlib a corrupt one as "incorrect header check".
 */
async function* chunks(body: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  try {
    yield* body;
  } catch (err) {
    const { message, code } = err as NodeJS.ErrnoException;
    if (message === "aborted")
      throw new HttpError("the connection closed before the whole answer arrived", code);
    if (code?.startsWith("Z_") || code?.startsWith("ERR__"))
      throw new HttpError(`the answer's compressed body could not be read: ${message}`, code);
    throw new HttpError(message, code);
  }
}
