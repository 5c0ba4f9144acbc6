/**
 * The README's table of every metric is made from the mappings of the registry's formats (test/metrics/table.ts),
 * so it cannot drift from them. After a change to a mapping: UPDATE_README=1 npx vitest run test/metrics/readme.test.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { root } from "../helpers/samples.js";
import { metricsTable } from "./table.js";

const START = "<!-- metrics-table: made by test/metrics/readme.test.ts -->\n";
const END = "<!-- /metrics-table -->";

it("README lists every metric, its source field, unit and type, as the mappings give them", () => {
  const path = join(root, "README.md");
  const readme = readFileSync(path, "utf8");
  const a = readme.indexOf(START);
  const b = readme.indexOf(END);
  expect(a, "README has the metrics table markers").toBeGreaterThan(0);
  const table = metricsTable();
  if (process.env.UPDATE_README && process.env.CI !== "true") writeFileSync(path, readme.slice(0, a + START.length) + table + readme.slice(b));
  else expect(readme.slice(a + START.length, b)).toBe(table);
});
