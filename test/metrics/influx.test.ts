/**
 * The line protocol against InfluxDB 1.x: the test starts its own influxd on 127.0.0.1 (free ports, a temporary
 * folder for meta, data and WAL; killed after), writes the line protocol of a sar -A day and of a stub_status series
 * over HTTP (/write) and reads every point back with /query, value by value, at its nanosecond timestamp, under
 * Telegraf's measurement, tag and field names.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "../../src/index.js";
import { freePort } from "../conformance/nginx.js";
import { printedCells } from "../helpers/printed.js";
import { expandGroup } from "../../src/formats/sysstat/row-group.js";
import { SAR_INTERRUPTS } from "../../src/formats/sar/spec.js";
import { root } from "../helpers/samples.js";
import { influxd, requireTool } from "./tools.js";

const have = requireTool("influxd", influxd);
const cli = join(root, "dist", "cli.js");
const dayText = gunzipSync(readFileSync(join(import.meta.dirname, "fixtures", "sar-A-day.txt.gz"))).toString("utf8");

describe.skipIf(!have)("InfluxDB 1.x: line protocol written and queried back", () => {
  let dir = "";
  let port = 0;
  let child: ChildProcess | undefined;
  const url = (path: string): string => `http://127.0.0.1:${port}${path}`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "benchparse-influx-"));
    port = await freePort();
    const rpc = await freePort();
    writeFileSync(
      join(dir, "influxdb.conf"),
      [
        "reporting-disabled = true",
        `bind-address = "127.0.0.1:${rpc}"`,
        "[meta]",
        `  dir = "${dir}/meta"`,
        "[data]",
        `  dir = "${dir}/data"`,
        `  wal-dir = "${dir}/wal"`,
        "  query-log-enabled = false",
        "[http]",
        "  enabled = true",
        `  bind-address = "127.0.0.1:${port}"`,
        "  log-enabled = false",
        "  max-body-size = 0",
        "[monitor]",
        "  store-enabled = false",
        "[continuous_queries]",
        "  enabled = false",
        "[subscriber]",
        "  enabled = false",
      ].join("\n"),
    );
    child = spawn(influxd!, ["run", "-config", join(dir, "influxdb.conf")], { stdio: ["ignore", "ignore", "pipe"] });
    let log = "";
    child.stderr!.on("data", (d: Buffer) => (log = (log + d.toString()).slice(-4000)));
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`influxd exited with ${child.exitCode}: ${log}`);
      try {
        if ((await fetch(url("/ping"))).status === 204) break;
      } catch {
        // not listening yet
      }
      if (i >= 200) throw new Error(`influxd did not answer /ping within 20 s: ${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await query("CREATE DATABASE bp", false);
  }, 30_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once("exit", r));
      child.kill("SIGTERM");
      const killed = setTimeout(() => child!.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(killed);
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function query(q: string, db = true): Promise<{ columns: string[]; values: unknown[][] }[]> {
    const res = await fetch(url(`/query?epoch=ns${db ? "&db=bp" : ""}&q=${encodeURIComponent(q)}`), { method: "POST" });
    expect(res.status).toBe(200);
    // times in ns pass 2^53: read them as text
    const body = JSON.parse((await res.text()).replace(/\[(-?\d{15,}),/g, '["$1",')) as { results: { series?: { name: string; columns: string[]; values: unknown[][] }[]; error?: string }[] };
    expect(body.results[0]!.error).toBeUndefined();
    return body.results[0]!.series ?? [];
  }

  /** The CLI's line protocol of a file, written to the database; returns the lines. */
  async function write(name: string, text: string, args: string[]): Promise<string[]> {
    const file = join(dir, `${name}.txt`);
    writeFileSync(file, text);
    const r = spawnSync(process.execPath, [cli, "-o", "influx", ...args, file], { encoding: "utf8", maxBuffer: 1 << 28 });
    expect(r.status, r.stderr).toBe(0);
    const res = await fetch(url("/write?db=bp"), { method: "POST", body: r.stdout });
    expect(res.status, await res.text()).toBe(204);
    return r.stdout.split("\n").filter(Boolean);
  }

  /** time (ns, as text) -> row, for a query whose first column is time. */
  const byTime = (series: { columns: string[]; values: unknown[][] }[]): Map<string, Record<string, unknown>> => {
    const out = new Map<string, Record<string, unknown>>();
    for (const s of series) for (const v of s.values) out.set(String(v[0]), Object.fromEntries(s.columns.map((c, i) => [c, v[i]])));
    return out;
  };

  it("a sar -A day: every cpu_util, mem_util, queue and network row, each column as sar printed it", async () => {
    const lines = await write("day", dayText, ["--tz", "+02:00"]);
    const count = await query("SELECT count(pct_idle) FROM cpu_util");
    const records = parse(dayText, { format: "sar" });
    const host = records.find((r) => r.kind === "header")!.hostname;
    const rows = records.filter((r) => r.kind === "sample");
    // what sar printed (raw: true): the oracle of each Influx field, in sar's own unit
    const printed = printedCells(dayText, "sar", records);
    expect(count[0]!.values[0]![1]).toBe(rows.filter((r) => r.section === "cpu-load").length);
    const ns = (iso: string): string => `${(Date.parse(`${iso}Z`) - 2 * 3600_000) / 1000}000000000`;
    expect(lines[0]).toMatch(/^cpu_util,device=all,host=\S+ pct_usr=[\d.]+,.* \d{19}$/);
    let checked = 0;
    for (const [section, measurement, fields] of [
      ["cpu-load", "cpu_util", ["%usr", "%sys", "%iowait", "%idle", "%soft"]],
      ["memory", "mem_util", ["kbmemfree", "kbavail", "kbmemused", "%memused", "kbcached", "%commit"]],
      ["queue", "queue", ["runq-sz", "plist-sz", "ldavg-1", "ldavg-5", "blocked"]],
      ["net-dev", "network", ["rxpck/s", "txpck/s", "rxkB/s", "%ifutil"]],
      ["disk", "disk", ["tps", "rkB/s", "await", "%util"]],
      ["paging", "paging", ["pgpgin/s", "fault/s", "%vmeff"]],
    ] as const) {
      const want = rows.filter((r) => r.section === section);
      expect(want.length).toBeGreaterThan(0);
      const select = fields.map((f) => `"${f.replace(/%/g, "pct_").replace(/\//g, "_per_")}"`).join(", ");
      for (const key of new Set(want.map((r) => r.key))) {
        const where = key !== undefined ? ` AND "device" = '${key}'` : "";
        const got = byTime(await query(`SELECT ${select} FROM "${measurement}" WHERE "host" = '${host}'${where}`));
        const mine = want.filter((r) => r.key === key);
        expect(got.size, `${measurement} ${key}`).toBe(mine.length);
        for (const r of mine) {
          const row = got.get(ns(r.timestamp!));
          expect(row, `${measurement} ${key} at ${r.timestamp}`).toBeDefined();
          for (const f of fields) {
            const cell = printed(r)[f];
            if (cell === undefined) continue;
            expect(row![f.replace(/%/g, "pct_").replace(/\//g, "_per_")], `${measurement} ${key} ${f} at ${r.timestamp}`).toBe(cell);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(3000);
    // (a point per row sar printed: a sample's interrupts record, one per sample, is a point per interrupt)
    const points = rows.filter((r) => r.section !== "unknown").reduce((n, r) => n + (expandGroup(r as unknown as Record<string, unknown>, SAR_INTERRUPTS)?.length ?? 1), 0);
    expect(points).toBeGreaterThan(rows.length);
    expect(lines.length).toBe(points);
  });

  it.each([
    ["series-epoch-worker-connections-16-ab-k-c40.txt", "8080"],
    ["series-epoch-ns-oracle-ab-n5000-c10-then-k.txt", "8081"], // `date +%s.%N`: times to the nanosecond
  ])("a stub_status series (%s): Telegraf's nginx fields, integers", async (name, port) => {
    const text = readFileSync(join(root, "samples/nginx-stub-status", name), "utf8");
    await write(`stub-${port}`, text, ["--tz", "UTC", "--label", "server=127.0.0.1", "--label", `port=${port}`]);
    const pages = parse(text, { format: "nginx-stub-status" }).filter((r) => r.kind === "page");
    const got = byTime(await query(`SELECT active, accepts, handled, requests, reading, writing, waiting FROM nginx WHERE server = '127.0.0.1' AND port = '${port}'`));
    expect(got.size).toBe(pages.length);
    for (const p of pages) {
      const t = p.timestamp!;
      const frac = /\.(\d+)/.exec(t)?.[1] ?? "";
      const ns = `${Math.floor(Date.parse(t) / 1000)}${frac.padEnd(9, "0").slice(0, 9)}`;
      expect(got.get(ns), t).toEqual({
        time: ns,
        active: p.gauges.activeConnections,
        accepts: p.counters.acceptedConnections,
        handled: p.counters.handledConnections,
        requests: p.counters.requests,
        reading: p.gauges.readingConnections,
        writing: p.gauges.writingConnections,
        waiting: p.gauges.waitingConnections,
      });
    }
    // integer fields, as Telegraf writes them
    const types = await query("SHOW FIELD KEYS FROM nginx");
    expect(new Set(types[0]!.values.map((v) => v[1]))).toEqual(new Set(["integer"]));
  });
});
