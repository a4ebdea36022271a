/**
 * proxy-route.ts: which way a request to the service goes, by the rules of curl and undici's
 * EnvHttpProxyAgent (lower case first, NO_PROXY suffixes and ports), loopback always direct.
 */
import { describe, expect, it } from "vitest";
import { describeRoute, noProxyMatch, proxyRoute, shownProxy } from "../../../src/api/proxy-route.js";

const API = "https://api.example.com/v1";

describe("proxyRoute", () => {
  it("no variable: direct", () => {
    expect(proxyRoute(API, {})).toEqual({ kind: "direct", why: "no proxy set" });
  });

  it.each([
    ["HTTPS_PROXY", { HTTPS_PROXY: "http://proxy:3128" }, "http://proxy:3128"],
    ["https_proxy", { https_proxy: "http://proxy:3128" }, "http://proxy:3128"],
    ["HTTP_PROXY alone also serves https", { HTTP_PROXY: "http://p2:8080" }, "http://p2:8080"],
    ["a bare host:port means http://", { HTTPS_PROXY: "egress.corp:3128" }, "http://egress.corp:3128"],
  ])("%s", (_name, env, url) => {
    const route = proxyRoute(API, env);
    expect(route.kind).toBe("proxy");
    expect(route.kind === "proxy" && route.url).toBe(url);
  });

  it("the lower-case name wins, even empty (which turns the proxy off)", () => {
    const both = proxyRoute(API, { https_proxy: "http://lower:1", HTTPS_PROXY: "http://upper:2" });
    expect(both).toMatchObject({ kind: "proxy", url: "http://lower:1", variable: "https_proxy" });
    expect(proxyRoute(API, { https_proxy: "", HTTPS_PROXY: "http://upper:2" })).toEqual({
      kind: "direct",
      why: "no proxy set",
    });
  });

  it("an http service uses http_proxy only", () => {
    const route = proxyRoute("http://api.example.com/v1", {
      HTTPS_PROXY: "http://s:1",
      HTTP_PROXY: "http://h:2",
    });
    expect(route).toMatchObject({ kind: "proxy", url: "http://h:2", variable: "HTTP_PROXY" });
    expect(proxyRoute("http://api.example.com/v1", { HTTPS_PROXY: "http://s:1" }).kind).toBe("direct");
  });

  it.each(["localhost", "127.0.0.1", "127.3.4.5", "[::1]"])("%s (loopback) is always direct", (host) => {
    expect(proxyRoute(`http://${host}:8787/v1`, { HTTP_PROXY: "http://p:1" })).toEqual({
      kind: "direct",
      why: "loopback",
    });
  });

  it("NO_PROXY: the matching entry is named", () => {
    const env = { HTTPS_PROXY: "http://p:1", no_proxy: "internal.corp, .example.com" };
    expect(proxyRoute(API, env)).toEqual({ kind: "direct", why: "NO_PROXY entry .example.com" });
  });
});

describe("noProxyMatch", () => {
  it.each([
    ["example.com", "api.example.com", 443, "example.com"],
    [".example.com", "api.example.com", 443, ".example.com"],
    ["*.example.com", "api.example.com", 443, "*.example.com"],
    ["api.example.com", "api.example.com", 443, "api.example.com"],
    ["api.example.com:443", "api.example.com", 443, "api.example.com:443"],
    ["api.example.com:8443", "api.example.com", 443, null],
    ["ample.com", "api.example.com", 443, null],
    ["*", "anything.at.all", 443, "*"],
    ["a.test b.test,c.test", "b.test", 443, "b.test"],
    ["10.0.0.5", "10.0.0.5", 443, "10.0.0.5"],
    ["[::2]:443", "[::2]", 443, "[::2]:443"],
    ["", "api.example.com", 443, null],
  ])("%j against %s:%i → %j", (list, host, port, match) => {
    expect(noProxyMatch(list, host, port)).toBe(match);
  });
});

describe("what is printed", () => {
  it("a proxy's credentials never", () => {
    expect(shownProxy("http://finance:s3cret@proxy.corp:3128")).toBe("http://REDACTED@proxy.corp:3128");
    expect(shownProxy("http://proxy.corp:3128/")).toBe("http://proxy.corp:3128");
  });

  it("the route in one phrase", () => {
    const route = proxyRoute(API, { HTTPS_PROXY: "http://u:p@proxy.corp:3128" });
    expect(describeRoute(route)).toBe("through the proxy http://REDACTED@proxy.corp:3128 (HTTPS_PROXY)");
    expect(describeRoute(proxyRoute(API, {}))).toBe("directly (no proxy set)");
  });
});
