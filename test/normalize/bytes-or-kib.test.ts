import { describe, expect, it } from "vitest";
import { bytesOrKib } from "../../src/normalize/bytes-or-kib.js";
import { seeded } from "../helpers/samples.js";

describe("bytesOrKib: free -b / vmstat -S b numbers, or KiB", () => {
  it.each([
    ["free -b (procps 4.0.2)", [25276510208, 1313591296, 22791409664, 9068544, 1466822656, 23962918912, 0, 0, 0], { unit: "B" }],
    ["vmstat -S b", [0, 24027471872, 17080320, 1067347968], { unit: "B" }],
    ["free (KiB)", [24684092, 1282804, 22521700, 8856, 1432444, 23401288], { unit: "KiB", round: false }],
    ["a 4 GiB machine's KiB (../shared/repro/free-kib-round-values-read-as-bytes.txt)", [4194304, 1048576, 2097152, 0, 1048576, 3145728, 1048576, 0, 1048576], { unit: "KiB", round: true }],
    ["vmstat KiB, round (../shared/repro/vmstat-kib-round-values-read-as-bytes.txt)", [0, 2097152, 1024, 1048576], { unit: "KiB", round: true }],
    ["decimal-round KiB (16000 MiB)", [16384000, 4096000, 8192000, 0, 4096000, 12288000], { unit: "KiB", round: true }],
    ["all zeros", [0, 0, 0, 0, 0, 0], { unit: "KiB", round: false }],
    ["one value", [1048576, 0, 0], { unit: "KiB", round: false }],
    ["below 1 MiB", [131072 + 1024, 3072 * 5, 0], { unit: "KiB", round: true }],
    ["free -b with one value mistyped (../shared/repro/free-b-one-digit-typo.txt)", [25276063747, 472141824, 24577490944, 9170944, 480514048, 24803921920], { unit: "B", odd: 0 }],
    ["two values off", [25276063747, 472141825, 24577490944, 9170944, 480514048, 24803921920], { unit: "KiB", round: false }],
    ["one off, two telling", [25276510207, 1313591296, 22791409664], { unit: "KiB", round: false }],
    ["-g output (small numbers)", [23, 0, 22, 0, 0, 23], { unit: "KiB", round: false }],
    ["negative Comm available, bytes", [-33554432 * 1024, 24683656 * 1024, 1282804 * 1024], { unit: "B" }],
  ] as const)("%s", (_name, values, want) => expect(bytesOrKib(values)).toEqual(want));

  it("live figures (whole 4 KiB pages) times 1024 are bytes, and the figures themselves KiB, nearly always", () => {
    const next = seeded(20240601);
    let bytes = 0;
    let kib = 0;
    const runs = 2000;
    for (let r = 0; r < runs; r++) {
      // a free block: total, used, free, shared, buff/cache, available in KiB, whole pages
      const total = 4 * (262144 + next(64 * 262144));
      const used = 4 * next(total / 8);
      const shared = 4 * next(total / 64);
      const cache = 4 * next(total / 8);
      const free = total - used - cache;
      const block = [total, used, free, shared, cache, free + cache];
      if (bytesOrKib(block.map((v) => v * 1024)).unit === "B") bytes++;
      if (bytesOrKib(block).unit === "KiB") kib++;
    }
    expect(kib).toBe(runs);
    expect(bytes / runs).toBeGreaterThan(0.99);
  });
});
