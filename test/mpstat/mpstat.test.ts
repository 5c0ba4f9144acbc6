/**
 * mpstat's own cases: its JSON twin (`mpstat -o JSON`: another run a moment apart; without an interval mpstat prints
 * the since-boot figures, which move little between two runs), jc's parser on the same captures (each difference the
 * README names), edge cases. The live tests need sysstat (and jc); outside CI a missing tool skips visibly, in CI it
 * fails.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { SECTIONS } from "../../src/formats/mpstat/columns.js";
import type { MpstatRecord } from "../../src/formats/mpstat/schema.js";
import { detectMpstat } from "../../src/formats/mpstat/detect.js";
import { detectSar } from "../../src/formats/sar/detect.js";
import { detect, parse, parseStream } from "../../src/index.js";
import { inColumnUnit } from "../helpers/printed.js";
import { sample } from "../helpers/samples.js";
import { uncut } from "../helpers/uncut.js";

const inCI = process.env.CI === "true";
const has = (tool: string): boolean => spawnSync("sh", ["-c", `command -v ${tool}`]).status === 0;
const haveMpstat = has("mpstat");
const haveJc = has("jc");
if (!haveMpstat && !inCI) console.warn("[mpstat] mpstat (sysstat) not installed: live JSON oracle tests skipped");
if (!haveJc && !inCI) console.warn("[mpstat] jc not installed: jc comparison tests skipped");

type Json = Record<string, unknown>;
const run = (args: string[], env: Record<string, string> = {}): string =>
  execFileSync("mpstat", args, { encoding: "utf8", env: { ...process.env, LC_ALL: "C", TZ: "UTC", ...env }, timeout: 20_000 });
const records = (text: string): MpstatRecord[] => parse(text, { format: "mpstat" }) as MpstatRecord[];
/** The sample rows of one report, with their typed fields readable by name (the union is on `section`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads fields of several sections by name
type Row = Extract<MpstatRecord, { kind: "sample" }> & Record<string, any>;
const samples = (recs: MpstatRecord[], section: string): Row[] => recs.filter((r) => r.kind === "sample" && r.section === section) as Row[];

describe.skipIf(!haveMpstat && !inCI)("mpstat: text against its JSON twin (mpstat -o JSON, since boot)", () => {
  const near = (mismatches: string[], what: string, a: unknown, b: unknown): void => {
    if (typeof a !== "number" || typeof b !== "number" || Math.abs(a - b) > Math.max(0.03 * Math.abs(b), 0.06)) mismatches.push(`${what}: text ${String(a)} json ${String(b)}`);
  };
  const jsonStat = (args: string[]): { host: Json; stat: Json } => {
    const host = (((JSON.parse(run([...args, "-o", "JSON"])) as Json).sysstat as Json).hosts as Json[])[0]!;
    return { host, stat: (host.statistics as Json[])[0]! };
  };

  it("mpstat -P ALL: header, CPUs and every CPU column", () => {
    expect(haveMpstat, "sysstat must be installed in CI").toBe(true);
    const recs = records(run(["-P", "ALL"]));
    const { host, stat } = jsonStat(["-P", "ALL"]);
    expect(recs[0]).toMatchObject({ kind: "header", hostname: host.nodename, os: host.sysname, kernelRelease: host.release, architecture: host.machine, cpuCount: host["number-of-cpus"] });
    const rows = samples(recs, "cpu-load");
    const json = stat["cpu-load"] as Json[];
    expect(rows.map((r) => r.key)).toEqual(json.map((j) => j.cpu));
    const mismatches: string[] = [];
    for (const j of json) {
      const r = rows.find((x) => x.key === j.cpu)!;
      for (const [k, v] of Object.entries(j)) if (k !== "cpu") near(mismatches, `cpu ${String(j.cpu)} ${k}`, inColumnUnit(r, SECTIONS[0].columns, `%${k}`), v);
    }
    expect(mismatches).toEqual([]);
  });

  it("mpstat -I SUM -P ALL and -n: intr/s and the node report", () => {
    const mismatches: string[] = [];
    const sum = samples(records(run(["-I", "SUM", "-P", "ALL"])), "interrupts");
    for (const j of jsonStat(["-I", "SUM", "-P", "ALL"]).stat["sum-interrupts"] as Json[]) near(mismatches, `intr ${String(j.cpu)}`, sum.find((r) => r.key === j.cpu)?.interruptsPerSecond, j.intr);
    const node = samples(records(run(["-n"])), "node-load");
    for (const j of jsonStat(["-n"]).stat["node-load"] as Json[]) near(mismatches, `node ${String(j.node)} usr`, node.find((r) => r.key === j.node)?.cpuUsrPercent, j.usr);
    expect(mismatches).toEqual([]);
    expect(sum.length).toBeGreaterThan(1);
  });

  it("mpstat -I CPU and -I SCPU: one column per interrupt, named as the JSON names them", () => {
    const mismatches: string[] = [];
    for (const [flag, key, section] of [["CPU", "individual-interrupts", "interrupts-per-cpu"], ["SCPU", "soft-interrupts", "soft-interrupts"]] as const) {
      const rows = samples(records(run(["-I", flag])), section);
      for (const j of jsonStat(["-I", flag]).stat[key] as Json[]) {
        const r = rows.find((x) => x.key === j.cpu);
        for (const i of j.intr as Json[]) near(mismatches, `${flag} cpu ${String(j.cpu)} ${String(i.name)}`, r?.otherColumns?.[`${String(i.name)}/s`], i.value);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe.skipIf(!haveJc && !inCI)("mpstat: jc --mpstat on the same captures (README: what jc gets wrong)", () => {
  const jc = (file: string): Json[] => JSON.parse(execFileSync("jc", ["--mpstat"], { input: sample(`mpstat/${file}`), encoding: "utf8" })) as Json[];

  it("a translated Average label: jc keeps `Durchschn.:` as the row's time; we give a summary row", () => {
    const j = jc("mpstat-locale-de_DE.txt");
    expect(j.some((r) => r.time === "Durchschn.:")).toBe(true);
    const ours = records(sample("mpstat/mpstat-locale-de_DE.txt"));
    expect(ours.filter((r) => r.kind === "summary").map((r) => r.kind === "summary" && [r.statistic, r.label])).toEqual([["average", "Durchschn.:"], ["average", "Durchschn.:"], ["average", "Durchschn.:"]]);
  });

  it("jc never joins the clock to the header date and reads a decimal comma as nothing; we give ISO timestamps and 1,50 = 1.5", () => {
    const j = jc("mpstat-locale-de_DE.txt").find((r) => r.type === "cpu" || r.cpu !== undefined)!;
    expect(Object.keys(j).some((k) => /timestamp|date/.test(k))).toBe(false);
    const printed = /\n\S+\s+all\s+(\d+),(\d+)/.exec(sample("mpstat/mpstat-locale-de_DE.txt"))!;
    expect(j.percent_usr).not.toBe(Number(`${printed[1]}.${printed[2]}`));
    const first = samples(records(sample("mpstat/mpstat-locale-de_DE.txt")), "cpu-load")[0]!;
    expect(first.cpuUsrPercent).toBe(Number(`${printed[1]}.${printed[2]}`));
    expect(first.timestamp).toMatch(/^2026-12-01T\d\d:\d\d:\d\d$/);
  });

  it("-T: jc shifts the all row's values into CORE SOCK NODE (%usr read as 0); we read the row as printed", () => {
    const j = jc("mpstat-T-P-ALL-1-1.txt")[0]!;
    const all = samples(records(sample("mpstat/mpstat-T-P-ALL-1-1.txt")), "cpu-load")[0]!;
    expect(j.core).toBe(all.cpuUsrPercent!.toFixed(2));
    expect(j.percent_usr).not.toBe(all.cpuUsrPercent);
  });

  it("past midnight: jc gives the clocks as printed (11:59:59 PM, 12:00:00 AM), no date; ours go on to the next day", () => {
    expect(jc("mpstat-midnight-en_US.txt").map((r) => r.time).filter((t) => t !== null)).toContain("12:00:00 AM");
    const ours = records(sample("mpstat/mpstat-midnight-en_US.txt")).filter((r) => r.kind === "sample");
    const ts = ours.map((r) => (r.kind === "sample" ? r.timestamp! : ""));
    expect([...ts].sort()).toEqual(ts);
    expect(ts.at(-1)).toBe("2026-11-30T00:00:01");
  });
});

describe("mpstat edge cases", () => {
  it("detection: mpstat's samples are mpstat, sar's are not; sar's detector yields", () => {
    expect(detect(sample("mpstat/mpstat-P-ALL-1-2.txt"))?.format).toBe("mpstat");
    expect(detectSar(sample("mpstat/mpstat-P-ALL-1-2.txt"))).toBe(0);
    expect(detectMpstat(sample("sar/sar-u-ALL-P-ALL.txt"))).toBe(0);
    expect(detect(sample("sar/sar-u-ALL-P-ALL.txt"))?.format).toBe("sar");
  });

  it("the CPU fields are sar -u ALL's; -T's all row has no topology", () => {
    const [all, cpu0] = samples(records(sample("mpstat/mpstat-T-P-ALL-1-1.txt")), "cpu-load");
    expect(all).not.toHaveProperty("coreId");
    // printed ids that are numbers are numbers (as the CPU's `key` is not: `all` is one too)
    expect(cpu0).toMatchObject({ key: "0", coreId: 0, socketId: 0, nodeId: 0 });
    const sar = (parse(sample("sar/sar-u-ALL-P-ALL.txt"), { format: "sar" }) as { kind: string; section?: string }[]).find((r) => r.kind === "sample" && r.section === "cpu-load")!;
    for (const f of ["cpuUsrPercent", "cpuSysPercent", "cpuIrqPercent", "cpuSoftirqPercent", "cpuGuestNicePercent", "cpuIdlePercent"]) {
      expect(sar, f).toHaveProperty(f);
      expect(all, f).toHaveProperty(f);
    }
  });

  it("a French report dated 01/12/2026 with only whole numbers: the Moyenne label says 1 December, without a warning", () => {
    const [h] = records(sample("mpstat/mpstat-locale-fr_FR-dec0-I-SUM.txt"));
    expect(h).toMatchObject({ kind: "header", date: "2026-12-01", dateOrder: "DMY" });
    expect(h).not.toHaveProperty("warnings");
  });

  it("live, a header date that reads either way: each row's record comes as soon as its row does (its decimal point tells the locale)", async () => {
    const head = "Linux 6.18.44-fc-v657 (vm) \t12/07/26 \t_x86_64_\t(2 CPU)\n\n22:33:42     CPU    %usr   %nice    %sys %iowait    %irq   %soft  %steal  %guest  %gnice   %idle\n";
    const row = (s: number) => `22:33:${43 + s}     all   79.90    0.00   20.10    0.00    0.00    0.00    0.00    0.00    0.00    0.00\n`;
    const seen: string[] = [];
    async function* source(): AsyncGenerator<string> {
      yield head;
      for (let s = 0; s < 4; s++) {
        yield row(s);
        await new Promise((r) => setTimeout(r, 5));
        seen.push(`after row ${s}`);
      }
    }
    for await (const r of parseStream(source(), { format: "mpstat" })) seen.push(`${(r as MpstatRecord).kind} ${"timestamp" in r ? r.timestamp : ""}`);
    expect(seen).toEqual(["header ", "sample 2026-12-07T22:33:43", "after row 0", "sample 2026-12-07T22:33:44", "after row 1", "sample 2026-12-07T22:33:45", "after row 2", "sample 2026-12-07T22:33:46", "after row 3"]);
  });

  it("live, --dec=0 and a header date that reads either way: the rows are waited on for 64 KiB at most, then come as they are read", async () => {
    const head = "Linux 6.18.44-fc-v657 (vm) \t12/07/26 \t_x86_64_\t(2 CPU)\n\n";
    const sample = (s: number) => {
      const t = `22:${String(Math.floor(s / 60) % 60).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
      return `${t}     CPU    %usr   %nice    %sys %iowait    %irq   %soft  %steal  %guest  %gnice   %idle\n${t}     all      80       0      20       0       0       0       0       0       0       0\n${t}       0      80       0      20       0       0       0       0       0       0       0\n\n`;
    };
    const n = 600; // about 160 KiB
    let given = 0;
    let firstAt = -1;
    async function* source(): AsyncGenerator<string> {
      yield head;
      for (given = 0; given < n; ) {
        yield sample(given++);
        await Promise.resolve();
      }
    }
    let count = 0;
    for await (const r of parseStream(source(), { format: "mpstat" })) {
      if ((r as MpstatRecord).kind === "sample" && firstAt === -1) firstAt = given;
      count++;
    }
    expect(count).toBe(1 + 2 * n);
    // (each sample is 292 characters: 64 KiB is 224 of them)
    expect(firstAt).toBeGreaterThan(200);
    expect(firstAt).toBeLessThan(300);
  });

  it("CRLF and no final newline read the same", () => {
    const t = sample("mpstat/mpstat-P-ALL-1-2.txt");
    expect(records(t.replace(/\n/g, "\r\n"))).toEqual(records(t));
    expect(uncut(records(t.trimEnd()))).toEqual(records(t));
  });
});
