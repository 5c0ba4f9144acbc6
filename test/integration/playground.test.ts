/**
 * The playground in a real browser: Debian's headless chromium driven by playwright-core (no browser download).
 * Builds the page with scripts/build-browser.mjs into a temporary directory, serves it from 127.0.0.1 (and opens it
 * from disk), pastes samples and checks the detected format, the JSON shown (equal to `parse` in Node) and the
 * ab/webbench summary. Skips with a message when /usr/bin/chromium is missing, except in CI, where it must run.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAYGROUND_FILES, writePlayground } from "../../src/commands/playground.js";
import { formatNames, parse, summarize, type AbRecord, type WebbenchRecord } from "../../src/index.js";
import { root, sample } from "../helpers/samples.js";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium && process.env.CI === "true") throw new Error(`${CHROMIUM} is missing and CI=true: install Debian's chromium (apt-get install -y chromium)`);
if (!haveChromium) console.warn(`[playground test] ${CHROMIUM} not found: the browser tests are skipped (apt-get install -y chromium)`);

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const TYPES: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8" };

describe.skipIf(!haveChromium)("playground in headless chromium", () => {
  let work: string;
  let dist: string;
  let built: string;
  let server: Server;
  let origin: string;
  let context: BrowserContext;
  /** Requests to anything but the local server or the page's own files. */
  const foreign: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "benchparse-playground-"));
    const build = spawnSync(process.execPath, [join(root, "scripts", "build-browser.mjs"), join(work, "dist")], { cwd: root, encoding: "utf8" });
    if (build.status !== 0) throw new Error(`scripts/build-browser.mjs failed:\n${build.stderr}`);
    dist = join(work, "dist");
    built = join(dist, "playground");

    server = createServer((req, res) => {
      const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname));
      if (path === "/blank.html") {
        res.writeHead(200, { "content-type": TYPES[".html"]! }).end("<!doctype html><title>blank</title>\n");
        return;
      }
      const file = join(dist, path);
      if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
    });
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

    context = await chromium.launchPersistentContext(join(work, "profile"), { executablePath: CHROMIUM, headless: true, args: ARGS });
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (url.startsWith(`${origin}/`) || url.startsWith("file://") || url.startsWith("blob:") || url.startsWith("data:")) return route.continue();
      foreign.push(url);
      return route.abort();
    });
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    await new Promise((ok) => (server ? server.close(ok) : ok(undefined)));
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const open = async (url: string): Promise<Page> => {
    const page = await context.newPage();
    page.on("pageerror", (err) => pageErrors.push(err.message));
    page.on("console", (msg) => {
      if (msg.type() === "error") pageErrors.push(msg.text());
    });
    await page.goto(url);
    await page.waitForSelector("body[data-state='empty']");
    return page;
  };

  /** Pastes `text` (one input event, as a paste makes) and waits for the page to show the result. */
  const paste = async (page: Page, text: string): Promise<void> => {
    await page.evaluate(() => delete document.body.dataset.state);
    await page.locator("#input").focus();
    await page.keyboard.insertText(text);
    await page.waitForSelector("body[data-state='ok'], body[data-state='error']");
  };

  const shownJson = async (page: Page): Promise<unknown> => JSON.parse((await page.locator("#json").textContent()) ?? "");

  it("served from 127.0.0.1: an ab run shows format ab, the records parse() returns and the summary", async () => {
    const text = sample("ab/ab-plain-n1000-c10.txt");
    const page = await open(`${origin}/playground/index.html`);
    await paste(page, text);
    expect(await page.locator("#detected").getAttribute("data-format")).toBe("ab");
    expect(await page.locator("#detected").textContent()).toMatch(/^ab \(confidence/);
    const expected = parse(text);
    expect(await shownJson(page)).toEqual(JSON.parse(JSON.stringify(expected)));
    expect((expected[0] as AbRecord).requestsPerSecond).toBe(10289.65);

    expect(await page.locator("#summary-section").isVisible()).toBe(true);
    const summary = summarize(expected[0] as AbRecord);
    const cell = (key: string) => page.locator(`#summary tbody td[data-key='${key}']`).first().textContent();
    expect(await cell("format")).toBe("ab");
    expect(await cell("target")).toBe(summary.target);
    expect(await cell("requestsPerSecond")).toBe("10,289.65");
    expect(await cell("successful")).toBe(summary.successful!.toLocaleString("en-US")); // 1,000
    await page.close();
  }, 60_000);

  it("opened from disk (file://, as `benchparse playground` writes it): webbench runs, free with a unit, and errors", async () => {
    const out = join(work, "written");
    expect(writePlayground(out, { from: built }).map((p) => p.slice(out.length + 1))).toEqual([...PLAYGROUND_FILES]);
    const page = await open(pathToFileURL(join(out, "index.html")).href);

    const webbench = sample("webbench/webbench-1.5-loop-3-runs-stdout-only.txt");
    await paste(page, webbench);
    expect(await page.locator("#detected").getAttribute("data-format")).toBe("webbench");
    const runs = parse(webbench) as WebbenchRecord[];
    expect(await shownJson(page)).toEqual(JSON.parse(JSON.stringify(runs)));
    expect(await page.locator("#summary tbody tr").count()).toBe(runs.length);
    expect(await page.locator("#summary tbody tr").first().locator("td[data-key='target']").textContent()).toBe(summarize(runs[0]!).target);

    const free = sample("free/procps-4.0.2-C-m.txt");
    await page.locator("#input").fill("");
    await page.selectOption("#free-unit", "MiB");
    await paste(page, free);
    expect(await page.locator("#detected").getAttribute("data-format")).toBe("free");
    expect(await shownJson(page)).toEqual(JSON.parse(JSON.stringify(parse(free, { unit: "MiB" }))));
    expect(await page.locator("#summary-section").isVisible()).toBe(false);

    await page.locator("#input").fill("");
    await page.selectOption("#format", "nginx-stub-status");
    await paste(page, "this is not tool output\n");
    expect(await page.locator("body").getAttribute("data-state")).toBe("error");
    const shown = (await shownJson(page)) as { error: { format: string; line: number; message: string } };
    expect(shown.error).toMatchObject({ format: "nginx-stub-status", line: 1 });
    expect(await page.locator("#status").textContent()).toContain(shown.error.message);
    await page.close();
  }, 60_000);

  it("dist/browser/benchparse.js is an ES module that parses in the browser as in Node", async () => {
    const page = await context.newPage();
    page.on("pageerror", (err) => pageErrors.push(err.message));
    await page.goto(`${origin}/blank.html`); // an empty page on the same origin, to import the module from
    const text = sample("nginx-stub-status/series-date-iseconds-ab-c10.txt");
    // A module script tag, not import() in page.evaluate: vitest would rewrite a dynamic import in this file.
    await page.addScriptTag({ type: "module", content: 'import * as lib from "/browser/benchparse.js"; window.benchparse = lib;' });
    await page.waitForFunction(() => "benchparse" in window);
    const result = await page.evaluate((text) => {
      const lib = (window as unknown as { benchparse: typeof import("../../src/index.js") }).benchparse;
      return { detected: lib.detect(text)!, records: lib.parse(text), names: lib.formatNames };
    }, text);
    expect(result.detected.format).toBe("nginx-stub-status");
    expect(result.records).toEqual(JSON.parse(JSON.stringify(parse(text))));
    expect(result.names).toEqual(formatNames);
    await page.close();
  }, 60_000);

  it("made no request outside the page and threw no error", () => {
    expect(foreign).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
