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
    [["-o", "yaml", SAR], /--output takes json, ndjson, csv, prometheus, openmetrics, influx, otlp, benchmark-action, bmf, got "yaml"/],
    [["--csv", "-o", "json", SAR], /choose one of/],
    [["-o", "influx", "--tz", "Mars/Olympus", SAR], /--tz: unknown time zone "Mars\/Olympus"/],
    [["--tz", "UTC", SAR], /--tz, --label and --time apply to the metric outputs/],
    [["--time", "2024-05-01T12:00:00Z", SAR], /--tz, --label and --time apply to the metric outputs/],
    [["-o", "openmetrics", "--time", "yesterday", SAR], /--time: "yesterday" is not an ISO 8601 date-time/],
    [["-o", "otlp", "--summary", SAR], /cannot be used with --pretty, --summary or --raw/],
    [["-o", "otlp", "--label", "9x=1", SAR], /"9x" is not a label name/],
    [["-o", "otlp", "--label", "novalue", SAR], /--label takes NAME=VALUE/],
  ])("usage error: %j", (args, message) => {
    const r = run(args as string[]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe("");
  });

  it("openmetrics of records without a time (an ab run) is an error that says so, unless --time gives one", () => {
    const AB = "samples/ab/ab-plain-n1000-c10.txt";
    const r = run(["-o", "openmetrics", AB]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/ab records have no time, and a sample without a timestamp cannot be backfilled .*--time/);
    expect(r.stdout).not.toMatch(/^loadtest_/m);
    // with --time every sample has it: 2024-05-01T12:00:00Z is 1714564800 s; --tz places a clock time
    const timed = run(["-o", "openmetrics", "--time", "2024-05-01T12:00:00Z", AB]);
    expect(timed.code).toBe(0);
    const samples = timed.stdout.split("\n").filter((l) => l !== "" && !l.startsWith("#"));
    expect(samples.length).toBeGreaterThan(5);
    for (const l of samples) expect(l).toMatch(/ 1714564800$/);
    const local = run(["-o", "openmetrics", "--time", "2024-05-01T14:00:00", "--tz", "Europe/Paris", AB]);
    expect(local.stdout).toMatch(/^loadtest_requests_per_second\{.*\} 10289\.65 1714564800$/m);
    // the other outputs take it too, and stay as they were without it (a sample without a time is theirs to place)
    expect(run(["-o", "influx", "--time", "2024-05-01T12:00:00Z", AB]).stdout).toMatch(/^loadtest,.* 1714564800000000000$/m);
    expect(run(["-o", "prometheus", AB]).code).toBe(0);
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
