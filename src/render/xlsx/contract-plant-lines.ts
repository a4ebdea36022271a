/**
 * A plant's lines in its Contract sheet: its data (capacity, γ, tariff) as input cells, each
 * guarantee's workings (contract-availability-lines.ts, contract-pr-lines.ts), and the
 * damages to date, availability + PR, cached with the model's `contract.damages`.
 */
import { blankUnless, formula } from "./cells.js";
import { availabilityLines } from "./contract-availability-lines.js";
import type { PlantLinesInput } from "./contract-line-parts.js";
import { heading, type Line } from "./contract-lines.js";
import { prLines } from "./contract-pr-lines.js";
import { currencyFormat, FMT } from "./styles.js";

export type { PlantLinesInput } from "./contract-line-parts.js";

function totalLine(x: PlantLinesInput): Line {
  const parts = [x.contract.availability ? "aDamages" : null, x.contract.pr ? "pDamages" : null].filter(
    (k): k is string => k !== null,
  );
  return {
    key: "total",
    label: x.L.contract.total(x.currency),
    numFmt: currencyFormat(x.currency),
    value: (at) =>
      formula(
        blankUnless(`AND(${parts.map((k) => `ISNUMBER(${at(k)})`).join(",")})`, parts.map(at).join("+")),
        x.contract.damages,
      ),
  };
}

/** The plant's data, then each guarantee's workings, then the damages to date. */
export function plantLines(x: PlantLinesInput): Line[] {
  const { L, w, plant, contract: c } = x;
  const C = L.contract;
  const input = (key: string, label: string, value: number | null, numFmt: string): Line => ({
    key,
    label,
    value: () => value,
    numFmt,
    input: true,
  });
  return [
    heading("plant", plant.name),
    input("p0", L.cols.capacity, w.capacityKwp, FMT.kwp),
    input("gamma", C.gamma, w.temperatureCoefficient, "0.0000"),
    input("tariff", C.tariff(x.currency), w.tariff, FMT.tariff),
    ...(c.availability && w.availability ? availabilityLines(x, c.availability, w.availability) : []),
    ...(c.pr && w.pr ? prLines(x, c.pr, w.pr) : []),
    ...(c.availability || c.pr ? [totalLine(x)] : []),
  ];
}
