/**
 * sysstat reports as people copy them (sar, iostat, mpstat, pidstat: one header reader, one statistics-label reader):
 * a report header with the host name taken out, and an interrupted run's `^C` echoed in front of its Average line.
 */
import { describe, expect, it } from "vitest";
import { parse, parseStream } from "../src/index.js";
import { collect, sample } from "./helpers/samples.js";

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

    it(`${file}: streamed in 64-character chunks, the same records (the cutters know the header without its host)`, async () => {
      const hostless = sample(file).replace(/^(Linux \S+) \(vm\) /, "$1 ");
      const chunks = Array.from({ length: Math.ceil(hostless.length / 64) }, (_, k) => hostless.slice(64 * k, 64 * k + 64));
      expect(await collect(parseStream(chunks))).toEqual(parse(hostless));
    });
  }
});

describe("a header without its host name, in every date form and with an ambiguous date", () => {
  it("sysstat 8's (no architecture), a CJK date, and 01/02/24 read as the row's locale tells", () => {
    const rows = "\n10:00:01        CPU     %user     %nice   %system   %iowait    %steal     %idle\n10:00:02        all      1.00      0.00      1.00      0.00      0.00     98.00\n";
    const header = (line: string): Rec => parse(`${line}\n${rows}`, { format: "sar" })[0] as Rec;
    expect(header("Linux 2.6.9-89.ELsmp  01/28/06")).toMatchObject({ kind: "header", date: "2006-01-28" });
    expect(header("Linux 5.10.0  2024年01月15日  _x86_64_  (8 CPU)")).toMatchObject({ kind: "header", date: "2024-01-15", cpuCount: 8 });
    const withHost = parse(`Linux 5.10.0 (vm)  01/02/24  _x86_64_  (8 CPU)\n${rows}`, { format: "sar" }) as Rec[];
    const without = parse(`Linux 5.10.0  01/02/24  _x86_64_  (8 CPU)\n${rows}`, { format: "sar" }) as Rec[];
    expect(without.map((r) => r.timestamp)).toEqual(withHost.map((r) => r.timestamp));
  });
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
