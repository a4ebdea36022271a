/**
 * The contract's terms as labelled input cells (definition `contracts[]`, DESIGN.md
 * "Contracts and guarantees"): the plants' workings point at these cells, so a reader who
 * changes a term sees what the contract would give. A term the contract leaves out is an
 * empty cell with what applies instead (the default slope and floor are written as values).
 */
import { type ContractTerms, DEFAULT_FLOOR, DEFAULT_SLOPE } from "../../metrics/contract-model.js";
import { excelDate } from "./cells.js";
import { heading, type Line } from "./contract-lines.js";
import type { XlsxLabels } from "./labels.js";
import { currencyFormat, FMT } from "./styles.js";

const PERCENT = "0.00%";

function term(
  key: string,
  label: string,
  value: number | string | undefined,
  numFmt?: string,
  note?: string,
): Line {
  return {
    key,
    label,
    value: () => value ?? null,
    input: true,
    ...(numFmt ? { numFmt } : {}),
    ...(value === undefined && note ? { note } : {}),
  };
}

function availabilityTerms(
  t: NonNullable<ContractTerms["availability"]>,
  L: XlsxLabels,
  currency: string,
): Line[] {
  const C = L.contract;
  const names = t.excluded.map(C.cause).join(", ") || L.none;
  const lines: Line[] = [
    heading("t.availability", C.availabilityTerms),
    term("t.ag", C.guaranteedAvailability, t.guaranteed, PERCENT),
    { key: "t.excluded", label: C.excluded, value: () => names, input: true },
    { key: "t.aPeriod", label: C.period, value: () => C.periodKind(t.period), input: true },
    { key: "t.scheme", label: C.scheme, value: () => C.schemeName(t.scheme), input: true },
  ];
  if (t.scheme === "priceAdjustment")
    lines.push(
      {
        ...term("t.slope", C.slope, t.slope ?? DEFAULT_SLOPE, "0.00"),
        ...(t.slope === undefined ? { note: C.default } : {}),
      },
      {
        ...term("t.floor", C.floor, t.floor ?? DEFAULT_FLOOR, PERCENT),
        ...(t.floor === undefined ? { note: C.default } : {}),
      },
    );
  else lines.push(term("t.aPrice", C.price, t.price, FMT.tariff, C.priceDefault));
  lines.push(term("t.aCap", C.cap, t.cap, currencyFormat(currency), C.noCap));
  return lines;
}

function prTerms(
  t: NonNullable<ContractTerms["pr"]>,
  excluded: readonly string[],
  L: XlsxLabels,
  currency: string,
) {
  const C = L.contract;
  const lines: Line[] = [
    heading("t.pr", C.prTerms),
    term("t.g0", C.firstYearPr, t.guaranteed, PERCENT),
    term("t.delta", C.degradation, t.degradation, PERCENT),
    { key: "t.mode", label: C.degradationMode(t.degradationMode), value: () => null },
    term("t.tol", C.tolerance, t.tolerance, PERCENT),
    term("t.tRef", C.referenceTemperature, t.referenceTemperatureC, FMT.temperature),
    { key: "t.pPeriod", label: C.period, value: () => C.periodKind(t.period), input: true },
    t.pricePerPoint !== undefined
      ? term("t.ppp", C.pricePerPoint, t.pricePerPoint, currencyFormat(currency))
      : term("t.pPrice", C.price, t.price, FMT.tariff, C.priceDefault),
    term("t.pCap", C.cap, t.cap, currencyFormat(currency), C.noCap),
    {
      key: "t.pExcluded",
      label: C.prExcluded,
      value: () => excluded.map(C.cause).join(", ") || L.none,
      input: true,
    },
  ];
  return lines;
}

export function termsLines(terms: ContractTerms, L: XlsxLabels, currency: string): Line[] {
  const C = L.contract;
  const excluded = terms.pr?.excluded ?? terms.availability?.excluded ?? [];
  return [
    heading("t.terms", C.terms),
    term("t.start", C.start, excelDate(terms.start), FMT.date),
    ...(terms.availability ? availabilityTerms(terms.availability, L, currency) : []),
    ...(terms.pr ? prTerms(terms.pr, excluded, L, currency) : []),
  ];
}
