/**
 * The real consumers the metric tests feed: promtool (Debian's prometheus package) and InfluxDB 1.x (influxdb).
 * Outside CI a test that needs one is skipped with a visible message when it is absent; in CI (CI=true, both
 * installed by .ci/run) a missing one is a failure.
 */
import { spawnSync } from "node:child_process";

export const inCI = process.env.CI === "true";
const works = (bin: string, args: string[]): boolean => spawnSync(bin, args, { stdio: "ignore" }).status === 0;
const find = (candidates: (string | undefined)[], args: string[]): string | undefined => candidates.find((b) => b !== undefined && works(b, args));

export const promtool = find([process.env.PROMTOOL, "promtool", "/usr/bin/promtool"], ["--version"]);
export const influxd = find([process.env.INFLUXD, "influxd", "/usr/bin/influxd"], ["version"]);

export function requireTool(name: string, path: string | undefined): boolean {
  if (path) return true;
  if (inCI) throw new Error(`${name} is missing and CI=true: install Debian's prometheus and influxdb (.ci/run does)`);
  console.warn(`[benchparse metrics tests] SKIPPED: ${name} not found (apt-get install prometheus influxdb)`);
  return false;
}

/** promtool check metrics: its exit status and each finding (a line of its output). */
export function checkMetrics(text: string): { status: number | null; findings: string[] } {
  const r = spawnSync(promtool!, ["check", "metrics"], { input: text, encoding: "utf8", maxBuffer: 1 << 28 });
  const findings = `${r.stdout}${r.stderr}`.split("\n").filter((l) => l.trim() !== "");
  return { status: r.status, findings };
}
