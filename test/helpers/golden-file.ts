import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { expect } from "vitest";

/**
 * Compares `actual` with the golden file at `path`. With UPDATE_GOLDEN set to `key` (or 1) the file is (re)written
 * instead; a missing golden is written outside CI and is a failure in CI.
 */
export function expectGolden(path: string, actual: string, key: string): void {
  const update = process.env.UPDATE_GOLDEN === "1" || process.env.UPDATE_GOLDEN === key;
  if (update || (!existsSync(path) && process.env.CI !== "true")) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, actual);
    return;
  }
  expect(existsSync(path), `golden file ${path} is missing (UPDATE_GOLDEN=${key} writes it)`).toBe(true);
  expect(actual).toBe(readFileSync(path, "utf8"));
}
