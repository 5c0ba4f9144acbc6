import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CPU_ALL_RANGE, PERCENT_RANGES, SECTIONS, type SectionDef } from "../../src/formats/atsar/columns.js";
import { root } from "./helpers.js";

/** `0 and up`, `up to 100`, `any`, `0 to 200`: a range for the documentation. */
function rangeText(min: number, max: number): string {
  if (min === -Infinity) return max === Infinity ? "any" : `up to ${max}`;
  return max === Infinity ? `${min} and up` : `${min} to ${max}`;
}

/** The mapping table from atsar/atopsar column names to our fields, generated from src/formats/atsar/columns.ts. */
function columnsDoc(): string {
  const lines = [
    "# atsar / atopsar columns and benchparse fields",
    "",
    "Generated from `src/formats/atsar/columns.ts` by test/atsar/columns-doc.test.ts (`UPDATE_GOLDEN=atsar`); do not edit.",
    "",
    "Every `sample` record keeps all columns as printed in `columns` (`2024M`, `46%`, `1.96610 ms`, `?`), keyed by the",
    "header's column names, and adds the typed fields below (a printed `?` or `N/A` becomes null). A report is",
    "recognised by the tag that ends its header together with one of its marker columns, since atopsar uses one tag for",
    "two reports. Group labels join the next name (`in: dsc/s`); a repeated name gets `#2`, `#3` (top-3 reports).",
    "",
    "## Percentage ranges",
    "",
    "Every typed percentage (conversion `percent`, and the top-3 percentages) is checked: a value outside its range is",
    "kept and named in the row's `warnings` (`%usr 130 is outside 0-100`). The range is 0-100 except:",
    "",
    "| report.column | range | why |",
    "| --- | --- | --- |",
    `| cpu, \`all\` row | 0 to N x 100 or 0-100 | ${CPU_ALL_RANGE} |`,
    ...[...PERCENT_RANGES].map(([col, r]) => `| \`${col}\` | ${rangeText(r.min, r.max)} | ${(r.why ?? "").replace(/\|/g, "\\|")} |`),
    "",
  ];
  for (const def of SECTIONS as readonly SectionDef[]) {
    lines.push(`## ${def.id} (atopsar ${def.flag})`, "");
    const tags = def.tags.map((t) => (t === "" ? "no tag" : `\`_${t}_\``)).join(" or ");
    const parts = [def.about, `header ending with ${tags}`, `recognised by ${def.markers.map((m) => `\`${m}\``).join(", ")}`];
    if (def.key) parts.push(`item column \`${def.key}\` (in \`key\`)`);
    lines.push(`${parts.join("; ")}.`, "");
    if (def.columns.length === 0) {
      lines.push("Rows list three processes as `pid command pct% |` groups: typed in `processes` (`rank`, `pid`, `command`, and the percentage).", "");
      continue;
    }
    lines.push("| column | field | conversion | meaning |", "| --- | --- | --- | --- |");
    for (const [col, field, conv, description] of def.columns) lines.push(`| \`${col}\` | \`${field}\` | ${conv} | ${description.replace(/\|/g, "\\|")} |`);
    lines.push("");
  }
  return lines.join("\n");
}

describe("atsar column mapping table", () => {
  it("src/formats/atsar/columns.md matches columns.ts (regenerate with UPDATE_GOLDEN=atsar)", () => {
    const path = join(root, "src", "formats", "atsar", "columns.md");
    const doc = columnsDoc();
    const update = (process.env.UPDATE_GOLDEN ?? "").split(",");
    if (update.includes("atsar") || update.includes("1")) writeFileSync(path, doc);
    expect(existsSync(path)).toBe(true);
    expect(readFileSync(path, "utf8")).toBe(doc);
  });

  it("within a section two printed columns share a field only when they are the old and new name of one column", () => {
    const alternatives = new Set(["memtotal|memtot", "swptotal|swptot", "thrrun|trun", "thrslpi|tslpi", "thrslpu|tslpu"]);
    for (const def of SECTIONS as readonly SectionDef[]) {
      const byField = new Map<string, string[]>();
      for (const [col, field] of def.columns) byField.set(field, [...(byField.get(field) ?? []), col]);
      for (const cols of byField.values()) if (cols.length > 1) expect(alternatives.has(cols.join("|")), `${def.id}: ${cols.join(", ")}`).toBe(true);
    }
  });

  it("every typed field name is camelCase and says its unit or what it counts", () => {
    for (const def of SECTIONS as readonly SectionDef[]) {
      for (const [, field, conv] of def.columns) {
        expect(field).toMatch(/^[a-z][A-Za-z0-9]*$/);
        if (conv === "percent") expect(field).toMatch(/Percent$/);
        if (conv === "MiB" || conv === "KiB") expect(field).toMatch(/Bytes$/);
        if (conv === "KiBps" || conv === "MiBps") expect(field).toMatch(/[bB]ytesPerSecond$/);
        if (conv === "Mbps" || conv === "Gbps") expect(field).toMatch(/[bB]itsPerSecond$/);
      }
    }
  });

  it("section ids are unique and every tag/marker pair points at one section", () => {
    const ids = (SECTIONS as readonly SectionDef[]).map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
