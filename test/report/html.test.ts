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
import { extract } from "../../src/extract/index.js";
import { buildReport, report } from "../../src/report/index.js";
import { parse } from "../../src/index.js";
import { sample } from "../helpers/samples.js";
import { sharedDir, skipShared } from "../helpers/shared.js";

// CHROMIUM_PATH as in test/integration/playground.test.ts (CHROMIUM_PATH=/nonexistent shows the skip)
const CHROMIUM = (process.env.CHROMIUM_PATH !== undefined ? [process.env.CHROMIUM_PATH] : ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]).find((p) => existsSync(p));
if (!CHROMIUM && process.env.CI === "true") throw new Error("no chromium found and CI=true: install Debian's chromium (apt-get install -y chromium)");
if (!CHROMIUM) console.warn("[benchparse tests] no chromium found (apt-get install chromium): the HTML report browser test is skipped");

const fixture = (name: string): string => readFileSync(join(import.meta.dirname, "..", "extract", "fixtures", name), "utf8");

/**
 * Two targets at three concurrencies (5, 10, 20), like seed 000's campaign, made of real ab runs of samples/ab
 * labelled as two servers: 6 rows, one line of 3 points per target in each chart. Needs nothing beside the clone.
 */
function campaign(): { html: string; rows: number; targets: number } {
  const runs = (files: string[]) => files.flatMap((f) => parse(sample(`ab/${f}`), { format: "ab" }));
  const input = [
    { label: "apache", input: runs(["ab-small-n100-c5.txt", "ab-plain-n1000-c10.txt", "ab-oracle-n3000-c20.txt"]) },
    { label: "nginx", input: runs(["ab-ipv6-loopback-n200-c5.txt", "ab-keepalive-n1000-c10.txt", "ab-oracle-keepalive-n5000-c20.txt"]) },
  ];
  return { html: report(input, { format: "html", title: "two servers" }), rows: 6, targets: 2 };
}

/** Seed 000 (../shared/seeds): two targets at four concurrencies, webbench runs with atsar beside them. */
function seed000(): { html: string; rows: number; targets: number } {
  const result = extract(readFileSync(join(sharedDir, "seeds", "000_7ad4277bea7997bc.txt"), "utf8"));
  return { html: report(result, { format: "html", title: "seed 000" }), rows: 8, targets: 2 };
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

  /** The table and the charts of a campaign of several concurrencies: one line (a path and a point per row) per target. */
  async function checkCampaign({ html, rows, targets }: { html: string; rows: number; targets: number }): Promise<void> {
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
      expect(await chart.locator("circle.point").count()).toBe(rows);
      expect(await chart.locator("path.series").count()).toBe(targets);
    }
    const shot = await page.screenshot({ fullPage: true });
    expect(shot.length).toBeGreaterThan(10_000);
    expect(requests).toEqual([]);
    await page.close();
  }

  it("renders the table and a chart of each measure (requests/s, failed, latency percentiles), one line per target, without any network request", async () => {
    await checkCampaign(campaign());
  }, 60_000);

  it.skipIf(skipShared)("seed 000 (../shared/seeds): the same, with CPU and memory charts from atsar", async () => {
    await checkCampaign(seed000());
  }, 60_000);

  it("a hostile target (HTML in the host ab printed, as ../shared/repro/html-ab.txt) stays text: no element from it, no script run", async () => {
    const host = "evil<script>alert(1)</script><svg/onload=alert(2)>&amp;";
    const records = parse(sample("ab/ab-plain-n1000-c10.txt").replace("Server Hostname:        127.0.0.1", `Server Hostname:        ${host}`), { format: "ab" });
    const target = buildReport(records).rows[0]!.target;
    expect(target.startsWith(host)).toBe(true);
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.setContent(report(records, { format: "html", title: "<script>alert(3)</script>" }), { waitUntil: "load" });
    expect(await page.locator("script, svg:not(.chart), img").count()).toBe(0);
    expect(await page.locator("tbody td").first().textContent()).toBe(target);
    expect(await page.locator("h1").textContent()).toBe("<script>alert(3)</script>");
    expect(await page.locator("svg.chart text.legend").first().textContent()).toBe(target);
    expect(dialogs).toEqual([]);
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
