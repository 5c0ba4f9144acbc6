/**
 * src/kit/field-setter.ts: a field set by name keeps a record of many fields an ordinary object (V8 makes an object a
 * dictionary after 12 fields set from a variable, which slowed the record check and JSON.stringify of every wide
 * sysstat row): the wide rows of pidstat -h, iostat -x and sadf -d / sadf -j records, and the records of the load
 * generators and status pages below, are ordinary objects, checked
 * with V8's own %HasFastProperties (the control, fields set from a variable, is a dictionary: the check can fail).
 */
import { readdirSync, readFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { describe, expect, it } from "vitest";
import { assignFields, fieldSetter } from "../src/kit/field-setter.js";
import { definedFields } from "../src/normalize/defined-fields.js";
import { parse, parsePartial } from "../src/index.js";
import { root } from "./helpers/samples.js";

setFlagsFromString("--allow-natives-syntax");
const hasFastProperties = new Function("o", "return %HasFastProperties(o)") as (o: object) => boolean;

describe("fieldSetter", () => {
  it("sets a field by its name, one function per name", () => {
    const o: Record<string, unknown> = {};
    fieldSetter("cpuUserPercent")(o, 12.5);
    expect(o).toEqual({ cpuUserPercent: 12.5 });
    expect(fieldSetter("cpuUserPercent")).toBe(fieldSetter("cpuUserPercent"));
    // names with quotes and backslashes are names, not code
    fieldSetter('a"b\\c')(o, 1);
    expect(Object.keys(o)).toEqual(["cpuUserPercent", 'a"b\\c']);
  });

  it("`__proto__` is an own field, not the prototype", () => {
    const o: Record<string, unknown> = {};
    fieldSetter("__proto__")(o, { polluted: true });
    expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(o, "__proto__")).toBe(true);
  });

  it("30 fields set by name: an ordinary object; set from a variable: a dictionary (the control)", () => {
    const byName: Record<string, unknown> = { format: "x" };
    const keyed: Record<string, unknown> = { format: "x" };
    // (other names for the control: fields set from a variable would follow the shapes the first object made)
    for (let i = 0; i < 30; i++) {
      fieldSetter(`field${i}Percent`)(byName, 1);
      keyed[`control${i}Percent`] = 1;
    }
    expect(hasFastProperties(byName)).toBe(true);
    expect(hasFastProperties(keyed)).toBe(false);
  });

  it("assignFields copies another object's fields by name, as Object.assign does, into an ordinary object", () => {
    const source: Record<string, unknown> = {};
    for (let i = 0; i < 30; i++) fieldSetter(`copied${i}Count`)(source, i === 3 ? undefined : i);
    const target: Record<string, unknown> = { format: "x" };
    assignFields(target, source);
    expect(target).toStrictEqual(Object.assign({ format: "x" }, source));
    expect(Object.keys(target)).toEqual(["format", ...Object.keys(source)]);
    expect(hasFastProperties(target)).toBe(true);
  });

  it("definedFields gives an ordinary object of 30 fields", () => {
    const wide: Record<string, unknown> = {};
    for (let i = 0; i < 30; i++) fieldSetter(`wide${i}Bytes`)(wide, i % 3 === 0 ? undefined : i);
    expect(hasFastProperties(definedFields(wide))).toBe(true);
  });

  // (records whose undefined fields the normalizer drops, definedFields; records filled from a table of names or
  // from another object's fields, fieldSetter)
  for (const format of ["bombardier-json", "autocannon-json", "apache-status", "php-fpm-status", "h2load", "httperf", "k6"] as const) {
    it(`${format}: every record of every sample is an ordinary object`, () => {
      const files = readdirSync(`${root}/samples/${format}`).filter((f) => f !== "README.md");
      const records = files.flatMap((f) => parsePartial(readFileSync(`${root}/samples/${format}/${f}`, "utf8"), { format, validate: false }).records as object[]);
      expect(records.length).toBeGreaterThan(3);
      expect(records.filter((r) => !hasFastProperties(r))).toEqual([]);
    });
  }

  // (raw records whose fields a table of names fills: read field by field by their normalizers)
  for (const format of ["ab", "httperf"] as const) {
    it(`${format}: every raw record of every sample is an ordinary object`, () => {
      const files = readdirSync(`${root}/samples/${format}`).filter((f) => f !== "README.md");
      const records = files.flatMap((f) => parsePartial(readFileSync(`${root}/samples/${format}/${f}`, "utf8"), { format, raw: true }).records as object[]);
      expect(records.length).toBeGreaterThan(3);
      expect(records.filter((r) => !hasFastProperties(r))).toEqual([]);
    });
  }

  for (const [format, file] of [
    ["pidstat", "pidstat/pidstat-h-u-r-d-w-1-2.txt"],
    ["iostat", "iostat/iostat-t-x-1-3.txt"],
    ["sar-csv", "sar-csv/sadf-d-A.C.first-5-samples.txt"],
    ["sar-json", "sar-json/sadf-j-A.C.json"],
  ] as const) {
    it(`${format}: every record is an ordinary object (${file})`, () => {
      const records = parse(readFileSync(`${root}/samples/${file}`, "utf8"), { format, validate: false }) as object[];
      expect(records.length).toBeGreaterThan(5);
      expect(records.filter((r) => !hasFastProperties(r))).toEqual([]);
    });
  }
});
