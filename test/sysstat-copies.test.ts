/**
 * sysstat reports as people copy them (sar, iostat, mpstat, pidstat: one header reader, one statistics-label reader):
 * a report header with the host name taken out, and an interrupted run's `^C` echoed in front of its Average line.
 */
import { describe, expect, it } from "vitest";
import { parse } from "../src/index.js";
import { sample } from "./helpers/samples.js";

const SAMPLES = ["sar/sar-A-C-comments-restart.txt", "iostat/iostat-N-d-p-ALL.txt", "mpstat/mpstat-1-3.txt", "pidstat/pidstat-1-2.txt"];
type Rec = { kind: string; hostname?: string; statistic?: string; label?: string; timestamp?: string };

describe("a report header without its host name (`Linux 3.2.0-24-generic  01/28/2016  _x86_64_  (4 CPU)`)", () => {
  for (const file of SAMPLES) {
    it(`${file}: the same header (no hostname) and the same timestamps`, () => {
      const text = sample(file);
      const hostless = text.replace(/^(Linux \S+) \(vm\) /, "$1 ");
      expect(hostless).not.toBe(text);
      const clean = parse(text) as Rec[];
      const got = parse(hostless) as Rec[];
      const { hostname, ...header } = clean[0]!;
      expect(hostname).toBe("vm");
      expect(got[0]).toEqual(header);
      expect(got.slice(1)).toEqual(clean.slice(1));
      expect(got.filter((r) => r.timestamp !== undefined).length).toBe(clean.filter((r) => r.timestamp !== undefined).length);
    });
  }
});

describe("`^CAverage:` (the run interrupted with Ctrl-C, its echo glued to the first Average line)", () => {
  for (const file of SAMPLES.filter((f) => /^Average/m.test(sample(f)))) {
    it(`${file}: average rows, each label as printed`, () => {
      const text = sample(file);
      const clean = parse(text) as Rec[];
      const got = parse(text.replace(/^Average/m, "^CAverage")) as Rec[];
      // (pidstat's first Average line is a column header: no record shows its label)
      expect(got.map((r) => (r.label === undefined ? r : { ...r, label: r.label.replace(/^\^C/, "") }))).toEqual(clean);
      expect(got.filter((r) => r.kind === "summary" && r.statistic === "other")).toEqual([]);
    });
  }
});
