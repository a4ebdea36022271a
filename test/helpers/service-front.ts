/**
 * A front on 127.0.0.1 for a sandbox, standing where the real service's load balancer
 * stands: it forwards every request to the sandbox and answers with the sandbox's answer,
 * optionally over TLS with a certificate of the test's private CA, and optionally closing
 * kept-alive connections the way a load balancer with a short idle timeout does: a request
 * that arrives on a connection which has already served `servedPerConnection` answers finds it
 * closed (the socket is destroyed, no byte answered).
 */
import http from "node:http";
import https from "node:https";
import type { AddressInfo, Socket } from "node:net";

export interface FrontOptions {
  tls?: { key: Buffer; cert: Buffer };
  /** Answers per connection before the next request on it finds it closed; default: no limit. */
  servedPerConnection?: number;
}

export interface ServiceFront {
  port: number;
  /** The sandbox's base URL through the front, with `host` as the host name (default 127.0.0.1). */
  baseUrl(host?: string): string;
  /** TCP connections accepted (a refused TLS handshake counts as one). */
  connections: number;
  /** Requests answered, and requests whose connection was closed instead. */
  answered: number;
  closedOnArrival: number;
  close(): Promise<void>;
}

export async function startFront(sandboxBaseUrl: string, opts: FrontOptions = {}): Promise<ServiceFront> {
  const target = new URL(sandboxBaseUrl);
  const served = new WeakMap<Socket, number>();
  const sockets = new Set<Socket>();
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const n = served.get(req.socket) ?? 0;
    if (opts.servedPerConnection !== undefined && n >= opts.servedPerConnection) {
      front.closedOnArrival++;
      req.socket.destroy();
      return;
    }
    served.set(req.socket, n + 1);
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        up.on("end", () => front.answered++);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  };
  const server = opts.tls ? https.createServer({ ...opts.tls }, handler) : http.createServer(handler);
  // Count at the TCP level: a client that refuses the certificate never sends a request.
  server.on("connection", (s: Socket) => {
    front.connections++;
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const scheme = opts.tls ? "https" : "http";
  const front: ServiceFront = {
    port,
    baseUrl: (host = "127.0.0.1") => `${scheme}://${host}:${port}${target.pathname}`,
    connections: 0,
    answered: 0,
    closedOnArrival: 0,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  return front;
}
