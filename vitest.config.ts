import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["./test/global-setup.ts"],
    // Timeouts only catch a hang: a loaded 2-core runner may take minutes for the kill and
    // fault suites (DESIGN.md "How we know it works": no test depends on the machine's speed).
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // Two cores on every machine (DESIGN.md); LibreOffice-backed tests are heavy.
    maxWorkers: 2,
    reporters: ["default", "./test/summary-reporter.ts"],
  },
});
