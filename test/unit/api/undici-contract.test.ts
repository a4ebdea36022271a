/**
 * What src/api/undici/ relies on beyond undici's documented surface, checked against the
 * installed undici: an upgrade (package.json pins it exactly) must pass these before the
 * adapter is trusted again.
 */
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Agent, ProxyAgent } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TUNNEL_REFUSED } from "../../../src/api/undici/failure.js";
import { type ConnectProxy, startConnectProxy } from "../../helpers/connect-proxy.js";

let server: http.Server;
let origin = "";
let proxy: ConnectProxy;

beforeAll(async () => {
  server = http.createServer((_req, res) => res.end("ok"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy = await startConnectProxy({ credentials: "u:p" });
});

afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => server.close(resolve));
});

describe("undici, as src/api/undici/ uses it", () => {
  it("is the exact version package.json pins", () => {
    const pinned = JSON.parse(readFileSync("package.json", "utf8")).dependencies.undici;
    const installed = JSON.parse(readFileSync("node_modules/undici/package.json", "utf8")).version;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(installed).toBe(pinned);
  });

  it("publishes undici:client:sendHeaders with the socket in the same call as the handler's onConnect", async () => {
    const order: string[] = [];
    const onSend = (m: unknown) => order.push(`sendHeaders:${typeof (m as { socket?: object }).socket}`);
    subscribe("undici:client:sendHeaders", onSend);
    const agent = new Agent();
    try {
      await new Promise<void>((resolve, reject) => {
        agent.dispatch(
          { origin, path: "/", method: "GET" },
          {
            onConnect: () => {
              order.push("onConnect");
              queueMicrotask(() => order.push("next microtask"));
            },
            onHeaders: () => true,
            onData: () => true,
            onComplete: () => resolve(),
            onError: reject,
          },
        );
      });
    } finally {
      unsubscribe("undici:client:sendHeaders", onSend);
      await agent.close();
    }
    expect(order.slice(0, 3)).toEqual(["onConnect", "sendHeaders:object", "next microtask"]);
  });

  it("says a refused tunnel's status only in its message", async () => {
    const agent = new ProxyAgent({ uri: proxy.url });
    const err = await agent
      .request({ origin: "http://solar.test:80", path: "/", method: "GET" })
      .catch((e: Error) => e);
    await agent.close();
    expect(err).toBeInstanceOf(Error);
    expect((err as NodeJS.ErrnoException).code).toBe("UND_ERR_ABORTED");
    expect(TUNNEL_REFUSED.exec((err as Error).message)?.[1]).toBe("407");
  });
});
