import type { MetricFamily, MetricType } from "./types.js";

/**
 * The Prometheus name of an OTel metric, as OpenTelemetry's Prometheus exporter translates it: dots become
 * underscores, the unit becomes a suffix (`By` -> `_bytes`, `s` -> `_seconds`, `1` -> `_ratio` for gauges,
 * `By/s` -> `_bytes_per_second`, `1/s` -> `_per_second`), annotations in braces (`{connection}`) are dropped, and a
 * monotonic counter ends in `_total`.
 *
 * @example
 * prometheusName("system.cpu.utilization", "1", "gauge")     //=> "system_cpu_utilization_ratio"
 * prometheusName("sar.disk.read", "By/s", "gauge")           //=> "sar_disk_read_bytes_per_second"
 * prometheusName("nginx.http.requests", "{request}", "counter") //=> "nginx_http_requests_total"
 */
export function prometheusName(otelName: string, unit: string, type: MetricType): string {
  let name = otelName.replace(/[^a-zA-Z0-9_:]/g, "_");
  const suffix = unitSuffix(unit, type);
  if (suffix && !name.endsWith(`_${suffix}`)) name += `_${suffix}`;
  if (type === "counter" && !name.endsWith("_total")) name += "_total";
  return name;
}

const UNIT_WORDS: Record<string, string> = { By: "bytes", s: "seconds", ms: "milliseconds", Hz: "hertz", Cel: "celsius", V: "volts", A: "amperes", W: "watts", m: "meters" };

/** The suffix of a UCUM unit: `By` -> bytes, `By/s` -> bytes_per_second, `1` -> ratio (gauges), `{x}` -> none. */
export function unitSuffix(unit: string, type: MetricType): string {
  if (unit === "1") return type === "gauge" ? "ratio" : "";
  const clean = unit.replace(/\{[^}]*\}/g, "");
  if (clean === "") return "";
  const [num, per] = clean.split("/");
  const words = [num && num !== "1" ? (UNIT_WORDS[num] ?? num) : "", per ? `per_${PER_WORDS[per] ?? UNIT_WORDS[per] ?? per}` : ""].filter(Boolean);
  return words.join("_");
}
const PER_WORDS: Record<string, string> = { s: "second", min: "minute", h: "hour" };

/** A family of our own, named the OTel way and translated for Prometheus (see prometheusName). */
export function family(type: MetricType, otelName: string, unit: string, help: string, source: string): MetricFamily {
  const name = prometheusName(otelName, unit, type);
  const suffix = unitSuffix(unit, type);
  return { name, type, help, ...(suffix ? { unit: suffix } : {}), otel: { name: otelName, unit }, source };
}

/**
 * A family whose Prometheus name is copied from an exporter (node_exporter, nginx-prometheus-exporter). Its OTLP name
 * is the same name, as the OpenTelemetry Collector's Prometheus receiver gives the exporter's series.
 */
export function borrowed(
  exporter: string,
  name: string,
  type: MetricType,
  otel: MetricFamily["otel"],
  help: string,
  source: string,
): MetricFamily {
  const unit = ["bytes", "seconds", "ratio"].find((u) => name.endsWith(`_${u}`) || name.endsWith(`_${u}_total`));
  return { name, type, help, ...(unit ? { unit } : {}), otel, source, borrowed: exporter };
}

/** node_exporter's meminfo gauge for a /proc/meminfo field: `node_memory_MemTotal_bytes`. */
export function nodeMemory(field: string, source: string): MetricFamily {
  return borrowed(
    "node_exporter",
    `node_memory_${field}_bytes`,
    "gauge",
    { name: `node_memory_${field}_bytes`, unit: "By" },
    `Memory information field ${field}_bytes (/proc/meminfo ${field}).`,
    source,
  );
}

/** node_exporter's load averages: node_load1, node_load5, node_load15. */
export function nodeLoad(minutes: 1 | 5 | 15, source: string): MetricFamily {
  return borrowed("node_exporter", `node_load${minutes}`, "gauge", { name: `node_load${minutes}`, unit: "" }, `${minutes}m load average.`, source);
}

/** A family of ours whose OTLP metric follows the semantic conventions further (OtelMetric: instrument, attribute keys). */
function semconv(f: MetricFamily, otel: Omit<MetricFamily["otel"], "name" | "unit">): MetricFamily {
  return { ...f, otel: { ...f.otel, ...otel } };
}
const CPU_ATTRIBUTES = { state: { key: "cpu.mode" }, cpu: { key: "cpu.logical_number", int: true } };
const MEMORY_STATE = { state: { key: "system.memory.state" } };
const PAGING_STATE = { state: { key: "system.paging.state" } };

/**
 * OTel's system.cpu.utilization (a ratio 0-1), with `cpu` and `state` labels (OTLP: `cpu.logical_number`, an integer,
 * and `cpu.mode`).
 */
export function cpuUtilization(source: string): MetricFamily {
  return semconv(family("gauge", "system.cpu.utilization", "1", "Share of CPU time in a state over the interval, 0-1 (the cpu label is absent for all CPUs together).", source), { attributes: CPU_ATTRIBUTES });
}

/**
 * OTel's system.memory.usage (bytes) with a `state` label (OTLP: an UpDownCounter, a non-monotonic Sum, attribute
 * `system.memory.state`), for what node_exporter has no field of /proc/meminfo for.
 */
export function memoryUsage(source: string): MetricFamily {
  return semconv(family("gauge", "system.memory.usage", "By", "Memory in use by state (used; buff_cache: buffers plus page cache, as free and top print them).", source), { instrument: "updowncounter", attributes: MEMORY_STATE });
}
export function memoryUtilization(source: string): MetricFamily {
  return semconv(family("gauge", "system.memory.utilization", "1", "Share of memory in a state, 0-1.", source), { attributes: MEMORY_STATE });
}
export function pagingUsage(source: string): MetricFamily {
  return semconv(family("gauge", "system.paging.usage", "By", "Swap space in use by state (used).", source), { instrument: "updowncounter", attributes: PAGING_STATE });
}
export function pagingUtilization(source: string): MetricFamily {
  return semconv(family("gauge", "system.paging.utilization", "1", "Share of swap space in a state, 0-1.", source), { attributes: PAGING_STATE });
}
