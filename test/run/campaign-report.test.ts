/**
 * A campaign end to end: two local nginx servers (one with keep-alive, one without: `keepalive_timeout 0`) x 3
 * concurrencies x 2 repeats of `wrk -d2s`, watched by mpstat, free and each server's stub_status page, run with
 * `benchparse run --campaign plan.json`; then `benchparse report` on the results. The table's figures are
 * recomputed from the runs' own records (wrk's requests/s and percentiles, mpstat's %usr and free's used in each
 * run's window); the HTML page is screenshot in headless Chromium and the image itself is checked: the table's
 * header band above the charts, one x and one y axis per chart, and each chart's legend swatches in the series'
 * colours. Needs the built CLI, nginx, wrk, sysstat, procps and chromium: missing ones skip visibly, fail in CI.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNginx, type Nginx } from "../conformance/nginx.js";
import { root } from "../helpers/samples.js";
import { readPng, rgb, type Image } from "./png.js";
import { requireTools } from "./processes.js";

const cli = join(root, "dist", "cli.js");
const ready = requireTools("benchparse run campaign", ["nginx", "wrk", "mpstat", "free", "chromium"]);

type Obj = Record<string, any>;
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const CONCURRENCY = [1, 4, 8];

describe.skipIf(!ready)("a campaign: run --campaign, then report (table, charts, screenshot)", () => {
  const servers: Nginx[] = [];
  let dir = "";
  let results: Obj;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "benchparse-campaign-"));
    servers.push(await startNginx("nginx", { files: { "index.html": "keep-alive\n" } }));
    servers.push(await startNginx("nginx", { files: { "index.html": "no keep-alive\n" }, server: ["keepalive_timeout 0;"] }));
    const plan = {
      tool: ["wrk", "-t1", "-c{concurrency}", "-d2s", "--latency", "{target}"],
      servers: servers.map((s, i) => ({ name: i === 0 ? "nginx" : "nginx-no-keepalive", targets: [s.url("/")], monitors: [`stub=${s.url("/status")}`] })),
      concurrency: CONCURRENCY,
      repeats: 2,
      monitors: ["mpstat", "free"],
    };
    writeFileSync(join(dir, "plan.json"), JSON.stringify(plan));
    const r = spawnSync(process.execPath, [cli, "run", "-q", "--campaign", join(dir, "plan.json"), "-o", join(dir, "results.json")], { encoding: "utf8", timeout: 120_000 });
    expect(r.status, r.stderr).toBe(0);
    results = JSON.parse(readFileSync(join(dir, "results.json"), "utf8"));
  }, 150_000);
  afterAll(async () => {
    for (const s of servers) await s.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("runs the matrix in order: server, concurrency, repeat", () => {
    expect(results.format).toBe("benchparse-campaign");
    expect(results.runs.map((r: Obj) => `${r.labels.server} ${r.labels.concurrency} ${r.labels.repeat}`)).toEqual(
      ["nginx", "nginx-no-keepalive"].flatMap((s) => CONCURRENCY.flatMap((c) => [1, 2].map((k) => `${s} ${c} ${k}`))),
    );
    for (const r of results.runs) {
      expect(r.summary.load.concurrency).toBe(Number(r.labels.concurrency));
      // each run's window lies after the one before it
      expect(Date.parse(r.startedAt)).toBeLessThan(Date.parse(r.endedAt));
    }
  });

  it("gives the table, its figures recomputed from the runs' own records", () => {
    const r = spawnSync(process.execPath, [cli, "report", "-f", "json", join(dir, "results.json")], { encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    const rows = JSON.parse(r.stdout).rows as Obj[];
    expect(rows.map((x) => `${x.target} ${x.concurrency} ${x.runs}`)).toEqual(["nginx", "nginx-no-keepalive"].flatMap((s) => CONCURRENCY.map((c) => `${s} ${c} 2`)));
    for (const row of rows) {
      const runs = results.runs.filter((x: Obj) => x.labels.server === row.target && Number(x.labels.concurrency) === row.concurrency);
      const wrk = runs.map((x: Obj) => x.load.find((l: Obj) => l.format === "wrk"));
      expect(row.requestsPerSecond).toBeCloseTo(mean(wrk.map((w: Obj) => w.requestsPerSecond)), 6);
      expect(row.requests).toBe(wrk.reduce((a: number, w: Obj) => a + w.requests, 0));
      for (const p of [50, 99]) {
        const got = row.latencyPercentiles.find((x: Obj) => x.percent === p).ms;
        expect(got).toBeCloseTo(mean(wrk.map((w: Obj) => w.latencyDistribution.find((d: Obj) => d.percent === p).ms)), 9);
      }
      const inWindow = (name: string): Obj[] => runs.flatMap((x: Obj) => x.monitors.find((m: Obj) => m.monitor === name).samples.filter((s: Obj) => s.window).map((s: Obj) => s.record));
      const cpu = inWindow("mpstat").filter((x) => x.key === "all").map((x) => x.cpuUsrPercent);
      expect(cpu.length).toBeGreaterThan(0);
      expect(row.cpuUserPercent).toBeCloseTo(mean(cpu), 9);
      const mem = inWindow("free").map((x) => x.memUsedBytes);
      expect(row.memUsedBytes).toBeCloseTo(mean(mem), 3);
    }
    // nginx without keep-alive accepts a connection per request: its status page saw many more
    const accepted = (server: string): number =>
      results.runs.filter((x: Obj) => x.labels.server === server).reduce((a: number, x: Obj) => {
        const s = x.monitors.find((m: Obj) => m.monitor === "nginx-stub-status").samples;
        return a + (s.at(-1).record.counters.acceptedConnections - s[0].record.counters.acceptedConnections);
      }, 0);
    expect(accepted("nginx-no-keepalive")).toBeGreaterThan(10 * accepted("nginx"));
  });

  it("draws the table and the charts: checked on a Chromium screenshot", { timeout: 90_000 }, () => {
    const html = join(dir, "report.html");
    const r = spawnSync(process.execPath, [cli, "report", "-f", "html", "-o", html, join(dir, "results.json")], { encoding: "utf8" });
    expect(r.status, r.stderr).toBe(0);
    const page = readFileSync(html, "utf8");
    const charts = page.match(/<svg /g)!.length;
    // requests/s, failed, latency, CPU user %, memory, the run's time line (CPU busy %) and its status page
    expect(charts).toBe(7);
    expect(page).toContain("Run time line: nginx-no-keepalive, concurrency 8");
    const png = join(dir, "report.png");
    const shot = spawnSync("chromium", ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=1400,2600", `--screenshot=${png}`, `file://${html}`], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(shot.status, shot.stderr).toBe(0);
    if (process.env.BENCHPARSE_KEEP_SCREENSHOT) writeFileSync(process.env.BENCHPARSE_KEEP_SCREENSHOT, readFileSync(png));
    const img = readPng(readFileSync(png));
    expect(img.width).toBe(1400);

    // the table: its header band (#f0f0f0 across most of the page's width, 15 rows or more: not a grid line's
    // anti-aliased #ddd), above every chart
    const band = tallestBand(rowsCounting(img, (x, y) => same(rgb(img, x, y), [240, 240, 240]), 600));
    expect(band.rows).toBeGreaterThanOrEqual(15);
    // each chart's axes: a y axis (236 px; the first points are drawn over it) whose foot meets an x axis (552 px;
    // a series of zeros, failed requests, is drawn over it): a corner per chart, below the table
    const corners = axisCorners(img, 200, 450);
    expect(corners.length).toBe(charts);
    expect(band.first + band.rows).toBeLessThan(Math.min(...corners.map((c) => c.top)));
    // legends: a 14x4 swatch per series; the first colour in every chart, the second in the five with two servers
    expect(swatches(img, [0x00, 0x72, 0xb2])).toBe(charts);
    expect(swatches(img, [0xd5, 0x5e, 0x00])).toBeGreaterThanOrEqual(5);
  });
});

const same = (c: number[], want: number[], tolerance = 2): boolean => c.every((v, i) => Math.abs(v - want[i]!) <= tolerance);
/**
 * Ink: dark (axis lines, #333 drawn on a pixel edge: two columns of #999; text) or a series' colour, also where
 * anti-aliased over a line; not the page, a grid line (#ddd) or the table's borders (#bbb).
 */
const inked = (c: number[]): boolean => Math.max(...c) < 165 || Math.max(...c) - Math.min(...c) > 20;

/**
 * The plots' corners: vertical lines of at least `tall` inked pixels (adjacent columns as one line) whose lowest
 * pixel has, within 3 rows, a horizontal line of at least `wide` inked pixels going right from it.
 */
function axisCorners(img: Image, tall: number, wide: number): { x: number; top: number; bottom: number }[] {
  const ink = (x: number, y: number): boolean => x < img.width && inked(rgb(img, x, y));
  const lines: { x: number; top: number; bottom: number }[] = [];
  for (let x = 0; x < img.width; x++) {
    let top = -1;
    for (let y = 0; y <= img.height; y++) {
      if (y < img.height && ink(x, y)) {
        if (top < 0) top = y;
        continue;
      }
      if (top >= 0 && y - top >= tall && !lines.some((l) => l.x === x - 1 && Math.abs(l.bottom - (y - 1)) <= 3)) lines.push({ x, top, bottom: y - 1 });
      else if (top >= 0 && y - top >= tall) lines.find((l) => l.x === x - 1 && Math.abs(l.bottom - (y - 1)) <= 3)!.x = x;
      top = -1;
    }
  }
  return lines.filter((l) => {
    for (let y = l.bottom - 3; y <= l.bottom + 3; y++) {
      let run = 0;
      for (let x = l.x - 3; x < l.x + wide + 3 && run < wide; x++) run = ink(x, y) ? run + 1 : 0;
      if (run >= wide) return true;
    }
    return false;
  });
}

/** The rows (y) with at least `count` pixels matching (a table's band, broken by its cells' borders). */
function rowsCounting(img: Image, test: (x: number, y: number) => boolean, count: number): number[] {
  const out: number[] = [];
  for (let y = 0; y < img.height; y++) {
    let n = 0;
    for (let x = 0; x < img.width; x++) if (test(x, y)) n++;
    if (n >= count) out.push(y);
  }
  return out;
}

/** The longest run of consecutive rows in a sorted list: its first row and length. */
function tallestBand(rows: number[]): { first: number; rows: number } {
  let best = { first: -1, rows: 0 };
  for (let i = 0; i < rows.length; ) {
    let j = i;
    while (j + 1 < rows.length && rows[j + 1] === rows[j]! + 1) j++;
    if (j - i + 1 > best.rows) best = { first: rows[i]!, rows: j - i + 1 };
    i = j + 1;
  }
  return best;
}

/** 14x4 blocks of the colour whose left neighbour is not of it (legend swatches). */
function swatches(img: Image, colour: number[]): number {
  let n = 0;
  for (let y = 0; y + 4 <= img.height; y++)
    for (let x = 1; x + 14 <= img.width; x++) {
      if (!same(rgb(img, x, y), colour, 3) || same(rgb(img, x - 1, y), colour, 3) || (y > 0 && same(rgb(img, x, y - 1), colour, 3))) continue;
      let all = true;
      for (let dy = 0; dy < 4 && all; dy++) for (let dx = 0; dx < 14 && all; dx++) all = same(rgb(img, x + dx, y + dy), colour, 3);
      if (all) n++;
    }
  return n;
}
