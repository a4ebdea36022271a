/**
 * A plant's availability guarantee as live formulas over its days (DESIGN.md "Contracts and
 * guarantees"), each cached with the model's figure: E, L and L by cause over the period's
 * days with a loss value, L_excl, technical and contractual availability, the damages by the
 * scheme (price adjustment with its floor, or energy at the price) and after the cap.
 */
import type { AvailabilityWorkings, ContractAvailability } from "../../metrics/contract-model.js";
import { blankUnless, formula } from "./cells.js";
import {
  cappedLine,
  inPeriod,
  KWH,
  type PlantLinesInput,
  periodLines,
  priceLine,
  RATIO,
} from "./contract-line-parts.js";
import { type At, heading, type Line } from "./contract-lines.js";
import { currencyFormat } from "./styles.js";

export function availabilityLines(
  x: PlantLinesInput,
  a: ContractAvailability,
  w: AvailabilityWorkings,
): Line[] {
  const { L, days: d, currency } = x;
  const C = L.contract;
  const money = currencyFormat(currency);
  const excluded = x.w.terms.availability!.excluded;
  const counted = (at: At) =>
    `${inPeriod("a", at, d)}*ISNUMBER(${d.range("loss")})*ISNUMBER(${d.range("yield")})`;
  const anyDay = (at: At) => `SUMPRODUCT(${counted(at)})>0`;
  const sum = (at: At, col: string) => `SUMPRODUCT(${counted(at)},${d.range(col)})`;
  const lines: Line[] = [
    heading("aHead", C.availabilityTerms),
    ...periodLines("a", a, L),
    { key: "aE", label: C.yield, numFmt: KWH, value: (at) => formula(sum(at, "yield"), w.yieldKwh) },
    {
      key: "aL",
      label: C.loss,
      numFmt: KWH,
      value: (at) => formula(blankUnless(anyDay(at), sum(at, "loss")), a.lossKwh),
    },
    ...x.causes.map(
      (c): Line => ({
        key: `aCause:${c}`,
        label: C.lossOf(c),
        numFmt: KWH,
        value: (at) =>
          formula(
            blankUnless(anyDay(at), sum(at, `cause:${c}`)),
            a.lossKwh === null ? null : (a.lossByCategoryKwh[c] ?? 0),
          ),
      }),
    ),
    {
      key: "aX",
      label: C.excludedLoss,
      numFmt: KWH,
      value: (at) =>
        formula(
          blankUnless(
            `ISNUMBER(${at("aL")})`,
            excluded.length === 0 ? "0" : `SUM(${excluded.map((c) => at(`aCause:${c}`)).join(",")})`,
          ),
          a.excludedLossKwh,
        ),
    },
    {
      key: "aTech",
      label: C.technical,
      numFmt: RATIO,
      value: (at) =>
        formula(
          blankUnless(`N(${at("aE")})+N(${at("aL")})>0`, `${at("aE")}/(${at("aE")}+${at("aL")})`),
          a.technical,
        ),
    },
    {
      key: "aBase",
      label: C.base,
      numFmt: KWH,
      value: (at) => formula(`${at("aE")}+N(${at("aL")})-N(${at("aX")})`, w.contractualBaseKwh),
    },
    {
      key: "aC",
      label: C.contractual,
      numFmt: RATIO,
      value: (at) =>
        formula(
          blankUnless(
            `AND(ISNUMBER(${at("aL")}),${at("aBase")}<>0)`,
            `1-(${at("aL")}-${at("aX")})/${at("aBase")}`,
          ),
          a.contractual,
        ),
    },
  ];
  return [
    ...lines,
    ...schemeLines(x, w),
    cappedLine("aDamages", "aBefore", "t.aCap", C.damages(currency), a.damages, money, x.w.moneyDecimals),
  ];
}

/** The damages before the cap: `expr` once every line of `needs` holds a number. */
function beforeCap(
  x: PlantLinesInput,
  needs: string[],
  expr: (at: At) => string,
  value: number | null,
): Line {
  return {
    key: "aBefore",
    label: x.L.contract.beforeCap(x.currency),
    numFmt: currencyFormat(x.currency),
    value: (at) =>
      formula(blankUnless(`AND(${needs.map((k) => `ISNUMBER(${at(k)})`).join(",")})`, expr(at)), value),
  };
}

function schemeLines(x: PlantLinesInput, w: AvailabilityWorkings): Line[] {
  const { L, days: d, currency } = x;
  const C = L.contract;
  const money = currencyFormat(currency);
  if (x.w.terms.availability!.scheme === "energy")
    return [
      priceLine("aPrice", "t.aPrice", w.price, L, currency),
      beforeCap(
        x,
        ["aC", "aPrice"],
        (at) => `MAX(0,${at("t.ag")}-${at("aC")})*${at("aBase")}*${at("aPrice")}`,
        w.damagesBeforeCap,
      ),
    ];
  const mask = (at: At) => inPeriod("a", at, d);
  const ac = (at: At) => at("aC");
  return [
    {
      key: "aRevenue",
      label: C.revenue(currency),
      numFmt: money,
      value: (at) =>
        formula(
          blankUnless(
            `AND(ISNUMBER(${at("tariff")}),SUMPRODUCT(${mask(at)}*ISNUMBER(${d.range("meter")}))>0)`,
            `ROUND(SUMPRODUCT(${mask(at)},${d.range("meter")})*${at("tariff")},${x.w.moneyDecimals})`,
          ),
          w.revenue,
        ),
    },
    {
      key: "aAA",
      label: C.factor,
      numFmt: "0.0000",
      value: (at) =>
        formula(
          blankUnless(
            `ISNUMBER(${ac(at)})`,
            `IF(${ac(at)}>=${at("t.ag")},1,IF(${ac(at)}<${at("t.floor")},0,MIN(1,MAX(0,1-${at("t.slope")}*(${at("t.ag")}-${ac(at)})))))`,
          ),
          w.adjustmentFactor,
        ),
    },
    beforeCap(x, ["aAA", "aRevenue"], (at) => `(1-${at("aAA")})*${at("aRevenue")}`, w.damagesBeforeCap),
  ];
}
