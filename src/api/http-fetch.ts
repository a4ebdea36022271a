/**
 * The client's HTTP: the fetch (FetchLike) the transport calls, on undici's dispatcher
 * (undici/connection.ts: keep-alive sockets, the environment's proxy). It does what the
 * transport needs and nothing more: one request, the status and headers, and the body as it
 * arrives, decompressed when the service compressed it. It never follows a redirect
 * (undici's `request` has no such thing: a 3xx comes back as an answer, transport.ts refuses it).
 *
 * undici replaced node:http (at the same CPU a request: BENCHMARKS.md, "The HTTP client alone"): it tunnels
 * through the proxy of HTTPS_PROXY, and its errors tell a stale kept-alive connection, a
 * certificate and a proxy apart (undici/failure.ts).
 */
import { pipeline, type Readable, type Transform } from "node:stream";
import zlib from "node:zlib";
import type { Dispatcher } from "undici";
import { HttpError } from "./http-error.js";
import type { FetchLike, RequestInitLike, ResponseLike } from "./options.js";
import { type Connection, openConnection } from "./undici/connection.js";
import { describeFailure } from "./undici/failure.js";

export { HttpError };

/** Sent with every request: the service's logs can tell who asked. */
export const USER_AGENT = "solar-report";

/**
 * What the client asks for. "deflate" is decoded too when a service sends it anyway, in its
 * RFC 9110 form (the zlib format); it is not asked for, because some servers send raw deflate
 * under that name.
 */
const ACCEPT_ENCODING = "gzip, br";

/**
 * A truncated compressed answer is reported by the connection's end, not by zlib first; an
 * empty body (a 401 or 503 with nothing to say) is an empty answer, not a broken one.
 */
const LENIENT = { flush: zlib.constants.Z_SYNC_FLUSH, finishFlush: zlib.constants.Z_SYNC_FLUSH };
const LENIENT_BR = { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH };

/** Connections for callers that bring none (tests, one-off calls): one per origin. */
const shared = new Map<string, Connection>();

function isConnection(x: unknown): x is Connection {
  return typeof x === "object" && x !== null && "dispatcher" in x && "route" in x;
}

function connectionFor(target: URL, init: RequestInitLike): Connection {
  if (isConnection(init.agent)) return init.agent;
  let found = shared.get(target.origin);
  if (!found) {
    found = openConnection(target.origin, { connections: 8 });
    shared.set(target.origin, found);
  }
  return found;
}

export const httpFetch: FetchLike = async (url, init) => {
  const target = new URL(url);
  if (target.protocol !== "https:" && target.protocol !== "http:") {
    throw new HttpError(`unsupported protocol ${target.protocol}`);
  }
  const connection = connectionFor(target, init);
  const options: Dispatcher.RequestOptions = {
    origin: target.origin,
    path: `${target.pathname}${target.search}`,
    method: init.method as Dispatcher.HttpMethod,
    headers: { "user-agent": USER_AGENT, "accept-encoding": ACCEPT_ENCODING, ...init.headers },
    body: init.body,
    signal: init.signal,
  };
  let res: Dispatcher.ResponseData;
  try {
    res = await connection.dispatcher.request(options);
  } catch (err) {
    throw describeFailure(err, connection.route, "answer");
  }
  return answer(res, init.method, connection);
};

function answer(res: Dispatcher.ResponseData, method: string, connection: Connection): ResponseLike {
  const { statusCode: status, headers } = res;
  return {
    status,
    headers: {
      get(name) {
        const value = headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
      },
    },
    body: chunks(decoded(res.body, headers["content-encoding"], method, status), connection),
  };
}

/** The body as sent, or through the decoder its Content-Encoding names. */
function decoded(
  body: Readable,
  encoding: string | string[] | undefined,
  method: string,
  status: number,
): AsyncIterable<Uint8Array> {
  const coding = String(encoding ?? "")
    .trim()
    .toLowerCase();
  if (method === "HEAD" || status === 204 || status === 304) return body;
  let decoder: Transform;
  if (coding === "gzip" || coding === "x-gzip") decoder = zlib.createGunzip(LENIENT);
  else if (coding === "deflate" || coding === "x-deflate") decoder = zlib.createInflate(LENIENT);
  else if (coding === "br") decoder = zlib.createBrotliDecompress(LENIENT_BR);
  else return body; // identity, or one we did not ask for: the transport reports what it reads
  // Either side's error ends the other; the decoder's iterator throws it.
  pipeline(body, decoder, () => {});
  return decoder;
}

/** The body's chunks, with errors that say what happened (undici/failure.ts). */
async function* chunks(body: AsyncIterable<Uint8Array>, connection: Connection): AsyncGenerator<Uint8Array> {
  try {
    yield* body;
  } catch (err) {
    throw describeFailure(err, connection.route, "body");
  }
}
