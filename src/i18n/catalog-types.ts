/** Types every catalog shares: keys and parameters come from the English source catalog. */
import type { MessageParamTypes } from "./message-params.js";

export type MessageKey = keyof MessageParamTypes;

/** A key whose message takes no argument (a label, a heading). */
export type PlainMessageKey = {
  [K in MessageKey]: keyof MessageParamTypes[K] extends never ? K : never;
}[MessageKey];

/** A translation: every English key. */
export type Catalog = Record<MessageKey, string>;

/** Placeholder values of a message built at run time (a warning's recorded parameters). */
export type MessageParams = Record<string, string | number>;

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/**
 * `t`'s arguments after the key: none for a plain message, else exactly its parameters. For a
 * key that is one of several (a union), the parameters of all of them.
 */
export type ParamsArg<K extends MessageKey> = [K] extends [PlainMessageKey]
  ? []
  : [params: Intersection<MessageParamTypes[K]>];
