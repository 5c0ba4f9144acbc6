/**
 * top as people copy it (#39, #40): a line of prose after the log, an impossible value, and (class 10) per-CPU frames
 * with zero-suppressed columns, read by the header's column positions when cells are missing, not by counting words.
 */
import { describe, expect, it } from "vitest";
import { parse, parsePartial, parseStream } from "../../src/index.js";
import type { TopErrorRecord, TopFrameRecord, TopRecord } from "../../src/formats/top/schema.js";
import { collect, sample } from "../helpers/samples.js";

const frames = (records: TopRecord[]): TopFrameRecord[] => records.filter((r): r is TopFrameRecord => r.kind === "frame");
const errors = (records: TopRecord[]): TopErrorRecord[] => records.filter((r): r is TopErrorRecord => r.kind === "error");

describe("top: a line of prose after the log (../shared/repro/top-prose-after.txt)", () => {
  const log = sample("top/procps-ng-4.0.2-b-n3-d0.5.txt");
  const clean = parse(log) as TopRecord[];

  it("is not a process row of the last frame: left out, and named in its warnings", () => {
    const records = parse(`${log}That is all for today.\n`) as TopRecord[];
    expect(errors(records)).toEqual([]);
    const last = frames(records).at(-1)!;
    expect(last.processes).toEqual(frames(clean).at(-1)!.processes);
    expect(last.warnings).toEqual(['a line after the process table is not a process row and was left out: "That is all for today."']);
    expect(frames(records).slice(0, -1)).toEqual(frames(clean).slice(0, -1));
  });

  it("after a blank line, between frames, and streamed: the same, said each time", async () => {
    const between = log.replace(/\n(top - )/g, "\nSee the next one:\n$1");
    const records = parse(between) as TopRecord[];
    expect(errors(records)).toEqual([]);
    expect(frames(records).map((f) => f.warnings?.length ?? 0)).toEqual(frames(clean).map((_, k, all) => (k < all.length - 1 ? 1 : 0)));
    const blank = parse(`${log}\nThat is all for today.\n`) as TopRecord[];
    expect(frames(blank).at(-1)!.warnings).toEqual(['a line after the process table is not a process row and was left out: "That is all for today."']);
    const chunks = Array.from({ length: Math.ceil(between.length / 97) }, (_, k) => between.slice(k * 97, k * 97 + 97));
    expect(await collect(parseStream(chunks))).toEqual(records);
  });

  it("a damaged row in the table is still an error", () => {
    const damaged = log.replace(/\n( +)(\d+)( root)/, "\n$1x$2$3");
    expect(errors(parsePartial(damaged).records as TopRecord[])).toHaveLength(1);
  });
});

describe("top: a value top never prints negative (../shared/repro/neg-top-pid.txt)", () => {
  it("a negative PID makes the frame an error item at the value; NI may be negative", () => {
    const log = sample("top/procps-ng-4.0.2-b-n3-d0.5.txt");
    const damaged = log.replace(/\n {6}(\d) root/, "\n     -$1 root");
    const records = parse(damaged) as TopRecord[];
    expect(errors(records)).toHaveLength(1);
    expect(errors(records)[0]!.error).toMatchObject({ message: expect.stringMatching(/^PID: -\d is negative: top prints no negative value in this column/), line: 8, column: 6 });
    expect(frames(records)).toHaveLength(2);
    const nice = frames(parse(log.replace(/(\n +\d+ root +20) +0 /, "$1 -10 ")) as TopRecord[]);
    expect(nice[0]!.processes[0]!.nice).toBe(-10);
  });
});
