/**
 * #40 class 5: vmstat columns cut or elided by a mail client or a book. A `> `-quoted `vmstat -a` whose rows stop
 * after `bi`, under a header that names the first columns: the columns it names are read, the others absent and
 * said; a `...` for rows or cells left out is an error there, and the rest is kept.
 */
import { describe, expect, it } from "vitest";
import { parse, parsePartial, parseStream } from "../../src/index.js";
import type { VmstatRecord, VmstatSampleRecord } from "../../src/formats/vmstat/schema.js";
import { collect, sample } from "../helpers/samples.js";

/**
 * Excerpt of a public mail (a reply quoting a Linux mm patch, `mm, vmscan: ... hard lockup` / `isolate_lru_folios`;
 * find_string file ids 14038274469 and 42219809500): `vmstat -a 1` quoted with `> `, the dashed line edited to
 * `... ---cpu--- ...`, the header cut after `bo`, the rows after `bi`.
 */
const LKML = `> Terminal 2:
> vmstat -a 1
> active will increase.
> procs ---memory--- ---swap-- ---io---- -system-- ---cpu--- ...
>  r  b   swpd   free  inact active   si   so    bi    bo
>  1  0   0 1445623076 45898836 83646008    0    0     0
>  1  0   0 1445623076 43450228 86094616    0    0     0
>  1  0   0 1445623076 41003480 88541364    0    0     0
>  1  0   0 1445619552 33663256 95881632    0    0     0
> 
`;

const KiB = 1024;
const samples = (records: unknown[]): VmstatSampleRecord[] => (records as VmstatRecord[]).filter((r): r is VmstatSampleRecord => r.kind === "sample");

/** Each line of a text cut after its n-th word (a header and rows cut by a narrow mail client). */
const cutAfter = (text: string, n: number): string =>
  text
    .split("\n")
    .map((line) => {
      const words = [...line.matchAll(/\S+/g)];
      return words.length > n ? line.slice(0, words[n - 1]!.index! + words[n - 1]![0].length) : line;
    })
    .join("\n");

describe("vmstat class 5: lines cut after `bi`", () => {
  it("the public mail's quoted vmstat -a: the columns the rows hold, the others absent, and said", () => {
    const rows = samples(parse(LKML));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      sample: 0,
      sinceBoot: true,
      memoryColumns: "active-inactive",
      intervalSeconds: 1,
      unit: "KiB",
      unitSource: "command",
      runQueueLength: 1,
      blockedTaskCount: 0,
      swapUsedBytes: 0,
      memFreeBytes: 1445623076 * KiB,
      memInactiveBytes: 45898836 * KiB,
      memActiveBytes: 83646008 * KiB,
      swapInBytesPerSecond: 0,
      swapOutBytesPerSecond: 0,
      pagedInBytesPerSecond: 0,
    });
    expect(rows[0]!.pagedOutBytesPerSecond).toBeUndefined();
    expect(rows[0]!.cpuIdlePercent).toBeUndefined();
    expect(rows[0]!.warnings).toEqual(["the row stops after `bi` and its header before `st` (lines cut, as a mail client or a book cuts them): the columns after `bi` are absent"]);
    expect(rows.map((r) => r.memActiveBytes! / KiB)).toEqual([83646008, 86094616, 88541364, 95881632]);
  });

  it("captures cut after bi, in each layout: the first columns equal the whole capture's", async () => {
    for (const file of ["procps-4.0.2-C-a-1-3.txt", "procps-4.0.2-C-default-1-3.txt", "procps-4.0.2-C-w-1-3.txt"]) {
      const text = sample(`vmstat/${file}`);
      const whole = samples(parse(text, { format: "vmstat", unit: "K" }));
      for (const copy of [cutAfter(text, 9), cutAfter(text, 9).replace(/^/gm, "> ")]) {
        // (detected by itself: the header's first columns over rows of as many numbers)
        const cut = samples(parse(copy, { unit: "K" }));
        expect(cut).toHaveLength(whole.length);
        cut.forEach((r, k) => {
          const w = whole[k]!;
          expect([r.runQueueLength, r.memFreeBytes, r.memBuffersBytes ?? r.memInactiveBytes, r.memCacheBytes ?? r.memActiveBytes, r.pagedInBytesPerSecond]).toEqual([w.runQueueLength, w.memFreeBytes, w.memBuffersBytes ?? w.memInactiveBytes, w.memCacheBytes ?? w.memActiveBytes, w.pagedInBytesPerSecond]);
          expect(r.pagedOutBytesPerSecond, file).toBeUndefined();
        });
        const chunks = Array.from({ length: Math.ceil(copy.length / 13) }, (_, k) => copy.slice(k * 13, k * 13 + 13));
        expect(await collect(parseStream(chunks, { unit: "K" }))).toEqual(parse(copy, { unit: "K" }));
      }
    }
  });

  it("a full header over rows cut short is still an error (a damaged row is not a cut copy)", () => {
    const text = sample("vmstat/procps-4.0.2-C-default-1-3.txt");
    const lines = text.split("\n");
    lines[3] = cutAfter(lines[3]!, 9);
    const { records, errors } = parsePartial(lines.join("\n"), { format: "vmstat" });
    expect(samples(records)).toHaveLength(2);
    expect(errors.map((e) => [e.line, e.reason])).toEqual([[4, "a row of 9 numbers: vmstat's report has 16 (procps 3.2), 17 (with st) or 18 (with gu) columns"]]);
  });
});

describe("vmstat class 5: `...` for what a copy left out", () => {
  const text = sample("vmstat/procps-4.0.2-C-default-1-3.txt");
  const lines = text.split("\n");

  it("a `...` line between rows: an error at it, every row kept in its run", () => {
    for (const mark of ["...", "…", "[...]"]) {
      const copy = [...lines.slice(0, 4), mark, ...lines.slice(4)].join("\n");
      const { records, errors } = parsePartial(copy);
      expect(samples(records).map((r) => [r.run, r.sample]), mark).toEqual([[0, 0], [0, 1], [0, 2]]);
      expect(errors.map((e) => [e.line, e.column, e.reason]), mark).toEqual([[5, 1, "part of the output was left out here (an ellipsis): this line is not read, and what was left out is not known"]]);
    }
  });

  it("a row whose end is `...`: an error at the mark, the other rows kept", () => {
    const copy = [...lines.slice(0, 3), `${lines[3]!.slice(0, 30)} ...`, ...lines.slice(4)].join("\n");
    const { records, errors } = parsePartial(copy);
    expect(samples(records).map((r) => r.sample)).toEqual([0, 1]);
    expect(errors.map((e) => [e.line, e.column])).toEqual([[4, 32]]);
  });
});
