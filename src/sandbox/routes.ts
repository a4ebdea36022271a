/** Route context shared by the login and data handlers. */
import type { IncomingMessage } from "node:http";
import type { Reply } from "./http.js";
import type { SandboxState } from "./state.js";

export interface Ctx {
  req: IncomingMessage;
  url: URL;
  state: SandboxState;
  /** The request body, capped at maxBodyBytes (throws BodyTooLarge). */
  body(): Promise<Buffer>;
}

export type Handler = (ctx: Ctx) => Promise<Reply> | Reply;
