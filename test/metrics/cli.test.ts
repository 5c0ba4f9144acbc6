/** The CLI's metric outputs (dist/cli.js, built by npm test): options, the time zone note, errors. */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root, sampleFiles } from "../helpers/samples.js";

const cli = join(root, "dist", "cli.js");
const run = (args: string[], env: Record<string, string> = {}) => {
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: root, encoding: "utf8", env: { ...process.env, ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};
const SAR = "samples/sar/sar-A-C-comments-restart.txt";

describe("benchparse -o (metrics)", () => {
  it("openmetrics: timestamps in seconds, # EOF last; a note names the machine's zone when --tz is not given", () => {
    const r = run(["-o", "openmetrics", SAR], { TZ: "Europe/Paris" });
    expect(r.code).toBe(0);
    expect(r.stdout.endsWith("# EOF\n")).toBe(true);
    expect(r.stderr).toBe("benchparse: note: local clock times are read in Europe/Paris, this machine's time zone (--tz ZONE to choose)\n");
    const withTz = run(["-o", "openmetrics", "--tz", "+01:00", SAR] /* the log is of 30 November: CET */, { TZ: "UTC" });
    expect(withTz.stderr).toBe("");
    expect(withTz.stdout).toBe(r.stdout);
    expect(r.stdout).toMatch(/^system_cpu_utilization_ratio\{host="vm",state="user"\} 0\.4874 \d{10}$/m);
  });

  it("prometheus: timestamps in milliseconds, no # EOF; --label adds a label to every sample", () => {
    const r = run(["-o", "prometheus", "--tz", "UTC", "--label", "instance=web1:9100", SAR]);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/# EOF/);
    const samples = r.stdout.split("\n").filter((l) => l && !l.startsWith("#"));
    expect(samples.length).toBeGreaterThan(100);
    for (const l of samples) expect(l).toMatch(/^[a-zA-Z_:][a-zA-Z0-9_:]*\{host="vm",instance="web1:9100"[^}]*\} \S+ \d{13}$/);
  });

  it("-o ndjson and -o csv are --ndjson and --csv", () => {
    expect(run(["-o", "ndjson", SAR]).stdout).toBe(run(["--ndjson", SAR]).stdout);
    expect(run(["-o", "csv", SAR]).stdout).toBe(run(["--csv", SAR]).stdout);
    expect(run(["-o", "json", SAR]).stdout).toBe(run([SAR]).stdout);
    expect(run(["--csv", "-o", "csv", SAR]).code).toBe(0);
  });

  it.each([
    [["-o", "yaml", SAR], /--output takes json, ndjson, csv, prometheus, openmetrics, influx, otlp, got "yaml"/],
    [["--csv", "-o", "json", SAR], /choose one of/],
    [["-o", "influx", "--tz", "Mars/Olympus", SAR], /--tz: unknown time zone "Mars\/Olympus"/],
    [["--tz", "UTC", SAR], /--tz and --label apply to the metric outputs/],
    [["-o", "otlp", "--summary", SAR], /cannot be used with --pretty, --summary or --raw/],
    [["-o", "otlp", "--label", "9x=1", SAR], /"9x" is not a label name/],
    [["-o", "otlp", "--label", "novalue", SAR], /--label takes NAME=VALUE/],
  ])("usage error: %j", (args, message) => {
    const r = run(args as string[]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe("");
  });

  it("an input whose format has no metric mapping is said, and exits 1", () => {
    const file = sampleFiles("ab", (p) => p.endsWith(".tsv"))[0]!;
    const r = run(["-o", "prometheus", file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/ab-gnuplot records have no metric mapping/);
  });

  it("otlp: one ExportMetricsServiceRequest per line, the sar host as host.name", () => {
    const r = run(["-o", "otlp", "--tz", "UTC", SAR]);
    const lines = r.stdout.trim().split("\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      const req = JSON.parse(line);
      expect(req.resourceMetrics[0].resource.attributes).toEqual([{ key: "host.name", value: { stringValue: "vm" } }]);
      const points = req.resourceMetrics[0].scopeMetrics[0].metrics.flatMap((m: { gauge?: { dataPoints: unknown[] } }) => m.gauge?.dataPoints ?? []);
      expect(points.length).toBeLessThanOrEqual(1000);
    }
  });
});
