/** report(): rows, labels, inputs, and each output format (goldens for the fixture documents). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extract } from "../../src/extract/index.js";
import { parse } from "../../src/api/parse.js";
import { buildReport, report, REPORT_FORMATS } from "../../src/report/index.js";
import { targetLabel } from "../../src/report/labels.js";
import { monitorSamples } from "../../src/report/samples.js";
import { niceMax, yTicks } from "../../src/report/svg.js";
import { missingFormat } from "../extract/helpers.js";
import { expectGolden } from "../helpers/golden-file.js";
import { sample } from "../helpers/samples.js";

const fixture = (name: string): string => readFileSync(join(import.meta.dirname, "..", "extract", "fixtures", name), "utf8");
const EXT = { markdown: "md", csv: "csv", json: "json", html: "html" } as const;
const MIB = 1024 * 1024;

describe("target labels", () => {
  it.each([
    ["http://192.168.3.254:81/info.php", "192.168.3.254:81/info.php"],
    ["http://192.168.3.254/info.php", "192.168.3.254/info.php"],
    ["https://example.com", "example.com/"],
    ["https://[::1]:8443/a?b=1", "[::1]:8443/a?b=1"],
    ["localhost:8080/x", "localhost:8080/x"],
    [undefined, "(unknown target)"],
  ])("%s -> %s", (url, label) => expect(targetLabel(url)).toBe(label));
});

describe("monitor samples", () => {
  it("sar: the all-CPU rows' %user, not per-CPU rows, not the Average row", () => {
    const rows = parse(sample("sar/sar-live-u-1-3.txt"), { format: "sar" });
    expect(monitorSamples("sar", rows).map((s) => s.cpuUserPercent)).toEqual([0, 6.97, 8.59]);
  });
  it("free: its own used column (451 MiB: total - available in procps-ng 4.0.2), not total - free (668 MiB)", () => {
    const [rec] = parse(sample("free/procps-4.0.2-C-m.txt"), { format: "free", unit: "m" });
    expect(monitorSamples("free", [rec])).toEqual([{ format: "free", memUsedBytes: 451 * MIB, memSource: "free-used" }]);
  });
  it.skipIf(missingFormat("top"))("top: %Cpu(s) us, and the Mem line's own used of each frame (911.0 MiB), not total - free (1138.3)", () => {
    const frames = parse(sample("top/procps-ng-4.0.2-b-n3-d0.5.txt"), { format: "top" });
    const s = monitorSamples("top", frames);
    expect(s).toHaveLength(3);
    expect(s[0]).toMatchObject({ cpuUserPercent: 66.7, memSource: "top-used" });
    expect(s[0]!.memUsedBytes! / MIB).toBeCloseTo(911.0, 1);
  });
});

describe("report rows", () => {
  it.skipIf(missingFormat("sar"))("transcript: the ab row takes the CPU of the sar samples and the memory of free; webbench gets a row of its own", () => {
    const rows = buildReport(extract(fixture("transcript.txt"))).rows;
    expect(rows.map((r) => [r.target, r.concurrency, r.tool])).toEqual([
      ["127.0.0.1:8081/index.html", 10, "ab"],
      ["127.0.0.1:8081/index.html", 10, "webbench"],
    ]);
    const [ab, wb] = rows;
    expect(ab).toMatchObject({ requestsPerSecond: 10289.65, requests: 1000, successful: 1000, failed: 0, failureRate: 0, cpuSamples: 3, memSamples: 1 });
    expect(ab!.cpuUserPercent).toBeCloseTo((0 + 6.97 + 8.59) / 3, 10);
    expect(ab!.memUsedBytes).toBe(451 * MIB);
    expect(ab!.latencyPercentiles?.map((p) => p.percent)).toEqual([50, 66, 75, 80, 90, 95, 98, 99, 100]);
    expect(wb).toMatchObject({ requests: 61234, successful: 61234, failed: 0 });
    expect(wb!.requestsPerSecond).toBeCloseTo(61234 / 30, 10);
    expect(wb!.cpuUserPercent).toBeUndefined();
  });

  it("plain records from parse(): monitors that follow a run belong to it", () => {
    const records = [...parse(sample("ab/ab-small-n100-c5.txt")), ...parse(sample("free/procps-4.0.2-C-m.txt"), { format: "free", unit: "m" })];
    const [row] = buildReport(records).rows;
    expect(row).toMatchObject({ target: "127.0.0.1:8081/index.html", concurrency: 5, requestsPerSecond: 8891.26, memSamples: 1 });
  });

  it("labels: one for everything, a map by target, or per input", () => {
    const a = extract(sample("ab/ab-small-n100-c5.txt"));
    const b = extract(sample("ab/ab-plain-n1000-c10.txt"));
    expect(buildReport([a, b], { label: "nginx" }).rows.map((r) => r.target)).toEqual(["nginx", "nginx"]);
    expect(buildReport(a, { label: { "127.0.0.1:8081/index.html": "local" } }).rows[0]!.target).toBe("local");
    expect(buildReport(a, { label: { "http://127.0.0.1:8081/index.html": "by url" } }).rows[0]!.target).toBe("by url");
    expect(buildReport([{ label: "small", input: a }, { label: "plain", input: b }]).rows.map((r) => [r.target, r.concurrency])).toEqual([
      ["small", 5],
      ["plain", 10],
    ]);
  });

  it("a target without a URL is labelled as unknown, and its concurrency comes from the command when the tool did not print it", () => {
    const doc = "$ webbench -c 50 -t 10 http://h/x\nSpeed=600 pages/min, 100 bytes/sec.\nRequests: 100 susceed, 0 failed.\n";
    const [row] = buildReport(extract(doc)).rows;
    expect(row).toMatchObject({ target: "h/x", concurrency: 50, requests: 100 });
    expect(row!.requestsPerSecond).toBeCloseTo(10, 10);
  });

  it("no run: no rows; every format renders an empty report without failing", () => {
    expect(buildReport([]).rows).toEqual([]);
    for (const format of REPORT_FORMATS) expect(typeof report([], { format })).toBe("string");
  });

  it("an unknown format is an error", () => {
    expect(() => report([], { format: "pdf" as never })).toThrow(/unknown report format/);
  });

  it("niceMax rounds the chart's y axis up", () => {
    expect([niceMax(0), niceMax(943.47), niceMax(387), niceMax(12), niceMax(0.3)]).toEqual([1, 1000, 500, 20, 0.5]);
  });

  it("chart ticks: counts get whole numbers (every failed count 0: 0 and 1, not 0,0,0,1,1,1)", () => {
    expect([yTicks(0, true), yTicks(3, true), yTicks(7, true), yTicks(12, true), yTicks(1234, true)]).toEqual([[0, 1], [0, 1, 2, 3], [0, 2, 4, 6, 8], [0, 5, 10, 15], [0, 500, 1000, 1500]]);
    expect(yTicks(943.47)).toEqual([0, 200, 400, 600, 800, 1000]);
  });
});

describe.skipIf(["sar", "top"].some(missingFormat))("report goldens (fixture documents)", () => {
  for (const doc of ["transcript.txt", "ci.log", "blog.md", "flattened.md"]) {
    for (const format of REPORT_FORMATS) {
      it(`${doc} as ${format}`, () => {
        expectGolden(join(import.meta.dirname, "golden", `${doc}.${EXT[format]}`), report(extract(fixture(doc), { source: doc }), { format, title: doc }), "report");
      });
    }
  }
});

/**
 * What an input puts in a report's cells stays text (issue #39): the target comes from the URL or host the tool
 * printed, so a hostile run can hold HTML, Markdown, terminal escapes or a spreadsheet formula. The runs are real ab
 * and wrk output (samples/) with the host or URL replaced, as ../shared/repro/html-*.txt and esc-*.txt do.
 */
describe("report cells hold the input as text", () => {
  const HOST = "evil<script>alert(1)</script>|*x*_[a](b)`c`\x1b]0;PWNED\x07\u009b2J";
  const abRun = (host: string) => parse(sample("ab/ab-plain-n1000-c10.txt").replace("Server Hostname:        127.0.0.1", `Server Hostname:        ${host}`), { format: "ab" });

  /** The cells of a Markdown table row, split at the `|` that are not backslash-escaped, escapes undone. */
  const markdownCells = (line: string): string[] =>
    line
      .slice(2, -2)
      .split(/(?<!\\) \| /)
      .map((c) => c.replace(/\\(.)/g, "$1").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"));

  it("Markdown: no raw HTML, no extra column, no control character; the cell reads back as the target with its controls escaped", () => {
    const md = report(abRun(HOST));
    expect(md).not.toMatch(/<script|[\x00-\x08\x0b-\x1f\x7f-\x9f]/);
    const lines = md.trim().split("\n");
    const header = markdownCells(lines[0]!);
    const row = markdownCells(lines[2]!);
    expect(row).toHaveLength(header.length);
    // the label as report makes it (host:port/path), control characters shown as escapes (\x1b, \x07, \x9b)
    expect(row[0]).toBe("evil<script>alert(1)</script>|*x*_[a](b)`c`\\x1b]0;PWNED\\x07\\x9b2J:8081/index.html");
  });

  it("HTML: the target is escaped text (no element from the input, no control character)", () => {
    const html = report(abRun(HOST), { format: "html" });
    expect(html).not.toMatch(/<script|[\x00-\x08\x0b-\x1f\x7f-\x9f]/);
    expect(html).toContain("evil&lt;script&gt;alert(1)&lt;/script&gt;|*x*_[a](b)`c`\\x1b]0;PWNED\\x07\\x9b2J:8081/index.html");
  });

  it("CSV: a target that starts a formula (../shared/repro/csv-formula-ab.txt's host) gets a quote before it; controls are escaped", () => {
    const firstCell = (csv: string): string => csv.split("\r\n")[1]!.split(",")[0]!;
    expect(firstCell(report(abRun("=1+1"), { format: "csv" }))).toBe("'=1+1:8081/index.html");
    expect(firstCell(report(abRun("-2+3"), { format: "csv" }))).toBe("'-2+3:8081/index.html");
    expect(firstCell(report(abRun("host\x1b[2J"), { format: "csv" }))).toBe("host\\x1b[2J:8081/index.html");
    // numbers stay numbers: the concurrency and the rate
    const cells = report(abRun("=1+1"), { format: "csv" }).split("\r\n")[1]!.split(",");
    expect([cells[1], cells[4]]).toEqual(["10", "10289.65"]);
  });

  it("wrk: a URL with a quote and a script (../shared/repro/html-wrk.txt's form) stays in its cell", () => {
    const text = sample("wrk/wrk-latency-t2-c10-d3s.txt").replace(/Running (\S+) test @ \S+/, 'Running $1 test @ http://evil/"><script>alert(4)</script>');
    const md = report(parse(text, { format: "wrk" }));
    expect(md).not.toContain("<script");
    const lines = md.trim().split("\n");
    expect(markdownCells(lines[2]!)[0]).toBe('evil/"><script>alert(4)</script>');
    expect(markdownCells(lines[2]!)).toHaveLength(markdownCells(lines[0]!).length);
  });
});
