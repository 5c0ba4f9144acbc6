/**
 * The HTML report opened in a real headless browser (Debian's chromium, driven by playwright-core): the table and
 * both charts render, and the page asks for nothing over the network. Skipped, visibly, when chromium is absent
 * (never when CI=true: then it fails).
 */
import { existsSync } from "node:fs";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extract } from "../../src/api/extract.js";
import { buildReport, report } from "../../src/api/report.js";
import { sharedDir, skipShared } from "../helpers/shared.js";

// CHROMIUM_PATH as in test/integration/playground.test.ts (CHROMIUM_PATH=/nonexistent shows the skip)
const CHROMIUM = (process.env.CHROMIUM_PATH !== undefined ? [process.env.CHROMIUM_PATH] : ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]).find((p) => existsSync(p));
if (!CHROMIUM && process.env.CI === "true") throw new Error("no chromium found and CI=true: install Debian's chromium (apt-get install -y chromium)");
if (!CHROMIUM) console.warn("[benchparse tests] no chromium found (apt-get install chromium): the HTML report browser test is skipped");

const fixture = (name: string): string => readFileSync(join(import.meta.dirname, "..", "extract", "fixtures", name), "utf8");

/** Two targets at four concurrencies, like seed 000, made of real ab runs relabelled. */
function campaign(): { html: string; rows: number; targets: number } {
  if (!skipShared) {
    const result = extract(readFileSync(join(sharedDir, "seeds", "000_7ad4277bea7997bc.txt"), "utf8"));
    return { html: report(result, { format: "html", title: "seed 000" }), rows: buildReport(result).rows.length, targets: 2 };
  }
  const result = extract(fixture("transcript.txt"));
  return { html: report(result, { format: "html" }), rows: buildReport(result).rows.length, targets: 1 };
}

describe.skipIf(!CHROMIUM)("HTML report in headless chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM!, args: ["--no-sandbox", "--disable-gpu"] });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("renders the table and the two charts, one line per target, without any network request", async () => {
    const { html, rows, targets } = campaign();
    const page = await browser.newPage();
    const requests: string[] = [];
    await page.route("**/*", (route) => {
      requests.push(route.request().url());
      return route.abort();
    });
    await page.setContent(html, { waitUntil: "load" });
    expect(await page.locator("table tbody tr").count()).toBe(rows);
    expect(await page.locator("svg.chart").count()).toBe(2);
    const charts = page.locator("svg.chart");
    for (let i = 0; i < 2; i++) {
      const chart = charts.nth(i);
      const box = await chart.boundingBox();
      expect(box?.width).toBeGreaterThan(300);
      expect(box?.height).toBeGreaterThan(200);
      expect(await chart.locator("text.legend").count()).toBe(targets);
      expect(await chart.locator("circle.point").count()).toBe(rows);
      if (rows / targets > 1) expect(await chart.locator("path.series").count()).toBe(targets);
    }
    const shot = await page.screenshot({ fullPage: true });
    expect(shot.length).toBeGreaterThan(10_000);
    expect(requests).toEqual([]);
    await page.close();
  }, 60_000);
});
