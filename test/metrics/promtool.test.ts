/**
 * The OpenMetrics output against Prometheus itself: `promtool tsdb create-blocks-from openmetrics` backfills a day of
 * `sar -A` (test/metrics/fixtures), and `promtool tsdb dump` of the blocks holds, for thousands of samples of many
 * families, the value sar printed (converted by the test's own rules: percent / 100, kB x 1024, ms / 1000) at the
 * row's clock time in the zone given (--tz +02:00 and Europe/Paris). A stub_status series too. The CLI is run as a
 * user would (dist/cli.js), writing a file.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "../../src/index.js";
import { printedCells } from "../helpers/printed.js";
import { root } from "../helpers/samples.js";
import { promtool, requireTool } from "./tools.js";

const have = requireTool("promtool", promtool);
const cli = join(root, "dist", "cli.js");
const dayText = gunzipSync(readFileSync(join(import.meta.dirname, "fixtures", "sar-A-day.txt.gz"))).toString("utf8");
const dir = mkdtempSync(join(tmpdir(), "benchparse-promtool-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Backfills OpenMetrics text made by the CLI from `input` and returns the dump: series text -> (ms -> value). */
function backfill(name: string, input: string, args: string[]): { dump: Map<string, Map<number, string>>; samples: number; om: string } {
  const inFile = join(dir, `${name}.txt`);
  writeFileSync(inFile, input);
  const r = spawnSync(process.execPath, [cli, "-o", "openmetrics", ...args, inFile], { encoding: "utf8", maxBuffer: 1 << 28 });
  expect(r.status, r.stderr).toBe(0);
  const om = r.stdout;
  expect(om.endsWith("# EOF\n")).toBe(true);
  const omFile = join(dir, `${name}.om`);
  writeFileSync(omFile, om);
  const blocks = join(dir, `${name}-blocks`);
  const created = spawnSync(promtool!, ["tsdb", "create-blocks-from", "openmetrics", omFile, blocks], { encoding: "utf8" });
  expect(created.status, created.stderr + created.stdout).toBe(0);
  mkdirSync(join(blocks, "wal"), { recursive: true }); // promtool 2.42's dump opens the WAL folder
  const dumped = spawnSync(promtool!, ["tsdb", "dump", blocks], { encoding: "utf8", maxBuffer: 1 << 30 });
  expect(dumped.status, dumped.stderr).toBe(0);
  const dump = new Map<string, Map<number, string>>();
  let samples = 0;
  for (const line of dumped.stdout.split("\n")) {
    const m = /^\{(.*)\} (\S+) (-?\d+)$/.exec(line);
    if (!m) continue;
    samples++;
    const labels = [...m[1]!.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:\\.|[^"\\])*)"/g)].map((x) => [x[1]!, x[2]!] as const);
    const key = seriesKey(Object.fromEntries(labels));
    let series = dump.get(key);
    if (!series) dump.set(key, (series = new Map()));
    series.set(Number(m[3]), m[2]!);
  }
  return { dump, samples, om };
}
const seriesKey = (labels: Record<string, string>): string =>
  Object.keys(labels)
    .sort()
    .map((k) => `${k}=${labels[k]}`)
    .join(",");

/** ms since 1970 of a `YYYY-MM-DDTHH:MM:SS` clock time at a fixed offset (minutes east of UTC). */
const at = (iso: string, offsetMinutes: number): number => Date.parse(`${iso}Z`) - offsetMinutes * 60_000;

describe.skipIf(!have)("promtool: a day of sar -A backfilled from OpenMetrics", () => {
  const records = parse(dayText, { format: "sar" });
  const header = records.find((r) => r.kind === "header")!;
  const rows = records.filter((r) => r.kind === "sample");
  // what sar printed (raw: true), the oracle of each sample
  const printed = printedCells(dayText, "sar", records);

  /** What the dump must hold for a row: [labels, value] per column the test knows how to convert. */
  function expected(row: (typeof rows)[number]): [Record<string, string>, number][] {
    const c = printed(row);
    const num = (k: string): number | undefined => (typeof c[k] === "number" ? (c[k] as number) : undefined);
    const out: [Record<string, string>, number][] = [];
    const host = { host: header.hostname! };
    const put = (name: string, labels: Record<string, string>, v: number | undefined): void => {
      if (v !== undefined) out.push([{ __name__: name, ...host, ...labels }, v]);
    };
    const pct = (k: string): number | undefined => (num(k) === undefined ? undefined : Number(`${c[k]}e-2`));
    const kb = (k: string): number | undefined => (num(k) === undefined ? undefined : num(k)! * 1024);
    if (row.section === "cpu-load") {
      const cpu: Record<string, string> = row.key === "all" ? {} : { cpu: row.key! };
      for (const [col, state] of [["%usr", "user"], ["%sys", "system"], ["%iowait", "iowait"], ["%steal", "steal"], ["%irq", "interrupt"], ["%soft", "softirq"], ["%idle", "idle"], ["%nice", "nice"], ["%guest", "guest"], ["%gnice", "guest_nice"]] as const)
        put("system_cpu_utilization_ratio", { ...cpu, state }, pct(col));
    } else if (row.section === "memory") {
      put("node_memory_MemFree_bytes", {}, kb("kbmemfree"));
      put("node_memory_MemAvailable_bytes", {}, kb("kbavail"));
      put("node_memory_Cached_bytes", {}, kb("kbcached"));
      put("node_memory_Dirty_bytes", {}, kb("kbdirty"));
      put("system_memory_usage_bytes", { state: "used" }, kb("kbmemused"));
      put("system_memory_utilization_ratio", { state: "used" }, pct("%memused"));
      put("sar_memory_mem_commit_ratio", {}, pct("%commit"));
    } else if (row.section === "queue") {
      put("node_load1", {}, num("ldavg-1"));
      put("node_load15", {}, num("ldavg-15"));
      put("sar_queue_run_queue_length", {}, num("runq-sz"));
      put("sar_queue_task", {}, num("plist-sz"));
    } else if (row.section === "net-dev") {
      put("sar_net_dev_rx_bytes_per_second", { device: row.key! }, kb("rxkB/s"));
      put("sar_net_dev_tx_packets_per_second", { device: row.key! }, num("txpck/s"));
      put("sar_net_dev_if_utilization_ratio", { device: row.key! }, pct("%ifutil"));
    } else if (row.section === "disk") {
      put("sar_disk_await_seconds", { device: row.key! }, num("await") === undefined ? undefined : Number(`${c.await}e-3`));
      put("sar_disk_utilization_ratio", { device: row.key! }, pct("%util"));
      put("sar_disk_read_bytes_per_second", { device: row.key! }, kb("rkB/s"));
    } else if (row.section === "paging") {
      put("sar_paging_page_faults_per_second", {}, num("fault/s"));
      put("sar_paging_vm_efficiency_ratio", {}, pct("%vmeff"));
    } else if (row.section === "process-and-context-switch") {
      put("sar_process_and_context_switch_context_switches_per_second", {}, num("cswch/s"));
    } else if (row.section === "cpu-frequency") {
      put("sar_cpu_frequency_frequency_hertz", row.key === "all" ? {} : { cpu: row.key! }, num("MHz") === undefined ? undefined : Number(`${c.MHz}e6`));
    }
    return out;
  }

  for (const [zone, offset] of [["+02:00", 120], ["Europe/Paris", 120]] as const) {
    it(`holds the exact values at the exact times (--tz ${zone})`, () => {
      const { dump, samples, om } = backfill(`day-${offset}`, dayText, ["--tz", zone]);
      // every sample written is in the blocks
      const written = om.split("\n").filter((l) => l !== "" && !l.startsWith("#")).length;
      expect(samples).toBe(written);
      expect(samples).toBeGreaterThan(50_000);
      let checked = 0;
      const families = new Set<string>();
      for (const row of rows) {
        const ms = at(row.timestamp!, offset);
        for (const [labels, value] of expected(row)) {
          const series = dump.get(seriesKey(labels));
          expect(series, seriesKey(labels)).toBeDefined();
          const got = series!.get(ms);
          expect(got, `${seriesKey(labels)} at ${row.timestamp}`).toBeDefined();
          expect(Number(got), `${seriesKey(labels)} at ${row.timestamp}`).toBe(value);
          checked++;
          families.add(labels.__name__!);
        }
      }
      expect(families.size).toBeGreaterThanOrEqual(20);
      expect(checked).toBeGreaterThan(5_000);
      // the first row (00:10:01 local) and the last, past midnight (00:00:01 of the next day)
      const cpu = dump.get(seriesKey({ __name__: "system_cpu_utilization_ratio", host: header.hostname!, state: "idle" }))!;
      expect([...cpu.keys()].sort((a, b) => a - b).at(0)).toBe(Date.parse("2026-06-14T22:10:01Z"));
      expect([...cpu.keys()].sort((a, b) => a - b).at(-1)).toBe(Date.parse("2026-06-15T22:00:01Z"));
      expect(cpu.size).toBe(144);
    });
  }
});

describe.skipIf(!have)("promtool: a stub_status series backfilled", () => {
  it("holds each page's counters and gauges at its time, under nginx-prometheus-exporter's names", () => {
    const text = readFileSync(join(root, "samples/nginx-stub-status/series-epoch-worker-connections-16-ab-k-c40.txt"), "utf8");
    const pages = parse(text, { format: "nginx-stub-status" }).filter((r) => r.kind === "page");
    const { dump } = backfill("stub", text, ["--tz", "UTC"]);
    expect(pages.length).toBe(5);
    for (const p of pages) {
      const ms = Math.floor(Date.parse(p.timestamp!));
      const get = (name: string): number => Number(dump.get(seriesKey({ __name__: name }))!.get(ms));
      expect(get("nginx_connections_active")).toBe(p.gauges.activeConnections);
      expect(get("nginx_connections_waiting")).toBe(p.gauges.waitingConnections);
      expect(get("nginx_connections_accepted")).toBe(p.counters.acceptedConnections);
      expect(get("nginx_connections_handled")).toBe(p.counters.handledConnections);
      expect(get("nginx_http_requests_total")).toBe(p.counters.requests);
    }
  });
});
