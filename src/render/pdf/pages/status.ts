/**
 * Colour and word of a verdict. The verdict itself is the model's (DESIGN.md "Verdicts"):
 * the PDF never re-decides it, so a tile cannot disagree with the workbook or index.html.
 */
import type { Verdict } from "../../../metrics/model.js";
import type { Formatters } from "./format.js";
import { IRRADIATION_VERDICT_KEY, VERDICT_KEY } from "./labels.js";
import { COLORS } from "./theme.js";

/** none: the tile's figure is not judged at all (meter yield, specific yield). */
export type TileVerdict = Verdict | null | "none";

export const VERDICT_COLOR: Record<Verdict, string> = {
  target: COLORS.green,
  watch: COLORS.amber,
  below: COLORS.red,
};

/**
 * Words next to the colour, so the verdict survives black-and-white printing; irradiation's
 * read as weather ("Slightly below normal"), the others as targets ("Watch").
 */
export function verdictLabel(fmt: Formatters, v: TileVerdict, weather = false): string | null {
  if (v === "none") return null;
  if (v === null) return fmt.t("pdf.na");
  return fmt.t((weather ? IRRADIATION_VERDICT_KEY : VERDICT_KEY)[v]);
}

export function verdictColor(v: TileVerdict): string {
  return v === null || v === "none" ? COLORS.neutral : VERDICT_COLOR[v];
}
