import { describe, expect, it } from "vitest";
import { labelKey, roleOfLabel } from "../../src/formats/free/labels.js";
import { canonicalUnit, resolvePlainUnit, UNIT_BYTES } from "../../src/formats/free/units.js";

describe("free unit options", () => {
  it.each([
    ["B", "B"], ["bytes", "B"], ["b", "B"], ["KiB", "KiB"], ["k", "KiB"], ["kibi", "KiB"], ["m", "MiB"], ["gibi", "GiB"],
    ["tebi", "TiB"], ["pebi", "PiB"], ["kilo", "kB"], ["mega", "MB"], ["giga", "GB"], ["tera", "TB"], ["peta", "PB"], ["kB", "kB"],
  ])("canonicalUnit(%s) = %s", (given, want) => expect(canonicalUnit(given)).toBe(want));

  it.each(["KB", "kb", "mib", "MB ", "", "__proto__", "constructor"])("canonicalUnit(%j) is undefined", (given) => expect(canonicalUnit(given)).toBeUndefined());

  it.each([
    [{}, "KiB", "default"],
    [{ si: true }, "kB", "option"],
    [{ si: false }, "KiB", "default"],
    [{ unit: "m" }, "MiB", "option"],
    [{ unit: "m", si: true }, "MB", "option"],
    [{ unit: "GB" }, "GB", "option"],
    [{ unit: "b", si: true }, "B", "option"],
  ] as const)("resolvePlainUnit(%j) = %s (%s)", (options, unit, source) => expect(resolvePlainUnit(options)).toEqual({ unit, source }));

  it("unit sizes", () => {
    expect(UNIT_BYTES).toMatchObject({ B: 1, KiB: 1024, MiB: 1048576, GiB: 1073741824, kB: 1000, PB: 1e15, PiB: 2 ** 50 });
  });
});

describe("free row labels", () => {
  it.each([
    ["Mem:", "mem"], ["  Mem:", "mem"], ["Speicher:", "mem"], ["内存：", "mem"], ["Pamięć:", "mem"], ["Mem.:", "mem"],
    ["Low:", "low"], ["하  위:", "low"], ["Lågt: ", "low"], ["High:", "high"], ["상  위:", "high"],
    ["Swap:", "swap"], ["Échange:", "swap"], ["Tráo đổi:", "swap"], ["交换：", "swap"], ["Своп.:", "swap"],
    ["Total:", "total"], ["Gesamt:", "total"], ["총  계:", "total"], ["Comm:", "comm"], ["Dédié:", "comm"], ["커  밋:", "comm"],
    ["-/+ buffers/cache:", "buffersCache"], ["-/+ buffers:", "buffersCache"],
  ])("roleOfLabel(%j) = %s", (label, role) => expect(roleOfLabel(label)).toBe(role));

  it.each(["Memory:", "__proto__:", "constructor:", "toString:", "", "Swap"])("roleOfLabel(%j) is not a trap", (label) => {
    const role = roleOfLabel(label);
    expect(role === undefined || role === "swap").toBe(true);
  });

  it("labelKey folds case, blanks, NFC and both colons", () => {
    expect(labelKey(" Tra\u0301o  đổi： ")).toBe("tráo đổi");
    expect(labelKey("MEM:")).toBe("mem");
  });
});
