import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["./test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores on every machine (DESIGN.md); LibreOffice-backed tests are heavy.
    maxWorkers: 2,
    reporters: ["default", "./test/summary-reporter.ts"],
  },
});
