/**
 * Every format of the registry (formats, from src/formats/index.ts): its metric mapping's families are named and
 * typed consistently, and every sample of the format gives Prometheus text that promtool reads, OTLP/JSON that the
 * proto's JSON mapping accepts, and well-formed Influx lines. A format without a mapping is named in the README.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatNames, formats, parsePartial, toMetrics } from "../../src/index.js";
import type { FormatMetrics, MetricFamily } from "../../src/kit/metrics/types.js";
import { root, sampleFiles } from "../helpers/samples.js";
import { ExportMetricsServiceRequest } from "./otlp-schema.js";
import { checkMetrics, promtool, requireTool } from "./tools.js";

const isInput = (p: string): boolean => !/(^|\/)(README|MANIFEST)\.md$|\.conf$|\.sh$|\.expected\.json$/.test(p);
const mapped = formatNames.filter((n) => formats[n].metrics !== undefined);
const unmapped = formatNames.filter((n) => formats[n].metrics === undefined);
const havePromtool = requireTool("promtool", promtool);

/** Every family any format can give, by name: one name is one type, help and unit everywhere. */
const allFamilies = new Map<string, MetricFamily>();

describe.each(mapped)("%s: metric mapping", (name) => {
  const m = formats[name].metrics as FormatMetrics;
  const files = sampleFiles(name, isInput);

  it("names its families as Prometheus allows, the same way wherever a name recurs", () => {
    expect(m.families.length).toBeGreaterThan(0);
    for (const f of m.families) {
      expect(f.name).toMatch(/^[a-zA-Z_:][a-zA-Z0-9_:]*$/);
      if (f.unit) expect(f.name.replace(/_total$/, "").endsWith(`_${f.unit}`), f.name).toBe(true);
      if (f.type === "counter" && !f.borrowed) expect(f.name).toMatch(/_total$/);
      const seen = allFamilies.get(f.name);
      if (seen) expect({ type: seen.type, help: seen.help, unit: seen.unit, otel: seen.otel }, f.name).toEqual({ type: f.type, help: f.help, unit: f.unit, otel: f.otel });
      else allFamilies.set(f.name, f);
    }
  });

  it("gives samples and points for some of its samples", () => {
    const some = files.some((file) => {
      const { records } = parsePartial(readFileSync(file, "utf8"), { format: name });
      return toMetrics(records, { output: "prometheus", tz: "UTC" }) !== "" && toMetrics(records, { output: "influx", tz: "UTC" }) !== "";
    });
    expect(some).toBe(true);
  });

  it.each(files.map((f) => [f.slice(root.length + 1), f]))("%s: OTLP/JSON follows the proto's JSON mapping, Influx lines are well formed", (_, file) => {
    const { records } = parsePartial(readFileSync(file, "utf8"), { format: name });
    const otlp = toMetrics(records, { output: "otlp", tz: "UTC", otlpBatch: 50, now: () => 1_700_000_000_000 });
    for (const line of otlp.split("\n").filter(Boolean)) {
      const request = ExportMetricsServiceRequest.parse(JSON.parse(line));
      const points = request.resourceMetrics.flatMap((r) => r.scopeMetrics.flatMap((s) => s.metrics.flatMap((x) => (x.gauge ?? x.sum ?? x.summary ?? x.histogram)!.dataPoints)));
      expect(points.length).toBeLessThanOrEqual(50);
    }
    const influx = toMetrics(records, { output: "influx", tz: "UTC" });
    for (const line of influx.split("\n").filter(Boolean)) expect(line).toMatch(/^[a-z_]+(,[^ ,=]+=(\\.|[^ ,=\\])+)* [^ ,=]+=-?[\d.e+-]+i?(,[^ ,=]+=-?[\d.e+-]+i?)*( \d+)?$/);
  });

  it.skipIf(!havePromtool).each(files.map((f) => [f.slice(root.length + 1), f]))("%s: promtool check metrics finds nothing but the borrowed names' own lint", (_, file) => {
    const { records } = parsePartial(readFileSync(file, "utf8"), { format: name });
    for (const output of ["prometheus"] as const) {
      const text = toMetrics(records, { output, tz: "UTC" });
      const { status, findings } = checkMetrics(text);
      // exit 3 = lint findings only (1 would be a text promtool could not read)
      expect(status === 0 || status === 3, findings.join("\n")).toBe(true);
      for (const finding of findings) {
        const family = allFamilies.get(finding.split(" ")[0]!) ?? m.families.find((f) => f.name === finding.split(" ")[0]);
        expect(family?.borrowed, finding).toBeDefined();
        // what promtool says of node_exporter's, nginx-prometheus-exporter's and apache_exporter's own output
        // (apache_exporter: apache_sent_kilobytes_total, apache_duration_ms_total, apache_cpu_time_ms_total)
        expect(finding).toMatch(/should be written in 'snake_case' not 'camelCase'|counter metrics should have "_total" suffix|^apache_\w+ (?:metric names should not contain abbreviated units|use base unit)/);
      }
    }
  });
});

describe("formats without a metric mapping", () => {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  it.each(unmapped)("%s is named in the README as having none", (name) => {
    const section = readme.slice(readme.indexOf("## Metrics"));
    // the sentence `No metric mapping: ... have none`, which may wrap over several lines
    const sentence = /No metric mapping:[\s\S]*?have none/.exec(section)?.[0] ?? "";
    expect(sentence).toContain(`\`${name}\``);
  });
});
