import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { KEY_COLUMNS, PERCENT_RANGES, SECTIONS, type SectionDef } from "../../src/formats/sar/columns.js";
import { isNonNegative } from "../../src/formats/sysstat/columns.js";
import { root } from "./helpers.js";

/** `0 and up`, `up to 100`, `any`, `0 to 200`: a range for the documentation. */
function rangeText(min: number, max: number): string {
  if (min === -Infinity) return max === Infinity ? "any" : `up to ${max}`;
  return max === Infinity ? `${min} and up` : `${min} to ${max}`;
}

/** The columns whose typed value may be below 0 (marked `signed` in columns.ts), each once, in table order. */
function signedColumns(): string[] {
  const out = new Set<string>();
  for (const def of SECTIONS as readonly SectionDef[]) for (const row of def.columns) if (row[2] !== "text" && !row[0].startsWith("%") && !isNonNegative(row)) out.add(row[0]);
  return [...out];
}

/** The mapping table from sar's column names to our fields, generated from src/formats/sar/columns.ts. */
function columnsDoc(): string {
  const lines = [
    "# sar columns and benchparse fields",
    "",
    "Generated from `src/formats/sar/columns.ts` by test/sar/columns-doc.test.ts (`UPDATE_GOLDEN=sar`); do not edit.",
    "",
    "A row record has the typed fields below, and `otherColumns` for the columns without one (as sar named them, numbers",
    "in the column's own unit, `-h` cells converted to that unit); `raw: true` gives every cell as printed. A section is",
    "recognised by any one of its marker columns (or its item column), never by the whole header, so columns added by",
    "newer sysstat versions are kept too.",
    `Item (key) columns: ${[...KEY_COLUMNS].map((k) => `\`${k}\``).join(", ")}; the item is in \`key\`. Its column's name is in \`keyColumn\` only where the`,
    "section does not say it: a section of unknown columns, or an item column other than the section's usual one (sar -F",
    "MOUNT's `MOUNTPOINT` where `filesystems` has `FILESYSTEM`). The `interrupts` section is the exception: a sample's",
    "rows (one per interrupt) are one record, `interruptsPerSecond` by interrupt and `cpuInterruptsPerSecond` by CPU",
    "number (the `CPU0`, `CPU1` columns) then interrupt, without `key` (src/formats/sysstat/row-group.ts).",
    "",
    "## Percentage ranges",
    "",
    "Every column whose name starts with `%`, known or not, is checked: a value outside its range is kept as printed and",
    "named in the row's `warnings` (`%user 130 is outside 0-100`). The range is 0-100 except for these columns:",
    "",
    "| sar column | range | why |",
    "| --- | --- | --- |",
    ...[...PERCENT_RANGES].map(([col, r]) => `| \`${col}\` | ${rangeText(r.min, r.max)} | ${(r.why ?? "").replace(/\|/g, "\\|")} |`),
    "",
    "## Values below 0",
    "",
    "A typed number that is not a percentage cannot be below 0 (a count, a size, a rate): a negative one is an error at",
    "its cell, and the schema says so (`minimum: 0`). These columns can be negative:",
    `${signedColumns().map((c) => `\`${c}\``).join(", ")}.`,
    "",
  ];
  for (const def of SECTIONS as readonly SectionDef[]) {
    lines.push(`## ${def.id}`, "");
    const id = [def.keys?.length ? `item column ${def.keys.map((k) => `\`${k}\``).join(" or ")}` : "", def.markers.length ? `recognised by ${def.markers.map((m) => `\`${m}\``).join(", ")}` : "recognised by its item column and `iNNN/s` columns"].filter(Boolean);
    lines.push(`${id.join("; ")}.`, "");
    if (def.columns.length === 0) {
      lines.push("No typed fields: the values are in `columns`.", "");
      continue;
    }
    lines.push("| sar column | field | conversion | meaning |", "| --- | --- | --- | --- |");
    for (const [col, field, conv, description] of def.columns) lines.push(`| \`${col}\` | \`${field}\` | ${conv} | ${description.replace(/\|/g, "\\|")} |`);
    lines.push("");
  }
  return lines.join("\n");
}

describe("sar column mapping table", () => {
  it("src/formats/sar/columns.md matches columns.ts (regenerate with UPDATE_GOLDEN=sar)", () => {
    const path = join(root, "src", "formats", "sar", "columns.md");
    const doc = columnsDoc();
    const update = (process.env.UPDATE_GOLDEN ?? "").split(",");
    if (update.includes("sar") || update.includes("1")) writeFileSync(path, doc);
    expect(existsSync(path)).toBe(true);
    expect(readFileSync(path, "utf8")).toBe(doc);
  });

  it("no section maps two columns of one row to the same field unless they are alternatives (old/new names)", () => {
    const alternatives = [["%wio", "%iowait"], ["rd_sec/s", "rkB/s"], ["wr_sec/s", "wkB/s"], ["avgrq-sz", "areq-sz"], ["avgqu-sz", "aqu-sz"], ["txmtin/s", "xmtin/s"], ["retrans/s", "retrseg/s"], ["file-sz", "file-nr"], ["inode-sz", "inode-nr"], ["intr/s", "all"], ["rxbyt/s", "rxkB/s"], ["txbyt/s", "txkB/s"]];
    for (const def of SECTIONS as readonly SectionDef[]) {
      const byField = new Map<string, string[]>();
      for (const [col, field] of def.columns) byField.set(field, [...(byField.get(field) ?? []), col]);
      for (const [field, cols] of byField) {
        if (cols.length < 2) continue;
        const ok = cols.every((c) => alternatives.some((pair) => pair.includes(c) && pair.some((o) => o !== c && cols.includes(o))));
        expect(ok, `${def.id}.${field}: ${cols.join(", ")}`).toBe(true);
      }
    }
  });
});
