/**
 * The client's own fetch (http-fetch.ts) with a hook that may replace chosen answers of the
 * sandbox, in process: a hostile or broken service without a proxy. The hook sees the
 * request's path (after the version segment) and JSON body, and the sandbox's answer.
 */
import { httpFetch } from "../../../src/api/http-fetch.js";
import type { FetchLike, ResponseLike } from "../../../src/api/options.js";

export interface SeenRequest {
  method: string;
  /** e.g. "/data/plant/historical" */
  path: string;
  json: Record<string, unknown> | null;
}

export interface Answer {
  status: number;
  /** Any JSON value, sent as its text. */
  json: unknown;
  headers?: Record<string, string>;
}

/** Returns a replacement answer, or undefined to pass the sandbox's on. */
export type Rewrite = (req: SeenRequest, answer: Answer) => Answer | undefined;

export function rewritingFetch(rewrite: Rewrite): FetchLike {
  return async (url, init) => {
    const res = await httpFetch(url, init);
    const text = await textOf(res);
    const path = new URL(url).pathname.replace(/^\/v\d+/, "");
    const json = init.body?.startsWith("{") ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    const unchanged = { status: res.status, headers: res.headers, body: bytes(text) };
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return unchanged;
    }
    const changed = rewrite({ method: init.method, path, json }, { status: res.status, json: parsed });
    if (!changed) return unchanged;
    const lower = new Map(Object.entries(changed.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    return {
      status: changed.status,
      headers: { get: (name) => lower.get(name.toLowerCase()) ?? null },
      body: bytes(JSON.stringify(changed.json)),
    };
  };
}

async function textOf(res: ResponseLike): Promise<string> {
  const parts: Uint8Array[] = [];
  for await (const chunk of res.body ?? []) parts.push(chunk);
  return Buffer.concat(parts).toString("utf8");
}

async function* bytes(text: string): AsyncIterable<Uint8Array> {
  yield Buffer.from(text, "utf8");
}
