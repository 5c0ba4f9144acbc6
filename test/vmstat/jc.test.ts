/**
 * benchparse against jc's vmstat parser (`jc --vmstat`, run here on the captures) where jc reads them: the numbers
 * agree once units are converted (jc keeps them as printed: KiB or the -S unit, blocks per second). Where jc gives
 * nothing or something else, the test pins both sides so that the README's list of differences stays true.
 * Needs jc; outside CI a missing jc skips visibly, in CI it fails.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { VmstatDiskRecord, VmstatRecord, VmstatSampleRecord } from "../../src/formats/vmstat/schema.js";
import { parse } from "../../src/index.js";
import { sample } from "../helpers/samples.js";

const inCI = process.env.CI === "true";
const haveJc = spawnSync("jc", ["--version"]).status === 0;
if (!haveJc && !inCI) console.warn("[vmstat] jc not installed: the jc comparison is skipped");

type Jc = Record<string, number | string | null>;
const jc = (file: string): Jc[] => {
  const r = spawnSync("jc", ["--vmstat"], { input: sample(`vmstat/${file}`), encoding: "utf8" });
  expect(r.status).toBe(0);
  return JSON.parse(r.stdout) as Jc[];
};
const ours = (file: string, options: Record<string, unknown> = {}): VmstatRecord[] => parse(sample(`vmstat/${file}`), { format: "vmstat", ...options }) as VmstatRecord[];

describe.skipIf(!haveJc && !inCI)("vmstat vs jc --vmstat", () => {
  it.each(["procps-4.0.2-C-default-1-3.txt", "procps-4.0.2-C-a-1-3.txt", "procps-4.0.2-C-t-1-3.txt", "procps-4.0.2-C-1-23.txt", "procps-4.0.2-C-tty-rows10-1-9.txt"])(
    "%s: the same rows and numbers, jc's in KiB and blocks",
    (file) => {
      const j = jc(file);
      const rows = ours(file).filter((r): r is VmstatSampleRecord => r.kind === "sample");
      expect(rows).toHaveLength(j.length);
      rows.forEach((r, i) => {
        const x = j[i]!;
        expect([r.runQueueLength, r.blockedTaskCount, r.swapUsedBytes! / 1024, r.memFreeBytes! / 1024]).toEqual([x.runnable_procs, x.uninterruptible_sleeping_procs, x.virtual_mem_used, x.free_mem]);
        expect([r.memBuffersBytes, r.memCacheBytes, r.memInactiveBytes, r.memActiveBytes].map((v) => (v === undefined ? null : v / 1024))).toEqual([x.buffer_mem, x.cache_mem, x.inactive_mem, x.active_mem]);
        expect([r.swapInBytesPerSecond! / 1024, r.swapOutBytesPerSecond! / 1024, r.pagedInBytesPerSecond! / 1024, r.pagedOutBytesPerSecond! / 1024]).toEqual([x.swap_in, x.swap_out, x.blocks_in, x.blocks_out]);
        expect([r.interruptsPerSecond, r.contextSwitchesPerSecond, r.cpuUserPercent, r.cpuSystemPercent, r.cpuIdlePercent, r.cpuIowaitPercent]).toEqual([x.interrupts, x.context_switches, x.user_time, x.system_time, x.idle_time, x.io_wait_time]);
        expect(r.cpuStealPercent ?? null).toBe(x.stolen_time ?? null);
        if (r.timestamp !== undefined) expect(new Date(r.timestamp).getTime() / 1000).toBe(x.epoch_utc);
        // jc has no since-boot marker
        expect(x).not.toHaveProperty("since_boot");
      });
    },
  );

  it.each(["pasted-lkml-2005-procps32-iscsi-100sys.txt", "pasted-lkml-2006-procps32-swap-storm-blank-after-header.txt"])("%s: procps 3.2's 16 columns (no st): jc fails, benchparse reads every row", (file) => {
    const r = spawnSync("jc", ["--vmstat"], { input: sample(`vmstat/${file}`), encoding: "utf8" });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/vmstat parser could not parse/);
    expect(ours(file).length).toBeGreaterThan(5);
  });

  it("-d rows agree (jc keeps sectors and ms)", () => {
    const j = jc("procps-4.0.2-C-dt-1-2.txt");
    const rows = ours("procps-4.0.2-C-dt-1-2.txt") as VmstatDiskRecord[];
    expect(rows.map((r) => [r.device, r.readBytes / 512, Math.round(r.readTimeSeconds * 1000), r.writtenBytes / 512, r.ioTimeSeconds, new Date(r.timestamp!).getTime() / 1000])).toEqual(
      j.map((x) => [x.disk, x.sectors_read, x.reading_ms, x.sectors_written, x.io_seconds, x.epoch_utc]),
    );
  });

  it.each(["procps-4.0.2-C-w-1-3.txt", "procps-4.0.2-C-wt-1-2.txt", "procps-4.0.2-C-s.txt", "procps-4.0.2-C-D.txt", "procps-4.0.2-C-f.txt", "procps-4.0.2-C-p-vda-1-3.txt"])(
    "%s: jc gives nothing, benchparse every record",
    (file) => {
      expect(jc(file)).toEqual([]);
      expect(ours(file).length).toBeGreaterThan(0);
    },
  );

  it("a translated header: jc reads it as a record of nulls and puts buff/cache in inactive/active", () => {
    for (const file of ["procps-4.0.2-de_DE-t-1-2.txt", "procps-4.0.2-ko_KR-t-1-2.txt"]) {
      const j = jc(file);
      const rows = ours(file) as VmstatSampleRecord[];
      expect(j).toHaveLength(rows.length + 1);
      expect(Object.values(j[0]!).every((v) => v === null)).toBe(true);
      expect([j[1]!.buffer_mem, j[1]!.inactive_mem, j[1]!.active_mem]).toEqual([null, rows[0]!.memBuffersBytes! / 1024, rows[0]!.memCacheBytes! / 1024]);
      expect(rows[0]!.memoryColumns).toBe("buff-cache");
    }
  });

  it("-t zones: jc's epoch reads EST as this machine's local time and gives none for +04; ours keeps the printed local time and the offset it knows", () => {
    const ny = jc("procps-4.0.2-C-t-TZ-New_York-1-2.txt")[0]!;
    expect(ny.epoch_utc).toBeNull();
    expect(ours("procps-4.0.2-C-t-TZ-New_York-1-2.txt")[0]).toMatchObject({ timestamp: "2026-12-01T16:23:59", timeZone: "EST" });
    const dubai = jc("procps-4.0.2-C-t-TZ-Dubai-1-2.txt")[0]!;
    expect([dubai.epoch, dubai.epoch_utc]).toEqual([null, null]);
    expect((ours("procps-4.0.2-C-t-TZ-Dubai-1-2.txt")[0] as VmstatSampleRecord).timestamp).toBe("2026-12-02T01:24:01+04:00");
  });

  it("-S m: jc keeps the printed MB; ours is bytes", () => {
    const j = jc("procps-4.0.2-C-S-m-1-2.txt")[0]!;
    const [r] = ours("procps-4.0.2-C-S-m-1-2.txt", { unit: "m" }) as VmstatSampleRecord[];
    expect(r!.memFreeBytes).toBe((j.free_mem as number) * 1e6);
  });
});
