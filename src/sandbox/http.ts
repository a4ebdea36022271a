/**
 * Minimal node:http plumbing: JSON replies in the service's error shape ({"detail": …},
 * spec "Errors") and a capped body reader.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): Reply =>
  new Reply(status, body, headers);

export const detail = (status: number, text: string, headers?: Record<string, string>): Reply =>
  new Reply(status, { detail: text }, headers);

/** FastAPI-style validation error item (what a 422 "validation object" looks like). */
export interface ValidationItem {
  type: string;
  loc: (string | number)[];
  msg: string;
  input?: unknown;
}

export const invalid = (items: ValidationItem[]): Reply => json(422, { detail: items });

export function send(res: ServerResponse, reply: Reply): void {
  const text = JSON.stringify(reply.body);
  res.writeHead(reply.status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    ...reply.headers,
  });
  res.end(text);
}

export class BodyTooLarge extends Error {}

/** Reads the request body; rejects with BodyTooLarge past `maxBytes` (then answered 413). */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.removeAllListeners("data");
        req.resume();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}
