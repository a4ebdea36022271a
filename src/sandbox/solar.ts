/**
 * Extraterrestrial irradiation on a horizontal surface, Duffie & Beckman, "Solar
 * Engineering of Thermal Processes", 4th ed.: eq. 1.6.1b (declination, Cooper),
 * eq. 1.6.10 (sunset hour angle) and eq. 1.10.3 (daily H0).
 */

/** Solar constant, W/m² (Duffie & Beckman §1.2). */
export const SOLAR_CONSTANT = 1367;

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Declination δ in degrees for day of year n (Cooper, eq. 1.6.1a). */
export function declinationDeg(n: number): number {
  return 23.45 * Math.sin(rad((360 * (284 + n)) / 365));
}

/** Sunset hour angle ωs in degrees (eq. 1.6.10), 0 in polar night, 180 in polar day. */
export function sunsetHourAngleDeg(latDeg: number, n: number): number {
  const x = -Math.tan(rad(latDeg)) * Math.tan(rad(declinationDeg(n)));
  return deg(Math.acos(Math.min(1, Math.max(-1, x))));
}

/** Daily extraterrestrial irradiation H0 on a horizontal plane, kWh/m² (eq. 1.10.3, J/m² ÷ 3.6e6). */
export function extraterrestrialKwhM2(latDeg: number, n: number): number {
  const phi = rad(latDeg);
  const delta = rad(declinationDeg(n));
  const ws = rad(sunsetHourAngleDeg(latDeg, n));
  const eccentricity = 1 + 0.033 * Math.cos(rad((360 * n) / 365));
  const joules =
    ((24 * 3600 * SOLAR_CONSTANT) / Math.PI) *
    eccentricity *
    (Math.cos(phi) * Math.cos(delta) * Math.sin(ws) + ws * Math.sin(phi) * Math.sin(delta));
  return joules / 3.6e6;
}

/** Day length in hours (2ωs / 15°·h⁻¹). */
export function dayLengthHours(latDeg: number, n: number): number {
  return (2 * sunsetHourAngleDeg(latDeg, n)) / 15;
}
