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

  /** Pixels of `colour` (#rrggbb, within a small tolerance for antialiasing) in a PNG, counted by the browser. */
  async function pixelsOf(png: Buffer, colour: string): Promise<number> {
    const page = await browser.newPage();
    try {
      return await page.evaluate(
        async ({ b64, hex }) => {
          const img = new Image();
          img.src = `data:image/png;base64,${b64}`;
          await img.decode();
          const canvas = document.createElement("canvas");
          canvas.width = img.width;
          canvas.height = img.height;
          const ctx = canvas.getContext("2d")!;
          ctx.drawImage(img, 0, 0);
          const data = ctx.getImageData(0, 0, img.width, img.height).data;
          const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
          let n = 0;
          for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < 24) n++;
          return n;
        },
        { b64: png.toString("base64"), hex: colour },
      );
    } finally {
      await page.close();
    }
  }

  const TITLES = ["Requests per second by concurrency", "Failed requests by concurrency", "Latency percentiles by concurrency", "CPU user % by concurrency", "Memory used by concurrency"];

  it("renders the table and a chart of each measure (requests/s, failed, latency percentiles, CPU, memory), one line per target, without any network request", async () => {
    const { html, rows, targets } = campaign();
    const page = await browser.newPage();
    const requests: string[] = [];
    await page.route("**/*", (route) => {
      requests.push(route.request().url());
      return route.abort();
    });
    await page.setContent(html, { waitUntil: "load" });
    expect(await page.locator("table tbody tr").count()).toBe(rows);
    const charts = page.locator("svg.chart");
    const titles = await charts.locator("> title").allTextContents();
    expect(titles.slice(0, 2)).toEqual(TITLES.slice(0, 2));
    expect(TITLES).toEqual(expect.arrayContaining(titles));
    for (let i = 0; i < 2; i++) {
      const chart = charts.nth(i);
      const box = await chart.boundingBox();
      expect(box?.width).toBeGreaterThan(300);
      expect(box?.height).toBeGreaterThan(200);
      expect(await chart.locator("text.legend").count()).toBe(targets);
      if (rows / targets > 1) {
        expect(await chart.locator("circle.point").count()).toBe(rows);
        expect(await chart.locator("path.series").count()).toBe(targets);
      }
    }
    const shot = await page.screenshot({ fullPage: true });
    expect(shot.length).toBeGreaterThan(10_000);
    expect(requests).toEqual([]);
    await page.close();
  }, 60_000);

  it("one concurrency: every chart draws bars (seen in its screenshot), counts have whole ticks, and CPU and memory are charted", async () => {
    // transcript.txt: ab and webbench at -c 10, with sar and free beside them; no failed request
    const html = report(extract(fixture("transcript.txt")), { format: "html" });
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.setContent(html, { waitUntil: "load" });
    const charts = page.locator("svg.chart");
    expect(await charts.locator("> title").allTextContents()).toEqual(TITLES);
    for (let i = 0; i < TITLES.length; i++) {
      const chart = charts.nth(i);
      expect(await chart.locator("circle.point").count(), TITLES[i]).toBe(0);
      expect(await chart.locator("rect.bar").count(), TITLES[i]).toBeGreaterThan(0);
      // a bar covers hundreds of pixels of its series' colour; a dot (what a one-point line was) about 40. The failed
      // requests are all 0 here: bars of no height
      if (i === 1) continue;
      const png = await chart.screenshot();
      expect(await pixelsOf(png, "#0072B2"), `${TITLES[i]}: pixels of the first series' colour`).toBeGreaterThan(400);
    }
    const failedTicks = await charts.nth(1).locator("text[text-anchor=end]").allTextContents();
    expect(failedTicks).toEqual(["0", "1"]);
    if (process.env.REPORT_SCREENSHOT) await page.screenshot({ path: process.env.REPORT_SCREENSHOT, fullPage: true });
    await page.close();
  }, 60_000);
});
