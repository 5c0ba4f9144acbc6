/**
 * The report as one self-contained HTML page: inline CSS, the table, and inline SVG charts against concurrency, one
 * line per target (bars when there is one concurrency): requests per second, failed requests, the table's latency
 * percentiles, CPU user % and memory used, each when some row has it. No script, no external resource: it opens the same
 * without a network.
 */
import type { ReportRow } from "./rows.js";
import { latencyText, TABLE_PERCENTILES, tableColumns } from "./columns.js";
import { escapeXml, lineChart, type Series } from "./svg.js";

const MIB = 1024 * 1024;

/** One series per target (per target and tool when the table has several tools: ab and webbench rows of one URL). */
function seriesOf(rows: ReportRow[], value: (r: ReportRow) => number | undefined): Series[] {
  const byTarget = new Map<string, Series>();
  const tools = new Set(rows.map((r) => r.tool)).size > 1;
  for (const r of rows) {
    const y = value(r);
    if (r.concurrency === null || y === undefined) continue;
    const name = tools ? `${r.target} (${r.tool})` : r.target;
    const s = byTarget.get(name) ?? { name, points: [] };
    s.points.push({ x: r.concurrency, y });
    byTarget.set(name, s);
  }
  return [...byTarget.values()];
}

/** `more`: charts added after the table's (a run's time line, from `run`'s results). */
export function toHtml(rows: ReportRow[], notes: string[], title: string, more: readonly string[] = []): string {
  const cols = tableColumns(rows);
  const table = [
    "<table>",
    `<thead><tr>${cols.map((c) => `<th${c.numeric ? ' class="num"' : ""}>${escapeXml(c.title)}</th>`).join("")}</tr></thead>`,
    "<tbody>",
    ...rows.map((r) => `<tr>${cols.map((c) => `<td${c.numeric ? ' class="num"' : ""}>${escapeXml(c.display(r))}</td>`).join("")}</tr>`),
    "</tbody>",
    "</table>",
  ].join("\n");
  const charts: string[] = [];
  const rps = seriesOf(rows, (r) => r.requestsPerSecond);
  if (rps.length) charts.push(lineChart(rps, { title: "Requests per second by concurrency", xLabel: "concurrency", yLabel: "requests/s" }));
  const failed = seriesOf(rows, (r) => r.failed);
  if (failed.length) charts.push(lineChart(failed, { title: "Failed requests by concurrency", xLabel: "concurrency", yLabel: "failed requests", format: (y) => String(Math.round(y)), integer: true }));
  // the table's percentiles, one line per target and percentile
  const latency = TABLE_PERCENTILES.flatMap((p) =>
    seriesOf(rows, (r) => r.latencyPercentiles?.find((x) => x.percent === p)?.ms ?? undefined).map((s) => ({ ...s, name: `${s.name} p${p}` })),
  );
  if (latency.length) charts.push(lineChart(latency, { title: "Latency percentiles by concurrency", xLabel: "concurrency", yLabel: "ms", format: latencyText }));
  const cpu = seriesOf(rows, (r) => r.cpuUserPercent);
  if (cpu.length) charts.push(lineChart(cpu, { title: "CPU user % by concurrency", xLabel: "concurrency", yLabel: "CPU user %" }));
  const mem = seriesOf(rows, (r) => (r.memUsedBytes === undefined ? undefined : r.memUsedBytes / MIB));
  if (mem.length) charts.push(lineChart(mem, { title: "Memory used by concurrency", xLabel: "concurrency", yLabel: "MiB" }));
  charts.push(...more);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #222; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid #bbb; padding: 0.3rem 0.6rem; }
th { background: #f0f0f0; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.charts { display: flex; flex-wrap: wrap; gap: 2rem; }
ul.notes { color: #555; font-size: 0.9rem; }
</style>
</head>
<body>
<h1>${escapeXml(title)}</h1>
${rows.length ? table : "<p>No load-test runs found.</p>"}
${notes.length ? `<ul class="notes">\n${notes.map((n) => `<li>${escapeXml(n)}</li>`).join("\n")}\n</ul>` : ""}
<div class="charts">
${charts.join("\n")}
</div>
</body>
</html>
`;
}
