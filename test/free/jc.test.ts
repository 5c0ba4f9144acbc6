/**
 * Comparison with jc's free parser (kellyjonbrazil/jc 1.25.5, parser v1.8), whose processed output for five real
 * captures sits in ../shared/corpus/free/*.expected.json. Every difference is deliberate and checked here:
 * 1. Shape: jc gives one object per row (`type: "Mem"`, `"Swap"`); we give one record per block with row-prefixed keys
 *    (`memTotalBytes`, `swapUsedBytes`), so `free -s/-c` series stay one record per iteration.
 * 2. Units: jc keeps free's numbers as printed (KiB by default, bytes with -b, MiB with -m) under the same names; we
 *    always give bytes and say which unit was assumed (`unit`, `unitSource`). Plain output: ours = jc × 1024.
 * 3. -h: jc multiplies `3.7G` by 1000^3 (3,700,000,000); procps' `-h` is 1024-based unless --si, so ours is
 *    3.7 × 1024^3 = 3,972,844,749 (ratio 1.024^power). `0B` is 0 in both.
 * 4. Field names: jc `buff_cache`/`buffers`/`cache` → our `memBuffCacheBytes`/`memBuffersBytes`/`memCacheBytes`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sharedDir, skipShared } from "../helpers/shared.js";
import { parseFree } from "./helpers.js";

const corpus = join(sharedDir, "corpus", "free");

const JC_KEYS: Record<string, string> = { total: "Total", used: "Used", free: "Free", shared: "Shared", buff_cache: "BuffCache", buffers: "Buffers", cache: "Cache", available: "Available" };
const POWER: Record<string, number> = { B: 0, K: 1, M: 2, G: 3, T: 4 };

describe.skipIf(skipShared)("free vs jc expected output (../shared/corpus/free)", () => {
  const files = skipShared ? [] : readdirSync(corpus).filter((f) => f.endsWith(".expected.json"));
  it("the corpus has jc expectations", () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });
  for (const file of files) {
    it(file, () => {
      const text = readFileSync(join(corpus, file.replace(".expected.json", ".txt")), "utf8");
      const jc = JSON.parse(readFileSync(join(corpus, file), "utf8")) as Record<string, string | number>[];
      const [rec, ...more] = parseFree(text);
      expect(more).toHaveLength(0);
      const ours = rec as unknown as Record<string, number>;
      const human = rec!.unit === "human";
      // The printed values, to know each one's suffix.
      const raw = parseFree(text, { raw: true } as never) as unknown as { rows: { role: string; values: string[] }[] }[];
      for (const row of jc) {
        const prefix = String(row.type).toLowerCase();
        const printed = raw[0]!.rows.find((r) => r.role === prefix)!.values;
        let i = 0;
        for (const [jcKey, value] of Object.entries(row)) {
          if (jcKey === "type") continue;
          const key = `${prefix}${JC_KEYS[jcKey]}Bytes`;
          const text = printed[i++]!;
          expect(ours[key], key).toBeDefined();
          if (!human) {
            expect(ours[key], `${key}: jc keeps KiB, we give bytes`).toBe((value as number) * 1024);
          } else {
            const p = POWER[/([BKMGT])i?$/.exec(text)?.[1] ?? "B"]!;
            expect(value, `${key}: jc reads ${text} with powers of 1000`).toBeCloseTo(Number(text.replace(/[A-Za-z]+$/, "")) * 1000 ** p, 0);
            expect(ours[key], `${key}: we read ${text} with powers of 1024`).toBe(Math.round(Number(text.replace(/[A-Za-z]+$/, "")) * 1024 ** p));
            if (p > 0 && (value as number) !== 0) expect(ours[key]! / (value as number)).toBeCloseTo(1.024 ** p, 5);
          }
        }
      }
      expect(rec!.unit).toBe(human ? "human" : "KiB");
      if (human) expect(rec!.humanBase).toBe(1024);
    });
  }
});

describe.skipIf(skipShared)("free: corpus captures without a jc expectation", () => {
  it("BusyBox (boot2docker) with the -/+ buffers: row", () => {
    const [rec] = parseFree(readFileSync(join(corpus, "docker-machine-busybox-boot2docker.txt"), "utf8"));
    expect(rec).toMatchObject({ layout: "buffers", unit: "KiB", memTotalBytes: 1023556 * 1024, memBuffersBytes: 30920 * 1024 });
    // -/+ buffers: used = used - buffers (183136 - 30920), free = free + buffers (840420 + 30920), as printed
    expect(rec!.memUsedExclBuffersBytes).toBe((183136 - 30920) * 1024);
    expect(rec!.memFreeInclBuffersBytes).toBe((840420 + 30920) * 1024);
    expect(rec!.swapTotalBytes).toBe(1212036 * 1024);
  });
  it("procps 3.2 free -m with the -/+ buffers/cache: row, read with unit m", () => {
    const [rec] = parseFree(readFileSync(join(corpus, "jipengzhu-procps-3.2-m-buffers-cache.txt"), "utf8"), { unit: "m" });
    expect(rec).toMatchObject({ layout: "buffers-cached", unit: "MiB", unitSource: "option", exact: false });
    expect(rec!.memTotalBytes).toBe(1999 * 2 ** 20);
    expect(rec!.memCachedBytes).toBe(166 * 2 ** 20);
    expect(rec!.memUsedExclBuffCacheBytes).toBe(97 * 2 ** 20);
    expect(rec!.memFreeInclBuffCacheBytes).toBe(1901 * 2 ** 20);
    expect(rec!.swapTotalBytes).toBe(3994 * 2 ** 20);
  });
});
