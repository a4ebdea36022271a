import { defineConfig } from "vitest/config";

/**
 * Test files that replace a module (vi.mock, vi.doMock) must not share a module registry with
 * the others: they run isolated, each file in a fresh module graph.
 */
const ISOLATED = [
  "test/reliability/faults-render.test.ts",
  "test/unit/pipeline/pdf-stream-priority.test.ts",
  "test/unit/pipeline/render-workbooks.test.ts",
  "test/contract/pdfkit/compact-ops.test.ts",
];

export default defineConfig({
  test: {
    globalSetup: ["./test/global-setup.ts"],
    // Timeouts only catch a hang: a loaded 2-core runner may take minutes for the kill and
    // fault suites (DESIGN.md "How we know it works": no test depends on the machine's speed).
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // Two cores on every machine (DESIGN.md); LibreOffice-backed tests are heavy.
    maxWorkers: 2,
    reporters: ["default", "./test/summary-reporter.ts"],
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache, keyed by each
    // file's content), so a second run does not transform and load src/ and the tests again:
    // about a fifth of the in-process suites' CPU time (docs/development.md). `npm ci` starts
    // it afresh; `npx vitest --clearCache` empties it.
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        test: {
          name: "in-process",
          include: ["test/**/*.test.ts"],
          exclude: ISOLATED,
          // One module graph per worker: the workbook, PDF and font libraries are loaded once
          // per worker, not once per file (about half of the in-process suites' CPU time).
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
    ],
  },
});
