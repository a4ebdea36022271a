/**
 * A small workbook for the chart writer's tests: daily figures with gaps, a portfolio
 * sheet whose name needs quoting, an image (so exceljs writes its own drawing) and a
 * hyperlink (so the sheet already has relationships).
 */
import { existsSync, readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import type { ChartPlacement } from "../../../src/render/xlsx/chart/index.js";

export const DAILY = "Daily data";
export const PLANTS = "Plant's yield & PR";
export const LINKS = "Links";

/** A 1×1 transparent PNG, for machines without the branding logo. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

const days = Array.from({ length: 31 }, (_, i) => i + 1);
/** Daily yield with two missing days (nulls are gaps, not zeros). */
export const dailyYield = days.map((d) => (d === 7 || d === 19 ? null : 900 + ((d * 137) % 400)));
export const dailyBudget = days.map(() => 1050);
export const dailyPr = days.map((d) => (d === 7 || d === 19 ? null : 0.78 + ((d * 7) % 10) / 100));
export const plants = ["Alpha <PV>", "Beta & Co", "Gamma", "Delta's roof"];
export const plantYield = [31250.5, 27800, 40125.25, 12000];

function logo(): Buffer {
  const file = "templates/branding/logo.png";
  return existsSync(file) ? readFileSync(file) : TINY_PNG;
}

/** One landscape page per sheet, so a PDF of the workbook shows each chart whole. */
const onePage = {
  pageSetup: { orientation: "landscape", fitToPage: true, fitToWidth: 1, fitToHeight: 1 },
} as const;

export async function sampleWorkbook(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const daily = wb.addWorksheet(DAILY, onePage);
  daily.addRow(["Day", "Yield kWh", "Budget kWh", "PR"]);
  days.forEach((d, i) => {
    daily.addRow([d, dailyYield[i], dailyBudget[i], dailyPr[i]]);
  });
  daily.addImage(wb.addImage({ buffer: logo() as never, extension: "png" }), "F1:G3");
  const ps = wb.addWorksheet(PLANTS, onePage);
  ps.addRow(["Plant", "Yield kWh"]);
  plants.forEach((p, i) => {
    ps.addRow([p, plantYield[i]]);
  });
  const links = wb.addWorksheet(LINKS, onePage);
  links.getCell("A1").value = { text: "Service", hyperlink: "https://example.com/?a=1&b=2" };
  links.getCell("A2").value = "availability";
  links.getCell("A2").note = "A note makes exceljs write a legacyDrawing after the drawing slot";
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

const range = (sheet: string, col: number, firstRow: number, lastRow: number) => ({
  sheet,
  firstCol: col,
  lastCol: col,
  firstRow,
  lastRow,
});

export const TITLES = ["Daily yield vs budget", "Yield by plant", "PR trend"];

export function samplePlacements(): ChartPlacement[] {
  const cats = range(DAILY, 1, 2, 32);
  return [
    {
      sheet: DAILY,
      from: { col: 5, row: 4 },
      to: { col: 15, row: 24 },
      chart: {
        title: TITLES[0]!,
        categoryAxis: { title: "Day of month", numFmt: "0" },
        valueAxis: { title: "Energy (kWh)", numFmt: "#,##0", min: 0 },
        secondaryAxis: { title: "Performance ratio", numFmt: "0%", min: 0, max: 1 },
        series: [
          {
            name: "Yield kWh",
            nameRef: { sheet: DAILY, row: 1, col: 2 },
            type: "column",
            categories: cats,
            categoryCache: days,
            values: range(DAILY, 2, 2, 32),
            valueCache: dailyYield,
            color: "1F77B4",
          },
          {
            name: "Budget kWh",
            nameRef: { sheet: DAILY, row: 1, col: 3 },
            type: "line",
            categories: cats,
            categoryCache: days,
            values: range(DAILY, 3, 2, 32),
            valueCache: dailyBudget,
            color: "7F7F7F",
            dashed: true,
          },
          {
            name: "PR",
            type: "line",
            secondary: true,
            categories: cats,
            categoryCache: days,
            values: range(DAILY, 4, 2, 32),
            valueCache: dailyPr,
            color: "FF7F0E",
            markers: true,
          },
        ],
      },
    },
    {
      sheet: PLANTS,
      from: { col: 3, row: 1 },
      to: { col: 11, row: 16 },
      chart: {
        title: TITLES[1]!,
        legend: "none",
        categoryAxis: { title: "Plant" },
        valueAxis: { title: "Yield (kWh)", numFmt: "#,##0" },
        series: [
          {
            name: "Yield kWh",
            type: "bar",
            categories: range(PLANTS, 1, 2, 5),
            categoryCache: plants,
            values: range(PLANTS, 2, 2, 5),
            valueCache: plantYield,
            color: "2CA02C",
          },
        ],
      },
    },
    {
      sheet: LINKS,
      from: { col: 2, row: 2 },
      to: { col: 10, row: 18 },
      chart: {
        title: TITLES[2]!,
        legend: "right",
        categoryAxis: {},
        valueAxis: { numFmt: "0%" },
        series: [
          {
            name: "PR",
            nameRef: { sheet: DAILY, row: 1, col: 4 },
            type: "line",
            categories: cats,
            categoryCache: days,
            values: range(DAILY, 4, 2, 32),
            valueCache: dailyPr,
          },
        ],
      },
    },
  ];
}
