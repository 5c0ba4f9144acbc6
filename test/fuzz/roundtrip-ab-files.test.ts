/**
 * Generated ab 2.3 side files parse back to the values generated: the `-e` percentile CSV (`%d,%.3f` rows 0..100) and
 * the `-g` gnuplot TSV (apr_ctime date, epoch seconds, then integer ms: ctime, dtime, ttime, wait).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isFormatName } from "../../src/formats/index.js";
import { parse } from "../../src/index.js";
import type { AbCsvRecord } from "../../src/formats/ab-csv/schema.js";
import type { AbGnuplotRecord } from "../../src/formats/ab-gnuplot/schema.js";
import { expectSound, fcParams } from "./harness.js";

// ---------------------------------------------------------------------------------------------------------------
// ab -e

/** 101 non-decreasing times in microseconds (ab takes them from the sorted total times), up to an hour. */
const percentileTimes = fc
  .array(fc.integer({ min: 0, max: 3_600_000_000 }), { minLength: 101, maxLength: 101 })
  .map((a) => [...a].sort((x, y) => x - y));

function renderCsv(us: number[]): { text: string; printed: string[] } {
  const printed = us.map((t) => (t / 1000).toFixed(3));
  return { text: `Percentage served,Time in ms\n${printed.map((ms, i) => `${i},${ms}`).join("\n")}\n`, printed };
}

describe.skipIf(!isFormatName("ab-csv"))("round trip: generated ab -e percentile CSV", () => {
  it("parses back to 101 percentiles with the printed times", () => {
    fc.assert(
      fc.property(percentileTimes, (us) => {
        const { text, printed } = renderCsv(us);
        const records = parse(text, { format: "ab-csv" }) as AbCsvRecord[];
        expect(records).toHaveLength(1);
        expect(records[0]).toEqual({
          format: "ab-csv",
          numberFormat: "decimal",
          percentiles: printed.map((ms, percent) => ({ percent, ms: Number(ms) })),
        });
        // Times are within the %.3f rounding of the generated microseconds.
        records[0]!.percentiles.forEach((p, i) => expect(Math.abs(p.ms * 1000 - us[i]!)).toBeLessThanOrEqual(0.5 + 1e-6));
        expect(parse(text)).toEqual(records); // auto-detected
        expectSound(text, "ab-csv");
      }),
      fcParams(),
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// ab -g

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const two = (n: number): string => String(n).padStart(2, "0");

/** apr_ctime: `Wed Jun 30 21:49:08 1993`, every field zero-padded (the day too, unlike C's ctime). Computed in UTC. */
function aprCtime(epoch: number): { text: string; iso: string } {
  const d = new Date(epoch * 1000);
  const [y, mo, day, h, mi, s] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()];
  return {
    text: `${DAYS[d.getUTCDay()]} ${MONTHS[mo]} ${two(day)} ${two(h)}:${two(mi)}:${two(s)} ${y}`,
    iso: `${y}-${two(mo + 1)}-${two(day)}T${two(h)}:${two(mi)}:${two(s)}`,
  };
}

interface GnuRow {
  epoch: number;
  ctime: number;
  ttime: number;
  wait: number;
}

const gnuRow: fc.Arbitrary<GnuRow> = fc
  .record({
    epoch: fc.integer({ min: 0, max: 4_102_444_799 }), // 1970 .. 2099
    a: fc.integer({ min: 0, max: 3_600_000 }),
    b: fc.integer({ min: 0, max: 3_600_000 }),
    wait: fc.integer({ min: 0, max: 3_600_000 }),
  })
  .map(({ epoch, a, b, wait }) => ({ epoch, ctime: Math.min(a, b), ttime: Math.max(a, b), wait: Math.min(wait, Math.max(a, b)) }));

function renderTsv(rows: GnuRow[]): string {
  const lines = rows.map((r) => `${aprCtime(r.epoch).text}\t${r.epoch}\t${r.ctime}\t${r.ttime - r.ctime}\t${r.ttime}\t${r.wait}`);
  return `starttime\tseconds\tctime\tdtime\tttime\twait\n${lines.join("\n")}\n`;
}

describe.skipIf(!isFormatName("ab-gnuplot"))("round trip: generated ab -g gnuplot TSV", () => {
  it("parses back to one record per row with the generated values", () => {
    fc.assert(
      fc.property(fc.array(gnuRow, { minLength: 1, maxLength: 40 }), (rows) => {
        const text = renderTsv(rows);
        const records = parse(text, { format: "ab-gnuplot" }) as AbGnuplotRecord[];
        expect(records).toEqual(
          rows.map((r) => ({
            format: "ab-gnuplot",
            startTime: aprCtime(r.epoch).iso,
            startEpochSeconds: r.epoch,
            ctimeMs: r.ctime,
            dtimeMs: r.ttime - r.ctime,
            ttimeMs: r.ttime,
            waitMs: r.wait,
          })),
        );
        expect(parse(text)).toEqual(records); // auto-detected
        expectSound(text, "ab-gnuplot");
      }),
      fcParams(),
    );
  });
});
