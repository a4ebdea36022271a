/** `merge` refuses its input (shards that do not fit together, an unfinished shard): exit 2. */
export class MergeError extends Error {
  override name = "MergeError";
}
