/** The README's table of every metric, made from the registry's mappings (FormatDefinition.metrics). */
import { formatNames, formats } from "../../src/formats/index.js";
import type { FormatMetrics } from "../../src/kit/metrics/types.js";

const cell = (s: string): string => s.replace(/\|/g, "\\|");

export function metricsTable(): string {
  const prom = ["| format | Prometheus name | type | OTLP name (unit) | source |", "| --- | --- | --- | --- | --- |"];
  const influx = ["| format | measurement | field | unit | source |", "| --- | --- | --- | --- | --- |"];
  for (const name of formatNames) {
    const m = formats[name].metrics as FormatMetrics | undefined;
    if (!m) continue;
    for (const f of m.families) {
      const type = f.borrowed ? `${f.type} (${f.borrowed})` : f.type;
      prom.push(`| \`${name}\` | \`${f.name}\` | ${type} | \`${f.otel.name}\` (${f.otel.unit ? `\`${f.otel.unit}\`` : "none"}) | ${cell(f.source)} |`);
    }
    for (const f of m.influxFields) influx.push(`| \`${name}\` | \`${f.measurement}\` | \`${cell(f.field)}\` | ${cell(f.unit)} | ${cell(f.source)} |`);
  }
  return `${prom.join("\n")}\n\nInflux line protocol:\n\n${influx.join("\n")}\n`;
}
