import type { TimeZone } from "./time-zone.js";
import type { MetricFamily, MetricSample } from "../kit/metrics/types.js";

/**
 * Prometheus text exposition (format 0.0.4: timestamps in integer milliseconds) and OpenMetrics 1.0 text
 * (timestamps in seconds, `# UNIT`, counters as `name_total` samples of a family without the suffix, `# EOF` last).
 *
 * Samples are written as records arrive, so memory stays bounded whatever the input's length: a family's HELP, TYPE
 * (and UNIT) lines come before its first sample, once; later samples of the family follow wherever they arrive,
 * after other families' (a sar day prints the CPU report of the whole day, then memory...; a live sar interleaves
 * them each second). OpenMetrics asks for each family's samples together; Prometheus' own parsers (promtool check
 * metrics, promtool tsdb create-blocks-from openmetrics, the scraper) read families in any order, which the tests
 * check with promtool. Grouping them would mean holding the whole input.
 */
export class PrometheusEncoder {
  private readonly described = new Set<string>();

  constructor(
    private readonly openMetrics: boolean,
    private readonly zone: TimeZone,
  ) {}

  /** The text of some samples; `extra` labels (the input's host, the caller's) are added to each. */
  encode(samples: readonly MetricSample[], extra: readonly (readonly [string, string])[]): string {
    let out = "";
    for (const sample of samples) {
      const f = sample.family;
      if (!this.described.has(f.name)) {
        this.described.add(f.name);
        out += this.header(f);
      }
      const labels = labelText(sample.labels, extra);
      const time = this.time(sample.timestamp);
      if (f.type === "summary") {
        for (const q of sample.quantiles ?? []) out += `${f.name}${labelText(sample.labels, extra, ["quantile", String(q.quantile)])} ${number(q.value)}${time}\n`;
        if (sample.sum !== undefined) out += `${f.name}_sum${labels} ${number(sample.sum)}${time}\n`;
        if (sample.count !== undefined) out += `${f.name}_count${labels} ${number(sample.count)}${time}\n`;
      } else if (f.type === "histogram") {
        for (const b of sample.buckets ?? []) out += `${f.name}_bucket${labelText(sample.labels, extra, ["le", number(b.le)])} ${number(b.count)}${time}\n`;
        out += `${f.name}_bucket${labelText(sample.labels, extra, ["le", "+Inf"])} ${number(sample.count ?? 0)}${time}\n`;
        if (sample.sum !== undefined) out += `${f.name}_sum${labels} ${number(sample.sum)}${time}\n`;
        out += `${f.name}_count${labels} ${number(sample.count ?? 0)}${time}\n`;
      } else out += `${f.name}${labels} ${number(sample.value)}${time}\n`;
    }
    return out;
  }

  /** What ends the output: `# EOF` for OpenMetrics. */
  end(): string {
    return this.openMetrics ? "# EOF\n" : "";
  }

  private header(f: MetricFamily): string {
    if (!this.openMetrics) return `# HELP ${f.name} ${f.help.replace(/\\/g, "\\\\").replace(/\n/g, "\\n")}\n# TYPE ${f.name} ${f.type}\n`;
    // OpenMetrics: a counter family is named without `_total` and its samples with it; a counter copied from an
    // exporter that has no `_total` (nginx_connections_accepted) keeps its sample name, as `unknown`.
    const counter = f.type === "counter" && f.name.endsWith("_total");
    const name = counter ? f.name.slice(0, -"_total".length) : f.name;
    const type = f.type === "counter" && !counter ? "unknown" : f.type;
    const help = f.help.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"');
    let out = `# TYPE ${name} ${type}\n`;
    if (f.unit && name.endsWith(`_${f.unit}`)) out += `# UNIT ${name} ${f.unit}\n`;
    return `${out}# HELP ${name} ${help}\n`;
  }

  private time(timestamp: string | undefined): string {
    if (timestamp === undefined) return "";
    const at = this.zone.instant(timestamp);
    if (!at) return "";
    if (!this.openMetrics) return ` ${at.seconds * 1000 + Math.floor(at.nanos / 1_000_000)}`;
    return at.nanos === 0 ? ` ${at.seconds}` : ` ${at.seconds}.${String(at.nanos).padStart(9, "0").replace(/0+$/, "")}`;
  }
}

/** `{a="1",b="x"}` (label values escaped), or "" for none. */
function labelText(labels: Readonly<Record<string, string>> | undefined, extra: readonly (readonly [string, string])[], last?: readonly [string, string]): string {
  let out = "";
  const add = (k: string, v: string): void => {
    out += `${out ? "," : ""}${k}="${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;
  };
  for (const [k, v] of extra) if (!labels || !(k in labels)) add(k, v);
  if (labels) for (const k in labels) add(k, labels[k]!);
  if (last) add(last[0], last[1]);
  return out ? `{${out}}` : "";
}

/** A number as Prometheus and OpenMetrics read it: the shortest text that gives the same double. */
export function number(v: number): string {
  if (Number.isNaN(v)) return "NaN";
  if (v === Infinity) return "+Inf";
  if (v === -Infinity) return "-Inf";
  return String(v);
}
