/**
 * The client's own HTTP (http-fetch.ts, on undici) against a real local server: what it sends, what it
 * reads back (compressed or not), and what it says when the connection or the body fails.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SolarClient } from "../../../src/api/client.js";
import { ApiError } from "../../../src/api/errors.js";
import { HttpError, httpFetch, USER_AGENT } from "../../../src/api/http-fetch.js";
import type { RequestInitLike, ResponseLike } from "../../../src/api/options.js";
import { PATHS } from "../../../src/api/types.js";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void;

const routes = new Map<string, Handler>();
const seen: { url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
let connections = 0;
let base = "";
const server = http.createServer((req, res) => {
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (c: string) => {
    body += c;
  });
  req.on("end", () => {
    seen.push({ url: req.url ?? "", headers: req.headers, body });
    const route = routes.get(new URL(req.url ?? "/", "http://x").pathname);
    if (route) route(req, res, body);
    else res.writeHead(404).end();
  });
});
server.on("connection", () => {
  connections++;
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const init = (over: Partial<RequestInitLike> = {}): RequestInitLike => ({
  method: "GET",
  headers: { Accept: "application/json" },
  signal: new AbortController().signal,
  redirect: "manual",
  ...over,
});

async function text(res: ResponseLike): Promise<string> {
  const parts: Uint8Array[] = [];
  for await (const chunk of res.body ?? []) parts.push(chunk);
  return Buffer.concat(parts).toString("utf8");
}

async function thrown(p: Promise<unknown>): Promise<Error> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Error);
  return err as Error;
}

const answer = { plants: [{ id: "PV-001", name: "Sonnenfeld Süd", capacity: 12.5 }], note: "é€😀" };
const json = JSON.stringify(answer);

describe("http-fetch: what goes out and what comes back", () => {
  it("sends the method, headers and body with its length; reads status, headers and body", async () => {
    routes.set("/echo", (_req, res) =>
      res.writeHead(201, { "Content-Type": "application/json", "X-Twice": ["a", "b"] }).end(json),
    );
    const body = JSON.stringify({ plant_id: "PV-Ü", days: 31 });
    const res = await httpFetch(
      `${base}/echo?x=1`,
      init({
        method: "POST",
        headers: { Authorization: "Bearer tok", "Content-Type": "application/json" },
        body,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("CONTENT-TYPE")).toBe("application/json");
    expect(res.headers.get("x-twice")).toBe("a, b");
    expect(res.headers.get("retry-after")).toBeNull();
    expect(JSON.parse(await text(res))).toEqual(answer);
    const got = seen.at(-1)!;
    expect(got.url).toBe("/echo?x=1");
    expect(got.body).toBe(body);
    expect(got.headers["content-length"]).toBe(`${Buffer.byteLength(body)}`);
    expect(got.headers.authorization).toBe("Bearer tok");
    expect(got.headers["user-agent"]).toBe(USER_AGENT);
    expect(got.headers["accept-encoding"]).toBe("gzip, br");
  });

  it("keeps the connection for the next request (keep-alive agent)", async () => {
    routes.set("/ok", (_req, res) => res.writeHead(200).end(json));
    await text(await httpFetch(`${base}/ok`, init()));
    const before = connections;
    for (let i = 0; i < 5; i++) expect(await text(await httpFetch(`${base}/ok`, init()))).toBe(json);
    expect(connections).toBe(before);
  });

  it.each([
    ["gzip", (b: Buffer) => zlib.gzipSync(b)],
    ["x-gzip", (b: Buffer) => zlib.gzipSync(b)],
    ["deflate", (b: Buffer) => zlib.deflateSync(b)],
    ["br", (b: Buffer) => zlib.brotliCompressSync(b)],
  ])("decodes a %s body, in small pieces", async (coding, compress) => {
    const big = JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ ...answer, i })));
    const packed = compress(Buffer.from(big));
    routes.set("/packed", (_req, res) => {
      res.writeHead(200, { "Content-Encoding": coding, "Content-Length": packed.length });
      // In pieces, so that the decoder sees more than one chunk.
      for (let at = 0; at < packed.length; at += 97) res.write(packed.subarray(at, at + 97));
      res.end();
    });
    const res = await httpFetch(`${base}/packed`, init());
    expect(await text(res)).toBe(big);
  });

  it.each([
    ["gzip", 200],
    ["br", 401],
    ["deflate", 503],
  ])("reads an empty %s body as empty (a %i with nothing to say)", async (coding, status) => {
    routes.set("/empty", (_req, res) => res.writeHead(status, { "Content-Encoding": coding }).end());
    const res = await httpFetch(`${base}/empty`, init());
    expect(res.status).toBe(status);
    expect(await text(res)).toBe("");
  });

  it("passes a body in an encoding it did not ask for through unread (the transport reports it)", async () => {
    routes.set("/odd", (_req, res) => res.writeHead(200, { "Content-Encoding": "zstd" }).end("raw"));
    expect(await text(await httpFetch(`${base}/odd`, init()))).toBe("raw");
  });

  it("returns a redirect as an answer: never follows it", async () => {
    let followed = 0;
    routes.set("/moved", (_req, res) => res.writeHead(302, { Location: `${base}/target` }).end());
    routes.set("/target", (_req, res) => {
      followed++;
      res.writeHead(200).end(json);
    });
    const res = await httpFetch(`${base}/moved`, init({ headers: { Authorization: "Bearer secret" } }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${base}/target`);
    await text(res);
    expect(followed).toBe(0);
  });
});

describe("http-fetch: failures say what happened", () => {
  it("an answer cut short: the connection's end, with its code", async () => {
    routes.set("/cut", (_req, res) => {
      res.writeHead(200, { "Content-Length": "1000" });
      res.write(json.slice(0, 20));
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const res = await httpFetch(`${base}/cut`, init());
    const err = await thrown(text(res));
    expect(err).toBeInstanceOf(HttpError);
    expect(err.message).toMatch(
      /^the connection closed before the whole answer arrived \((ECONNRESET|UND_ERR_SOCKET)\)$/,
    );
  });

  it("a chunked answer cut short", async () => {
    routes.set("/cut-chunked", (_req, res) => {
      res.writeHead(200);
      res.write(json.slice(0, 20));
      setTimeout(() => res.socket?.destroy(), 20);
    });
    const err = await thrown(text(await httpFetch(`${base}/cut-chunked`, init())));
    expect(err.message).toMatch(/closed before the whole answer arrived/);
  });

  it("a corrupt gzip body", async () => {
    routes.set("/bad-gzip", (_req, res) =>
      res.writeHead(200, { "Content-Encoding": "gzip" }).end("this is not gzip at all"),
    );
    const err = await thrown(text(await httpFetch(`${base}/bad-gzip`, init())));
    expect(err.message).toBe(
      "the answer's compressed body could not be read: incorrect header check (Z_DATA_ERROR)",
    );
  });

  it("no server: the system's message and code", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const err = await thrown(httpFetch(`http://127.0.0.1:${port}/x`, init()));
    expect(err).toBeInstanceOf(HttpError);
    expect(err.message).toBe(`connect ECONNREFUSED 127.0.0.1:${port}`);
  });

  /** A server of its own: its first request goes out on a new connection. */
  async function hangingUp(after: number): Promise<{ url: string; close(): Promise<void> }> {
    let served = 0;
    const own = http.createServer((req, res) => {
      if (served++ < after) res.writeHead(200).end("{}");
      else req.socket.destroy();
    });
    await new Promise<void>((resolve) => own.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(own.address() as AddressInfo).port}/x`;
    return { url, close: () => new Promise((resolve) => own.close(() => resolve())) };
  }

  it("the server hangs up without answering on a new connection: a plain failure", async () => {
    const own = await hangingUp(0);
    try {
      const err = await thrown(httpFetch(own.url, init()));
      expect(err).toBeInstanceOf(HttpError);
      expect((err as HttpError).stale).toBe(false);
      expect(err.message).toMatch(
        /^the connection closed without an answer \((ECONNRESET|UND_ERR_SOCKET)\)$/,
      );
    } finally {
      await own.close();
    }
  });

  it("… and on a kept-alive connection that carried an answer before: stale, to be resent", async () => {
    const own = await hangingUp(1);
    try {
      await text(await httpFetch(own.url, init()));
      // The pool takes the connection back once its answer is done (undici's 'drain').
      await new Promise((resolve) => setImmediate(resolve));
      const err = await thrown(httpFetch(own.url, init()));
      expect((err as HttpError).stale).toBe(true);
      expect(err.message).toMatch(
        /^the kept-alive connection was closed by the server before it answered \((ECONNRESET|UND_ERR_SOCKET|EPIPE)\)$/,
      );
    } finally {
      await own.close();
    }
  });

  it("never puts the URL (and its query) in a message", async () => {
    const own = await hangingUp(0);
    const err = await thrown(httpFetch(`${own.url}?refresh_token=SECRET`, init()));
    await own.close();
    expect(err.message).not.toMatch(/SECRET|refresh_token|127\.0\.0\.1/);
  });

  it("an abort ends the wait for the headers, and the read of a body", async () => {
    routes.set("/never", () => {});
    const ac = new AbortController();
    const pending = httpFetch(`${base}/never`, init({ signal: ac.signal }));
    setTimeout(() => ac.abort(), 20);
    expect((await thrown(pending)).message).toBe("the request was aborted");

    routes.set("/trickle", (_req, res) => {
      res.writeHead(200);
      res.write("[");
    });
    const ac2 = new AbortController();
    const res = await httpFetch(`${base}/trickle`, init({ signal: ac2.signal }));
    const reading = text(res);
    setTimeout(() => ac2.abort(), 20);
    expect((await thrown(reading)).message).toBe("the request was aborted");
  });

  it("a 101 (Switching Protocols) is an error, not a wait without end", async () => {
    const upgrading = http.createServer();
    upgrading.on("upgrade", (_req, socket) => {
      socket.write("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n");
    });
    upgrading.on("request", (_req, res) => {
      res.socket?.write("HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: x\r\n\r\n");
    });
    await new Promise<void>((resolve) => upgrading.listen(0, "127.0.0.1", resolve));
    const port = (upgrading.address() as AddressInfo).port;
    try {
      const err = await thrown(httpFetch(`http://127.0.0.1:${port}/x`, init()));
      expect(err.message).toMatch(
        /^the connection closed without an answer \((ECONNRESET|UND_ERR_SOCKET)\)$/,
      );
    } finally {
      upgrading.closeAllConnections();
      await new Promise((resolve) => upgrading.close(resolve));
    }
  });

  it("refuses a protocol other than http and https", async () => {
    const err = await thrown(httpFetch("ftp://127.0.0.1/x", init()));
    expect(err.message).toBe("unsupported protocol ftp:");
  });
});

describe("the client on http-fetch", () => {
  const client = (maxResponseBytes?: number) =>
    new SolarClient({
      baseUrl: `${base}/v1`,
      auth: { kind: "token", token: "tok" },
      retries: 1,
      minDelayMs: 0,
      maxDelayMs: 0,
      maxResponseBytes,
    });

  it("reads a gzip answer", async () => {
    const plants = [{ id: "PV-001", name: "Sonnenfeld Süd", tz_offset: "+01:00" }];
    routes.set(`/v1${PATHS.plantList}`, (_req, res) =>
      res
        .writeHead(200, { "Content-Type": "application/json", "Content-Encoding": "gzip" })
        .end(zlib.gzipSync(JSON.stringify(plants))),
    );
    const got = await client().listPlants();
    expect(got.map((p) => p.id)).toEqual(["PV-001"]);
  });

  it("caps a compressed answer by its decompressed size (a small gzip that inflates to megabytes)", async () => {
    const bomb = zlib.gzipSync(Buffer.from(`[${" ".repeat(4_000_000)}]`));
    expect(bomb.length).toBeLessThan(10_000);
    routes.set(`/v1${PATHS.plantList}`, (_req, res) =>
      res.writeHead(200, { "Content-Encoding": "gzip", "Content-Length": bomb.length }).end(bomb),
    );
    const err = await thrown(client(100_000).listPlants());
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe("response-too-large");
    expect(err.message).toMatch(/more than 100000 bytes, cap 100000 bytes/);
  });

  it("retries an answer cut short, and says why", async () => {
    let calls = 0;
    const plants = [{ id: "PV-002", name: "Ost", tz_offset: "+00:00" }];
    routes.set(`/v1${PATHS.plantList}`, (_req, res) => {
      calls++;
      if (calls === 1) {
        res.writeHead(200, { "Content-Length": "500" });
        res.write("[{");
        setTimeout(() => res.socket?.destroy(), 20);
      } else res.writeHead(200).end(JSON.stringify(plants));
    });
    const events: string[] = [];
    const c = new SolarClient({
      baseUrl: `${base}/v1`,
      auth: { kind: "token", token: "tok" },
      minDelayMs: 0,
      maxDelayMs: 0,
      onEvent: (e) => {
        if (e.type === "retry") events.push(e.error ?? "");
      },
    });
    expect((await c.listPlants()).map((p) => p.id)).toEqual(["PV-002"]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatch(
      /^network error: the connection closed before the whole answer arrived \((ECONNRESET|UND_ERR_SOCKET)\)$/,
    );
  });
});
