import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse, safeParse } from "../../src/index.js";
import { parseFrames } from "../../src/api/frames.js";
import { commonRows } from "../../src/formats/top/normalize.js";
import type { TopFrameRecord, TopRecord } from "../../src/formats/top/schema.js";
import { chunked, sample, sampleFiles, seeded } from "../helpers/samples.js";

// Rows printed again are copied from the previous frame, whole or up to their first changed word (RowMemo): the
// records must be those of reading every row in full, whatever the order, damage, headers and number formats.

/** A sample's first frame as its lines up to the column header, and its process rows. */
function frameParts(text: string): { head: string[]; rows: string[] } | undefined {
  const first = text.split(/\n(?=top - |last pid:)/)[0]!.split("\n");
  const h = first.findIndex((l) => /^ *(PID|TID|UID|USER|  ?PR)\b/.test(l) && / COMMAND/.test(l));
  if (h < 0) return undefined;
  const rows = first.slice(h + 1).filter((l) => l.trim() !== "");
  return rows.length >= 3 ? { head: first.slice(0, h + 1), rows } : undefined;
}

const join = (frames: { head: string[]; rows: string[] }[]): string => frames.map((f) => [...f.head, ...f.rows, "", ""].join("\n")).join("");

/** Every outcome as JSON text (records, or the error), read with and without copying rows. */
function bothWays(inputs: string[]): { copied: string[]; readAgain: string[]; reused: number; resumed: number } {
  const outcome = (text: string): string => {
    const r = safeParse(text, { format: "top" });
    return JSON.stringify(r.success ? r.data : { error: r.error.message, line: r.error.line, column: r.error.column });
  };
  commonRows.reused = commonRows.resumed = 0;
  const copied = inputs.map(outcome);
  const { reused, resumed } = commonRows;
  commonRows.reuse = false;
  try {
    return { copied, readAgain: inputs.map(outcome), reused, resumed };
  } finally {
    commonRows.reuse = true;
  }
}

const bases = sampleFiles("top", (f) => f.endsWith(".txt"))
  .map((f) => frameParts(readFileSync(f, "utf8")))
  .filter((p) => p !== undefined);

describe("top: rows repeated from the previous frame", () => {
  it.each([
    // each frame turned by one: no row is at its previous place, each after the row found before it (but the one
    // that moved from the top to the end, found by PID)
    ["turned by one", (rows: string[], k: number) => rows.slice(k).concat(rows.slice(0, k))],
    // every other frame reversed: no row is at its place or after the row found before it, each one is looked for by
    // its PID (the first few one by one, the others in a map)
    ["reversed", (rows: string[], k: number) => (k % 2 ? [...rows].reverse() : rows)],
  ])("are all found again when every frame is the one before %s", (_, arrange) => {
    const { head, rows } = frameParts(sample("top/procps-ng-4.0.2-c-w512.txt"))!;
    expect(rows.length).toBeGreaterThan(4);
    const frames = rows.map((_, k) => ({ head, rows: arrange(rows, k) }));
    const { copied, readAgain, reused } = bothWays([join(frames)]);
    expect(copied).toEqual(readAgain);
    expect(reused).toBe((frames.length - 1) * rows.length);
    expect((JSON.parse(copied[0]!) as TopFrameRecord[]).map((r) => r.processes.length)).toEqual(frames.map(() => rows.length));
  });

  it("give the records of reading every row again, on logs changed and damaged in many ways", () => {
    const next = seeded(41);
    const pieces = [" ", "  ", "x", "m", "-", "?", ".", ",", ":", "1", "9", "0:01.57", "`- "];
    const inputs: string[] = [];
    for (const base of bases) {
      for (let n = 0; n < 6; n++) {
        let rows = base.rows.slice();
        const frames: { head: string[]; rows: string[] }[] = [];
        for (let f = 0; f < 8; f++) {
          // from frame to frame: rows reordered (top sorts by %CPU), dropped, printed twice (the same PID twice), a
          // value changed
          rows = rows.slice();
          if (next(3) === 0) rows.push(...rows.splice(0, 1 + next(rows.length - 1)));
          if (next(5) === 0 && rows.length > 2) rows.splice(next(rows.length), 1);
          if (next(5) === 0) rows.splice(next(rows.length), 0, rows[next(rows.length)]!);
          for (let r = 0; r < rows.length; r++) {
            if (next(6) !== 0) continue;
            // a digit anywhere in the row (a size, %CPU, TIME+, the PID, the command) changed
            const row = rows[r]!;
            const digits = [...row.matchAll(/\d/g)].map((m) => m.index);
            const at = digits[next(digits.length)];
            if (at !== undefined) rows[r] = row.slice(0, at) + String(next(10)) + row.slice(at + 1);
          }
          // in this frame only: damage
          const shown = rows.map((row) => {
            const how = next(24);
            const at = next(row.length + 1);
            if (how === 0) return row.slice(0, at) + pieces[next(pieces.length)]! + row.slice(at);
            if (how === 1) return row.slice(0, at) + row.slice(at + 1);
            return row;
          });
          // now and then a frame of another sample: another header, another family or number format
          frames.push(next(8) === 0 ? bases[next(bases.length)]! : { head: base.head, rows: shown });
        }
        inputs.push(join(frames));
      }
    }
    // point frames and decimal comma frames with the same header, alternating; the same rows (`22,2`) under both
    const comma = frameParts(sample("top/procps-ng-4.0.2-LC_NUMERIC-de_DE-decimal-comma.txt"))!;
    const point = frameParts(sample("top/procps-ng-4.0.2-c-w512.txt"))!;
    const commaRowsInPointFrame = { head: point.head, rows: comma.rows };
    inputs.push(join([point, comma, point, comma, comma, point]), join([comma, commaRowsInPointFrame, comma]));
    const { copied, readAgain, reused, resumed } = bothWays(inputs);
    expect(copied).toEqual(readAgain);
    // rows were copied whole and in part, and frames were read the other ways too (errors, other families)
    const rows = readAgain.reduce((sum, o) => sum + (o.match(/"command":/g)?.length ?? 0), 0);
    expect(reused).toBeGreaterThan(rows / 4);
    expect(resumed).toBeGreaterThan(rows / 20);
    expect(readAgain.filter((o) => o.includes('"kind":"error"')).length).toBeGreaterThan(20);
    expect(new Set(readAgain.flatMap((o) => (JSON.parse(o) as TopRecord[]).map?.((r) => (r.kind === "frame" ? r.variant : "")) ?? [])).size).toBeGreaterThan(3);
  });

  it("are new objects in every record", () => {
    const text = join(Array.from({ length: 4 }, () => frameParts(sample("top/procps-ng-4.0.2-c-w512.txt"))!));
    const records = parse(text, { format: "top" }) as TopFrameRecord[];
    const rows = records.flatMap((r) => r.processes);
    expect(rows.length).toBe(4 * records[0]!.processes.length);
    expect(new Set(rows).size).toBe(rows.length);
  });

  it("in a stream, a caller changing the records it was given changes nothing after them", async () => {
    const text = join(Array.from({ length: 5 }, () => frameParts(sample("top/procps-ng-4.0.2-b-n3-d0.5.txt"))!));
    const batch = parse(text, { format: "top" });
    const seen: string[] = [];
    for await (const record of parseFrames(chunked(text, 100))) {
      seen.push(JSON.stringify(record));
      for (const p of (record as TopFrameRecord).processes) {
        for (const key of Object.keys(p)) (p as Record<string, unknown>)[key] = "changed";
        delete (p as Record<string, unknown>).pid;
      }
    }
    expect(seen).toEqual(batch.map((r) => JSON.stringify(r)));
  });
});
