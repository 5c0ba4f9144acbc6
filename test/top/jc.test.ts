/**
 * benchparse against jc's expected output for the same captures (../shared/corpus/top/*.expected.json, jc 1.25.5
 * `top` parser v1.2). Where jc is right the numbers must agree after converting units; where jc is wrong (FORMATS.md
 * §9) the test pins both sides, so that the difference stays documented:
 * - `up 1:08` (hours:minutes): jc reports `uptime: 108` minutes; it is 68.
 * - memory cells with a unit suffix (`125.1m`, `13k` faults): jc drops the suffix (jc issue 661); we convert to bytes.
 * - the Mem/Swap lines are in the printed unit (KiB, MiB, GiB) in jc; we give bytes.
 * - PR `rt` (real-time) is null in jc; we keep `rt`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCpuTime } from "../../src/normalize/cpu-time.js";
import { parse } from "../../src/index.js";
import type { TopFrameRecord, TopRecord } from "../../src/formats/top/schema.js";
import { sharedDir, skipShared } from "../helpers/shared.js";

const corpus = join(sharedDir, "corpus", "top");
type Jc = Record<string, unknown> & { processes: Record<string, unknown>[] };
const UNIT: Record<string, number> = { KiB: 1024, MiB: 1024 ** 2, GiB: 1024 ** 3 };

describe.skipIf(skipShared)("top vs jc expected output (../shared/corpus/top)", () => {
  const files = skipShared ? [] : readdirSync(corpus).filter((f) => f.endsWith(".expected.json"));
  it("finds the jc expectations", () => expect(files.length).toBeGreaterThanOrEqual(5));

  for (const file of files) {
    it(file, () => {
      const text = readFileSync(join(corpus, file.replace(".expected.json", ".txt")), "utf8");
      const jc = JSON.parse(readFileSync(join(corpus, file), "utf8")) as Jc[];
      const ours = (parse(text, { format: "top" }) as TopRecord[]).filter((r): r is TopFrameRecord => r.kind === "frame");
      const raw = parse(text, { format: "top", raw: true }) as { uptime?: string; processes: Record<string, string>[] }[];
      expect(ours).toHaveLength(jc.length);
      let suffixLost = 0;
      ours.forEach((f, i) => {
        const j = jc[i]!;
        expect(f.time).toBe(j.time);
        const up = raw[i]!.uptime!;
        const hm = /^(\d+):(\d\d)$/.exec(up.trim());
        if (hm) {
          expect(j.uptime).toBe(Number(`${hm[1]}${hm[2]}`)); // jc's reading of h:mm
          expect(f.uptimeSeconds).toBe((Number(hm[1]!) * 60 + Number(hm[2]!)) * 60);
        } else expect(f.uptimeSeconds).toBe((j.uptime as number) * 60);
        expect([f.users, f.loadAverage1m, f.loadAverage5m, f.loadAverage15m]).toEqual([j.users, j.load_1m, j.load_5m, j.load_15m]);
        expect(f.tasks).toMatchObject({ total: j.tasks_total, running: j.tasks_running, sleeping: j.tasks_sleeping, stopped: j.tasks_stopped, zombie: j.tasks_zombie });
        expect(f.cpu).toMatchObject({ userPercent: j.cpu_user, systemPercent: j.cpu_sys, nicePercent: j.cpu_nice, idlePercent: j.cpu_idle, iowaitPercent: j.cpu_wait });
        const unit = UNIT[f.memoryUnit!]!;
        const inUnit = (bytes: number | null | undefined) => Math.round(((bytes ?? NaN) / unit) * 10) / 10;
        expect(inUnit(f.memory!.totalBytes)).toBe(j.mem_total);
        expect(inUnit(f.memory!.usedBytes)).toBe(j.mem_used);
        expect(inUnit(f.memory!.availableBytes)).toBe(j.mem_available);
        expect(inUnit(f.swap!.freeBytes)).toBe(j.swap_free);
        expect(f.processes).toHaveLength(j.processes.length);
        f.processes.forEach((p, k) => {
          const q = j.processes[k]!;
          expect([p.pid, p.user, p.nice, p.cpuPercent, p.memPercent, p.command]).toEqual([q.pid, q.user, q.nice, q.percent_cpu, q.percent_mem, q.command]);
          // jc turns the real-time priority `rt` into null
          if (raw[i]!.processes[k]!.PR === "rt") expect([p.priority, q.priority]).toEqual(["rt", null]);
          else expect(p.priority).toBe(q.priority);
          expect(p.cpuTimeSeconds).toBe(parseCpuTime(q.time_hundredths as string));
          const virt = raw[i]!.processes[k]!.VIRT!;
          if (/^\d+$/.test(virt)) expect(p.virtBytes).toBe((q.virtual_mem as number) * 1024);
          else {
            // jc keeps the number and drops the unit: `125.1m` -> 125.1
            expect(q.virtual_mem).toBe(Number(virt.slice(0, -1)));
            expect(p.virtBytes).toBe(Math.round(Number(virt.slice(0, -1)) * 1024 ** "kmgtpe".indexOf(virt.slice(-1)) * 1024));
            suffixLost++;
          }
        });
      });
      if (/gib/.test(file)) expect(suffixLost).toBeGreaterThan(0);
    });
  }
});
