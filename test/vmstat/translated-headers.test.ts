/**
 * `vmstat -d` and `-p` under every translation procps-ng 4.0.2 ships: each catalog's headers, printed with vmstat's
 * own format strings (diskheader: `%5s %6s %6s %7s %7s %6s %6s %7s %7s %6s %6s`; diskpartition_header:
 * `%-10s %10s %16s %10s %16s`), are detected and read. The real de_DE, fr_FR and ko_KR captures are in the goldens.
 */
import { describe, expect, it } from "vitest";
import { DISK_BANNER_TRANSLATIONS, DISK_COLUMN_TRANSLATIONS, PARTITION_HEADER_TRANSLATIONS, TIMESTAMP_GROUP_TRANSLATIONS } from "../../src/formats/vmstat/translations.js";
import { detect, parse } from "../../src/index.js";

const pad = (s: string, n: number): string => s.padStart(n);
const DISK_ROW = "vda   456372  44044 11248314 1109302 126689 339954 20880288   94646      0     72";
const ENGLISH_BANNER = "disk- ------------reads------------ ------------writes----------- -----IO------";

function diskHeader([total, merged, sectors, ms, cur, sec]: readonly string[]): string {
  const w = [5, 6, 6, 7, 7, 6, 6, 7, 7, 6, 6];
  return [" ", total, merged, sectors, ms, total, merged, sectors, ms, cur, sec].map((s, i) => pad(s!, w[i]!)).join(" ");
}

describe("vmstat -d: every catalog's dashed line and column words", () => {
  it.each(DISK_BANNER_TRANSLATIONS.map((b) => [b]))("%s", (banner) => {
    const text = `${banner}\n${diskHeader(["total", "merged", "sectors", "ms", "cur", "sec"])}\n${DISK_ROW}\n`;
    expect(detect(text)?.format).toBe("vmstat");
    expect(parse(text)).toMatchObject([{ kind: "disk", device: "vda", readBytes: 11248314 * 512, ioTimeSeconds: 72 }]);
  });

  it.each(DISK_COLUMN_TRANSLATIONS.map((c) => [c.join(" "), c]))("%s (without the dashed line, and with -t)", (_name, columns) => {
    const text = `${diskHeader(columns)}\n${DISK_ROW}\n`;
    expect(detect(text)?.format).toBe("vmstat");
    expect(parse(text)).toMatchObject([{ kind: "disk", device: "vda", writtenBytes: 20880288 * 512 }]);
    // -t: the zone name after the column words, the timestamp after the numbers
    const timed = `${ENGLISH_BANNER}${TIMESTAMP_GROUP_TRANSLATIONS[0]}\n${diskHeader(columns)}                 UTC\n${DISK_ROW} 2026-12-01 21:24:10\n`;
    // (UTC: the timestamp's Z says it, no timeZone beside it)
    expect(parse(timed)).toMatchObject([{ device: "vda", timestamp: "2026-12-01T21:24:10Z" }]);
    expect(parse(timed)[0]).not.toHaveProperty("timeZone");
  });

  it.each(TIMESTAMP_GROUP_TRANSLATIONS.map((t) => [t]))("-t's group %s after the dashed line", (group) => {
    const text = `${DISK_BANNER_TRANSLATIONS[0]}${group}\n`;
    expect(detect(`${text}${diskHeader(DISK_COLUMN_TRANSLATIONS[0]!)}                 UTC\n${DISK_ROW} 2026-12-01 21:24:10\n`)?.format).toBe("vmstat");
    // the dashed line alone is enough to say vmstat -d
    expect(detect(text)?.format).toBe("vmstat");
  });
});

describe("vmstat -p: every catalog's header (de's runs over three lines)", () => {
  it.each(PARTITION_HEADER_TRANSLATIONS.map((c) => [c.join(" | ").replace(/\n/g, "\\n"), c]))("%s", (_name, [reads, readSectors, writes, requested]) => {
    const header = `${"vda".padEnd(10)} ${pad(reads!, 10)} ${pad(readSectors!, 16)} ${pad(writes!, 10)} ${pad(requested!, 16)}`;
    const text = `${header}\n               455440          11234146      126394          20861296\n               455607          11237538      126396          20861408\n`;
    expect(detect(text)?.format).toBe("vmstat");
    expect(parse(text)).toMatchObject([
      { kind: "partition", device: "vda", sample: 0, readsCompleted: 455440, readBytes: 11234146 * 512, writtenBytes: 20861296 * 512 },
      { kind: "partition", device: "vda", sample: 1, readsCompleted: 455607 },
    ]);
  });
});
