/**
 * The OTLP output against the OpenTelemetry semantic conventions' own YAML model (excerpts in
 * test/fixtures/semconv, source paths and commits in its README): every metric benchparse writes under a name the
 * model defines has the model's unit and instrument (gauge: Gauge; updowncounter: a non-monotonic cumulative Sum;
 * counter: a monotonic Sum; histogram: Histogram), only attributes the model lists for it, integer attributes as
 * integers, and enum attributes with the model's values, but for the few values the tools print that it has no
 * member for (listed below with why; semantic-convention enums are open).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePartial, toMetrics, type FormatName } from "../../src/index.js";
import { root, sampleFiles } from "../helpers/samples.js";
import { ExportMetricsServiceRequest } from "./otlp-schema.js";

const dir = join(root, "test", "fixtures", "semconv");
const read = (name: string): string => readFileSync(join(dir, name), "utf8");

/** The metric groups of a model file: name -> instrument, unit, attribute refs (a reader for these files' layout). */
function metricsOf(yaml: string): Map<string, { instrument: string; unit: string; attributes: string[] }> {
  const out = new Map<string, { instrument: string; unit: string; attributes: string[] }>();
  for (const group of yaml.split(/\n {2}- id: /).slice(1)) {
    const name = /\n {4}metric_name: (\S+)/.exec(group)?.[1];
    if (name === undefined) continue;
    out.set(name, {
      instrument: /\n {4}instrument: (\S+)/.exec(group)![1]!,
      unit: /\n {4}unit: "([^"]*)"/.exec(group)![1]!,
      attributes: [...group.matchAll(/\n {6}- ref: (\S+)/g)].map((m) => m[1]!),
    });
  }
  return out;
}

/** The attributes of registry files: id -> its type, and an enum's current (not deprecated) values. */
function attributesOf(yaml: string): Map<string, { type: string; values?: string[] }> {
  const out = new Map<string, { type: string; values?: string[] }>();
  for (const attr of yaml.split(/\n {6}- id: /).slice(1)) {
    const id = /^(\S+)/.exec(attr)![1]!;
    const simple = /^\S+\n {8}type: (\w+)/.exec(attr);
    if (simple) {
      out.set(id, { type: simple[1]! });
      continue;
    }
    const members = attr.split(/\n {12}- id: /).slice(1);
    out.set(id, { type: "enum", values: members.filter((m) => !/\n {14}deprecated:/.test(m)).map((m) => /value: '([^']*)'/.exec(m)![1]!) });
  }
  return out;
}

const MODEL = new Map([...metricsOf(read("system-metrics.yaml")), ...metricsOf(read("http-metrics.yaml"))]);
const ATTRIBUTES = new Map([...attributesOf(read("system-registry.yaml")), ...attributesOf(read("cpu-registry.yaml"))]);

/** Values the tools print that the model has no member for. */
const CUSTOM: Record<string, Record<string, string>> = {
  "cpu.mode": {
    softirq: "sar %soft, mpstat %soft, top si: the model counts no soft interrupts apart",
    guest: "sar %guest, mpstat %guest, vmstat gu: time running a guest",
    guest_nice: "sar %gnice, mpstat %gnice",
  },
  "system.memory.state": { buff_cache: "free and top print buffers and page cache as one figure (buff/cache)" },
};

/** OTLP of every sample of the formats that give system or HTTP-client metrics. */
const FORMATS: FormatName[] = ["sar", "mpstat", "iostat", "vmstat", "free", "top", "hey", "vegeta"];
interface Point {
  attributes?: { key: string; value: { stringValue?: string; intValue?: string } }[];
}
const written = new Map<string, { metric: Record<string, unknown>; file: string }[]>();
for (const format of FORMATS) {
  for (const file of sampleFiles(format, (p) => !/README\.md$|\.conf$|\.sh$/.test(p))) {
    const otlp = toMetrics(parsePartial(readFileSync(file, "utf8"), { format }).records, { output: "otlp", tz: "UTC", now: () => 1_700_000_000_000 });
    for (const line of otlp.split("\n").filter(Boolean)) {
      const request = ExportMetricsServiceRequest.parse(JSON.parse(line));
      for (const m of request.resourceMetrics.flatMap((r) => r.scopeMetrics.flatMap((s) => s.metrics))) {
        if (!MODEL.has(m.name)) continue;
        const list = written.get(m.name) ?? [];
        if (list.length < 200) list.push({ metric: m as unknown as Record<string, unknown>, file: file.slice(root.length + 1) });
        written.set(m.name, list);
      }
    }
  }
}

describe("OTLP against the semantic conventions' model", () => {
  it("the excerpts hold what this test reads", () => {
    expect(MODEL.get("system.memory.usage")).toEqual({ instrument: "updowncounter", unit: "By", attributes: ["system.memory.state"] });
    expect(MODEL.get("http.client.request.duration")).toMatchObject({ instrument: "histogram", unit: "s" });
    expect(ATTRIBUTES.get("system.memory.state")?.values).toEqual(["used", "free", "buffers", "cached"]);
    expect(ATTRIBUTES.get("cpu.mode")?.values).toEqual(["user", "system", "nice", "idle", "iowait", "interrupt", "steal"]);
    expect(ATTRIBUTES.get("cpu.logical_number")).toEqual({ type: "int" });
  });

  it("benchparse writes the model's system and HTTP-client metrics", () => {
    expect([...written.keys()].sort()).toEqual(
      expect.arrayContaining(["http.client.request.duration", "system.cpu.utilization", "system.memory.usage", "system.memory.utilization", "system.paging.usage", "system.paging.utilization"]),
    );
  });

  it.each([...MODEL.keys()].filter((n) => written.has(n)))("%s: unit, instrument, attributes and their values as the model says", (name) => {
    const model = MODEL.get(name)!;
    for (const { metric, file } of written.get(name)!) {
      expect(metric.unit, file).toBe(model.unit);
      const data = { gauge: metric.gauge, updowncounter: metric.sum, counter: metric.sum, histogram: metric.histogram }[model.instrument] as { dataPoints: Point[]; isMonotonic?: boolean; aggregationTemporality?: number } | undefined;
      expect(data, `${file}: ${name} as a ${model.instrument}`).toBeDefined();
      if (model.instrument === "updowncounter") expect([data!.isMonotonic ?? false, data!.aggregationTemporality], file).toEqual([false, 2]);
      if (model.instrument === "counter") expect(data!.isMonotonic, file).toBe(true);
      for (const p of data!.dataPoints) {
        for (const a of p.attributes ?? []) {
          // (the run's labels of a load test: tool, target, concurrency, run; no semantic convention names them)
          if (name === "http.client.request.duration") continue;
          expect(model.attributes, `${file}: ${name} attribute ${a.key}`).toContain(a.key);
          const def = ATTRIBUTES.get(a.key);
          if (def?.type === "int") expect(a.value.intValue, `${file}: ${a.key} an integer`).toMatch(/^\d+$/);
          if (def?.type === "enum") {
            const v = a.value.stringValue!;
            if (!def.values!.includes(v)) expect(CUSTOM[a.key]?.[v], `${file}: ${a.key}="${v}" is not in the model`).toBeDefined();
          }
        }
      }
    }
  });

  it("system.memory.usage: a non-monotonic Sum of integers by system.memory.state", () => {
    const { metric } = written.get("system.memory.usage")!.find((w) => w.file.includes("free/"))!;
    const sum = metric.sum as { isMonotonic: boolean; dataPoints: (Point & { asInt?: string })[] };
    expect(sum.isMonotonic).toBe(false);
    const states = sum.dataPoints.map((p) => p.attributes!.find((a) => a.key === "system.memory.state")?.value.stringValue);
    expect(states).toContain("used");
    for (const p of sum.dataPoints) expect(p.asInt).toMatch(/^\d+$/);
  });
});
