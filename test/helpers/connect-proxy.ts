/**
 * A real forward proxy on 127.0.0.1, as a company's egress proxy: it answers CONNECT by
 * opening a TCP tunnel (to 127.0.0.1, whatever host is asked for: the tests' service names
 * such as solar.test resolve nowhere else), counts every CONNECT with the host it named, and
 * can ask for credentials (407) or fail the tunnel (502) like a proxy whose upstream is down.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";

export interface ConnectProxy {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every CONNECT target ("solar.test:443"), in order, refused ones included. */
  connects: string[];
  /** The Proxy-Authorization header of each CONNECT (undefined when none was sent). */
  authorizations: (string | undefined)[];
  /** "ok" tunnels; "fail" answers 502 to every CONNECT. */
  mode: "ok" | "fail";
  close(): Promise<void>;
}

export interface ProxyOptions {
  /** user:password the proxy requires (Basic); without it every CONNECT is tunnelled. */
  credentials?: string;
}

export async function startConnectProxy(opts: ProxyOptions = {}): Promise<ConnectProxy> {
  const sockets = new Set<net.Socket>();
  const server = http.createServer((_req, res) => {
    // Only tunnels: the client tunnels http too (undici's ProxyAgent, proxyTunnel).
    res.writeHead(405, { connection: "close" }).end();
  });
  const proxy: ConnectProxy = {
    url: "",
    connects: [],
    authorizations: [],
    mode: "ok",
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  server.on("connection", (s: net.Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  server.on("connect", (req: http.IncomingMessage, client: net.Socket, head: Buffer) => {
    const target = req.url ?? "";
    proxy.connects.push(target);
    const auth = req.headers["proxy-authorization"];
    proxy.authorizations.push(auth);
    const expected = opts.credentials && `Basic ${Buffer.from(opts.credentials).toString("base64")}`;
    if (expected && auth !== expected) {
      client.end(
        'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="corp"\r\n\r\n',
      );
      return;
    }
    if (proxy.mode === "fail") {
      client.end("HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n");
      return;
    }
    const port = Number(target.slice(target.lastIndexOf(":") + 1));
    const upstream = net.connect(port, "127.0.0.1", () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}

/** A port on 127.0.0.1 where nothing listens (a proxy that is down). */
export async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise((resolve) => s.close(resolve));
  return port;
}
