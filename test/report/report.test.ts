/** report(): rows, labels, inputs, and each output format (goldens for the fixture documents). */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extract } from "../../src/api/extract.js";
import { parse } from "../../src/api/parse.js";
import { buildReport, report, REPORT_FORMATS } from "../../src/api/report.js";
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
