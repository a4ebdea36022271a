/**
 * A plant's PR guarantee as live formulas (DESIGN.md "Contracts and guarantees"), each cached
 * with the model's figure: PR_g,y degraded linearly or compounded over the completed contract
 * years, the threshold after the tolerance, Σ E and Σ P0·H·(1 + γ(T − T_ref)) over the days
 * the PR counts, the measured PR, the shortfall rounded to 0.001, its energy and damages.
 */
import type { ContractPr, PrWorkings } from "../../metrics/contract-model.js";
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

export function prLines(x: PlantLinesInput, pr: ContractPr, w: PrWorkings): Line[] {
  const { L, days: d, currency } = x;
  const C = L.contract;
  const money = currencyFormat(currency);
  const t = x.w.terms.pr!;
  const counted = (at: At) => `${inPeriod("p", at, d)}*ISNUMBER(${d.range("reference")})`;
  const guaranteed = (at: At) =>
    t.degradationMode === "linear"
      ? `${at("t.g0")}*(1-${at("t.delta")}*${at("pY")})`
      : `${at("t.g0")}*(1-${at("t.delta")})^${at("pY")}`;
  const s = (at: At) => at("pShortfall");
  const damages: Line[] =
    t.pricePerPoint !== undefined
      ? [
          {
            key: "pBefore",
            label: C.beforeCap(currency),
            numFmt: money,
            value: (at) =>
              formula(blankUnless(`ISNUMBER(${s(at)})`, `${s(at)}/0.01*${at("t.ppp")}`), w.damagesBeforeCap),
          },
        ]
      : [
          priceLine("pPrice", "t.pPrice", w.price, L, currency),
          {
            key: "pBefore",
            label: C.beforeCap(currency),
            numFmt: money,
            value: (at) =>
              formula(
                blankUnless(
                  `AND(ISNUMBER(${at("pKwh")}),ISNUMBER(${at("pPrice")}))`,
                  `${at("pKwh")}*${at("pPrice")}`,
                ),
                w.damagesBeforeCap,
              ),
          },
        ];
  return [
    heading("pHead", C.prTerms),
    ...periodLines("p", pr, L),
    { key: "pY", label: C.years, numFmt: "0", value: () => w.contractYears },
    {
      key: "pG",
      label: C.guaranteedPr,
      numFmt: RATIO,
      value: (at) => formula(guaranteed(at), pr.guaranteed),
    },
    {
      key: "pThreshold",
      label: C.threshold,
      numFmt: RATIO,
      value: (at) => formula(`${at("pG")}*(1-${at("t.tol")})`, w.threshold),
    },
    {
      key: "pE",
      label: C.prYield,
      numFmt: KWH,
      value: (at) => formula(`SUMPRODUCT(${counted(at)},${d.range("yield")})`, w.yieldKwh),
    },
    {
      key: "pRef",
      label: C.prReference,
      numFmt: KWH,
      value: (at) =>
        formula(
          `SUMIFS(${d.range("reference")},${d.range("date")},">="&${at("pFrom")},${d.range("date")},"<="&${at("pTo")})`,
          w.referenceKwh,
        ),
    },
    {
      key: "pMeasured",
      label: C.measured,
      numFmt: RATIO,
      value: (at) => formula(blankUnless(`${at("pRef")}>0`, `${at("pE")}/${at("pRef")}`), pr.measured),
    },
    {
      key: "pShortfall",
      label: C.shortfall,
      numFmt: "0.000",
      value: (at) =>
        formula(
          blankUnless(
            `ISNUMBER(${at("pMeasured")})`,
            `ROUND(MAX(0,${at("pThreshold")}-${at("pMeasured")}),3)`,
          ),
          pr.shortfall,
        ),
    },
    {
      key: "pKwh",
      label: C.shortfallKwh,
      numFmt: KWH,
      value: (at) => formula(blankUnless(`ISNUMBER(${s(at)})`, `${s(at)}*${at("pRef")}`), pr.shortfallKwh),
    },
    ...damages,
    cappedLine("pDamages", "pBefore", "t.pCap", C.damages(currency), pr.damages, money, x.w.moneyDecimals),
  ];
}
