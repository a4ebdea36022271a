/**
 * The decimals a number was given with (DESIGN.md "Numbers beside a verdict": tariffs and
 * prices are printed with the precision they were given, never rounded to cents). A tariff of
 * 0.0479 €/kWh is printed "€0.0479", not "€0.05": a client who multiplies by hand must get the
 * revenue on the page. At least the currency's two decimals, at most six (a double's shortest
 * spelling of a typed price never needs more).
 */
export const GIVEN_DECIMALS = { min: 2, max: 6 } as const;

export function givenDecimals(x: number | null): number | null {
  if (x === null || !Number.isFinite(x)) return null;
  const [mantissa = "", exponent] = String(Math.abs(x)).split("e");
  const fraction = mantissa.split(".")[1]?.length ?? 0;
  const decimals = fraction - Number(exponent ?? 0);
  return Math.min(GIVEN_DECIMALS.max, Math.max(GIVEN_DECIMALS.min, decimals));
}
