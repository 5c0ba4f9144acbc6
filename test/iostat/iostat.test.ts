/**
 * iostat's own cases: its JSON twin (`iostat -o JSON`, another run a moment apart: structure and the since-boot
 * values, which move little), jc's parser on the same captures (each difference the README names), edge cases.
 * The live tests need sysstat (and jc); outside CI a missing tool skips visibly, in CI it fails.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CPU_COLUMNS, DEVICE_COLUMNS } from "../../src/formats/iostat/columns.js";
import { detectIostat } from "../../src/formats/iostat/detect.js";
import type { IostatRecord } from "../../src/formats/iostat/schema.js";
import { detect, parse, safeParse } from "../../src/index.js";
import { inColumnUnit } from "../helpers/printed.js";
import { root, sample } from "../helpers/samples.js";
import { uncut } from "../helpers/uncut.js";

const inCI = process.env.CI === "true";
const has = (tool: string): boolean => spawnSync("sh", ["-c", `command -v ${tool}`]).status === 0;
const haveIostat = has("iostat");
const haveJc = has("jc");
if (!haveIostat && !inCI) console.warn("[iostat] iostat (sysstat) not installed: live JSON oracle tests skipped");
if (!haveJc && !inCI) console.warn("[iostat] jc not installed: jc comparison tests skipped");

type Json = Record<string, unknown>;
const run = (args: string[], env: Record<string, string> = {}): string =>
  execFileSync("iostat", args, { encoding: "utf8", env: { ...process.env, LC_ALL: "C", TZ: "UTC", ...env }, timeout: 20_000 });
const records = (text: string): IostatRecord[] => parse(text, { format: "iostat" }) as IostatRecord[];

/** The text column a JSON key stands for: iostat drops the `%` of `%util`, `%rrqm`, ... and of the avg-cpu columns. */
function columnOf(key: string, cpu: boolean): string {
  if (cpu) return `%${key}`;
  return /^(?:util|[rwd]rqm)$/.test(key) ? `%${key}` : key;
}

/** Compares a text run with a JSON run of the same options, a moment apart (the since-boot report). */
function compare(args: string[]): { checked: number; mismatches: string[] } {
  const recs = records(run(args));
  const host = (((JSON.parse(run([...args, "-o", "JSON"])) as Json).sysstat as Json).hosts as Json[])[0]!;
  const stat = (host.statistics as Json[])[0]!;
  const mismatches: string[] = [];
  let checked = 0;
  const header = recs.find((r) => r.kind === "header")!;
  const same = (what: string, a: unknown, b: unknown): void => {
    checked++;
    if (a !== b) mismatches.push(`${what}: text ${String(a)} json ${String(b)}`);
  };
  if (header.kind === "header") {
    same("hostname", header.hostname, host.nodename);
    same("os", header.os, host.sysname);
    same("release", header.kernelRelease, host.release);
    same("architecture", header.architecture, host.machine);
    same("cpus", header.cpuCount, host["number-of-cpus"]);
  }
  const near = (what: string, a: unknown, b: unknown): void => {
    checked++;
    if (typeof a !== "number" || typeof b !== "number" || Math.abs(a - b) > Math.max(0.03 * Math.abs(b), 0.06)) mismatches.push(`${what}: text ${String(a)} json ${String(b)}`);
  };
  const cpu = recs.find((r) => r.kind === "cpu");
  const jcpu = stat["avg-cpu"] as Json | undefined;
  expect(cpu === undefined, "an avg-cpu block in both or neither").toBe(jcpu === undefined);
  if (cpu?.kind === "cpu" && jcpu) for (const [k, v] of Object.entries(jcpu)) near(`avg-cpu ${k}`, inColumnUnit(cpu, CPU_COLUMNS, columnOf(k, true)), v);
  const devices = recs.filter((r) => r.kind === "device" && r.report === 1);
  const jdevices = (stat.disk as Json[] | undefined) ?? [];
  same("devices", devices.map((d) => d.kind === "device" && d.key).join(" "), jdevices.map((d) => d.disk_device).join(" "));
  for (const jd of jdevices) {
    const d = devices.find((r) => r.kind === "device" && r.key === jd.disk_device);
    if (d?.kind !== "device") continue;
    for (const [k, v] of Object.entries(jd)) if (k !== "disk_device") near(`${String(jd.disk_device)} ${k}`, inColumnUnit(d, DEVICE_COLUMNS, columnOf(k, false)), v);
  }
  return { checked, mismatches };
}

describe.skipIf(!haveIostat && !inCI)("iostat: text against its JSON twin (iostat -o JSON)", () => {
  const cases: string[][] = [["-x"], ["-d", "-k"], ["-d", "-m"], ["-c"], ["-x", "-p", "ALL"], ["-x", "-s"]];
  for (const args of cases) {
    it(`iostat ${args.join(" ")}`, () => {
      expect(haveIostat, "sysstat must be installed in CI").toBe(true);
      const { checked, mismatches } = compare(args);
      expect(mismatches).toEqual([]);
      expect(checked).toBeGreaterThan(5);
    });
  }

  it("the -t timestamp is the JSON's, with its offset under S_TIME_FORMAT=ISO", () => {
    const recs = records(run(["-t", "-c"], { S_TIME_FORMAT: "ISO" }));
    const json = JSON.parse(run(["-t", "-c", "-o", "JSON"], { S_TIME_FORMAT: "ISO" })) as Json;
    const ts = ((((json.sysstat as Json).hosts as Json[])[0]!.statistics as Json[])[0]!.timestamp as string).replace(/([+-]\d\d)(\d\d)$/, "$1:$2");
    const cpu = recs.find((r) => r.kind === "cpu")!;
    expect(Math.abs(Date.parse(cpu.kind === "cpu" ? cpu.timestamp! : "") - Date.parse(ts))).toBeLessThanOrEqual(2000);
  });

  it("kB are 1024 bytes, MB 1024 kB: one run's counters in both units agree", () => {
    const k = records(run(["-d", "-k"])).find((r) => r.kind === "device");
    const m = records(run(["-d", "-m"])).find((r) => r.kind === "device");
    if (k?.kind !== "device" || m?.kind !== "device") throw new Error("no device rows");
    // MB_read is kB_read / 1024 rounded down by iostat: the bytes agree within one MiB
    expect(Math.abs(k.readBytes! - m.readBytes!)).toBeLessThan(2 * 1024 * 1024);
    expect(k).not.toHaveProperty("otherColumns");
  });
});

describe.skipIf(!haveJc && !inCI)("iostat: jc --iostat on the same captures (README: what jc gets wrong)", () => {
  const jc = (file: string): Json[] => JSON.parse(execFileSync("jc", ["--iostat"], { input: sample(`iostat/${file}`), encoding: "utf8" })) as Json[];
  const ours = (file: string): IostatRecord[] => records(sample(`iostat/${file}`));

  it("-t: jc reads the timestamp line as a device named after the date; we give each report its timestamp", () => {
    expect(jc("iostat-t-x-1-3.txt").some((r) => r.device === "12/01/26")).toBe(true);
    expect(jc("iostat-synthetic-sysstat-11.7-t-x-svctm.txt").some((r) => r.device === "09/24/2021")).toBe(true);
    const recs = ours("iostat-synthetic-sysstat-11.7-t-x-svctm.txt");
    expect(recs.filter((r) => r.kind === "device").map((r) => r.kind === "device" && r.key)).toEqual(["sda", "nvme0n1p12", "sda", "nvme0n1p12"]);
    expect(recs.find((r) => r.kind === "cpu")).toMatchObject({ timestamp: "2021-09-24T13:20:09" });
  });

  it("decimal commas: jc reads 62,78 as 6278; we read 62.78", () => {
    const j = jc("iostat-locale-de_DE-x-t.txt").find((r) => r.type === "cpu")!;
    const o = ours("iostat-locale-de_DE-x-t.txt").find((r) => r.kind === "cpu")!;
    const printed = /avg-cpu:.*\n\s+(\d+),(\d+)/.exec(sample("iostat/iostat-locale-de_DE-x-t.txt"))!;
    expect(j.percent_user).toBe(Number(printed[1]! + printed[2]!));
    expect(o.kind === "cpu" && o.cpuUserPercent).toBe(Number(`${printed[1]}.${printed[2]}`));
  });

  it("-h (the device name last): jc finds no device; we read it, sizes as bytes", () => {
    expect(jc("iostat-h.txt").filter((r) => r.type === "device")).toEqual([]);
    expect(jc("iostat-x-h-1-2.txt").filter((r) => r.type === "device")).toEqual([]);
    const d = ours("iostat-h.txt").find((r) => r.kind === "device")!;
    expect(d).toMatchObject({ key: "vda" });
    expect(ours("iostat-x-h-1-2.txt").filter((r) => r.kind === "device")).toHaveLength(8);
  });

  it("sysstat 10-11 -h (the name on its own line): jc makes a device of the values line", () => {
    expect(jc("iostat-synthetic-sysstat-10-h-name-own-line.txt").some((r) => r.device === "3.21")).toBe(true);
    expect(ours("iostat-synthetic-sysstat-10-h-name-own-line.txt").filter((r) => r.kind === "device").map((r) => r.kind === "device" && [r.key, r.transfersPerSecond])).toEqual([["sda", 3.21], ["mapper/vg0-root", 2.9]]);
  });
});

describe("iostat edge cases", () => {
  it("detection: iostat's samples are iostat, sar's are not", () => {
    expect(detect(sample("iostat/iostat-x.txt"))?.format).toBe("iostat");
    expect(detectIostat(sample("sar/sar-locale-C.txt"))).toBe(0);
    expect(detect(sample("sar/sar-locale-C.txt"))?.format).toBe("sar");
  });

  it("CRLF line ends and no final newline read the same", () => {
    const t = sample("iostat/iostat-t-x-1-3.txt");
    const plain = records(t);
    expect(records(t.replace(/\n/g, "\r\n"))).toEqual(plain);
    expect(uncut(records(t.trimEnd()))).toEqual(plain);
  });

  it("a device row cut off is a located error", () => {
    const t = sample("iostat/iostat-x.txt").replace(/(\nvda(?:\s+\S+){5}).*/, "$1");
    const r = safeParse(t, { format: "iostat" });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.message).toMatch(/cut off/);
  });

  it("reports are counted without -t: a repeated device table starts the next one; -x -h's four tables are one", () => {
    const d = records(sample("iostat/iostat-d-k-1-3.txt")).filter((r) => r.kind === "device");
    expect(d.map((r) => r.kind === "device" && r.report)).toEqual([1, 2, 3]);
    const h = records(sample("iostat/iostat-x-h-1-2.txt")).filter((r) => r.kind === "device");
    expect(h.map((r) => r.kind === "device" && r.report)).toEqual([1, 1, 1, 1, 2, 2, 2, 2]);
  });

  it("the header date: decimal commas say day first (with a warning); the dateOrder option wins", () => {
    const fr = records(sample("iostat/iostat-locale-fr_FR-t.txt"))[0]!;
    expect(fr).toMatchObject({ date: "2026-12-01", dateOrder: "DMY", warnings: [expect.stringContaining("decimal commas")] });
    const opt = parse(sample("iostat/iostat-locale-fr_FR-t-dec0-d.txt"), { format: "iostat", dateOrder: "DMY" })[0];
    expect(opt).toMatchObject({ date: "2026-12-01", dateOrder: "DMY" });
    expect(opt).not.toHaveProperty("warnings");
    const tsFr = records(sample("iostat/iostat-locale-fr_FR-t.txt")).find((r) => r.kind === "cpu");
    expect(tsFr?.kind === "cpu" && tsFr.timestamp?.slice(0, 10)).toBe("2026-12-01");
  });

  it("a -g group's row is flagged", () => {
    const g = records(sample("iostat/iostat-g-group-x.txt")).filter((r) => r.kind === "device");
    expect(g.map((r) => r.kind === "device" && [r.key, r.group ?? false])).toEqual([["vda", false], ["grp", true]]);
  });

  it("the samples folder's README names every sample", () => {
    const readme = readFileSync(join(root, "samples", "iostat", "README.md"), "utf8");
    for (const f of execFileSync("ls", [join(root, "samples", "iostat")], { encoding: "utf8" }).split("\n").filter((n) => n.endsWith(".txt"))) expect(readme, f).toContain(f.replace(/\.txt$/, ""));
  });
});
