/**
 * `run --plants id,id` and `run --locale xx-YY`: report other plants or in another language
 * without editing the definition. Checked by the definition's own rules (plant ids, a BCP 47
 * locale this Node can format), so a typo is a usage error (exit 2) before any request.
 */
import type { ReportDefinition } from "../../definition/index.js";
import { localeTag } from "../../definition/locale.js";
import { plantIdList } from "../../definition/plant-fields.js";
import { UsageError } from "../usage-error.js";

export interface RunOverrides {
  plants?: string;
  locale?: string;
}

function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? "not valid";
}

export function applyRunOverrides(def: ReportDefinition, o: RunOverrides): ReportDefinition {
  let out = def;
  if (o.plants !== undefined) {
    const ids = o.plants
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== "");
    const parsed = plantIdList.safeParse(ids);
    if (ids.length === 0 || !parsed.success)
      throw new UsageError(
        `--plants: ${ids.length === 0 ? "no plant id" : firstIssue(parsed.error!)}: give plant ids separated by commas (\`solar-report plants\` lists them)`,
      );
    out = { ...out, plants: parsed.data };
  }
  if (o.locale !== undefined) {
    const parsed = localeTag.safeParse(o.locale);
    if (!parsed.success) throw new UsageError(`--locale: ${firstIssue(parsed.error)}`);
    out = { ...out, locale: parsed.data };
  }
  return out;
}
