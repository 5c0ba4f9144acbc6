import { describe, expect, it } from "vitest";
import { freeFormat } from "../../src/formats/free/index.js";
import { freeOptionsFromCommand } from "../../src/formats/free/command.js";
import { parseFree, sample } from "./helpers.js";

const opts = (line: string): Record<string, unknown> => freeOptionsFromCommand(line.split(/\s+/).filter(Boolean));
const unitOf = (line: string): unknown => opts(line).unit;

describe("free: options from a pasted command line", () => {
  it("is the format's command, for the program free", () => {
    expect(freeFormat.command?.programs.map((p) => p.name)).toEqual(["free"]);
    expect(freeFormat.command?.fromCommand?.(["-m"])).toEqual({ unit: "m", si: false, freeCommand: { unit: "m", si: false } });
  });

  it("reads every unit flag, short and long, and free's default", () => {
    const cases: [string, string][] = [
      ["", "k"], ["-b", "b"], ["--bytes", "b"], ["-k", "k"], ["--kibi", "k"], ["-m", "m"], ["--mebi", "m"], ["-g", "g"], ["--gibi", "g"],
      ["--tebi", "tebi"], ["--pebi", "pebi"], ["--kilo", "kilo"], ["--mega", "mega"], ["--giga", "giga"], ["--tera", "tera"], ["--peta", "peta"],
      ["-w -l -t -v", "k"], ["-L", "k"],
    ];
    for (const [line, unit] of cases) expect(unitOf(line), line).toBe(unit);
    expect(opts("--si")).toMatchObject({ unit: "k", si: true });
    expect(opts("-m --si")).toMatchObject({ unit: "m", si: true });
  });

  it("reads clusters, and never reads the value of -s or -c as flags", () => {
    expect(unitOf("-bt")).toBe("b");
    expect(unitOf("-tbw")).toBe("b");
    expect(unitOf("-b -s 1")).toBe("b");
    expect(unitOf("-s 1 -c 3 -m")).toBe("m");
    expect(unitOf("-bs1")).toBe("b");
    expect(unitOf("-s1 -c3")).toBe("k");
    expect(unitOf("-bs 1 -c 2")).toBe("b");
    // the value of -s and -c is not looked at, even when it looks like a flag
    expect(unitOf("-s -m")).toBe("k");
    expect(unitOf("-c -g -b")).toBe("b");
    expect(unitOf("-sm")).toBe("k");
    expect(unitOf("--seconds 1 --count=2 --mebi")).toBe("m");
    expect(unitOf("--seconds -g")).toBe("k");
    expect(unitOf("--seconds=-g")).toBe("k");
  });

  it("takes unique prefixes of long names as getopt_long does, and ignores ambiguous ones", () => {
    expect(unitOf("--by")).toBe("b");
    expect(unitOf("--meg")).toBe("mega");
    expect(unitOf("--meb")).toBe("m");
    expect(unitOf("--me")).toBe("k");
    expect(opts("--s").si).toBe(false);
    expect(opts("--hum").freeCommand).toEqual({ si: false });
  });

  it("-h gives no unit (the sizes carry theirs), only whether --si was given", () => {
    expect(opts("-h")).toEqual({ si: false, freeCommand: { si: false } });
    expect(opts("--human --si")).toEqual({ si: true, freeCommand: { si: true } });
    expect(opts("-h -b")).toEqual({ si: false, freeCommand: { si: false } });
    expect(opts("-ht -s 2")).toEqual({ si: false, freeCommand: { si: false } });
  });

  it("the last unit flag wins; shell pipes, redirections, typographic dashes", () => {
    expect(unitOf("-b -m")).toBe("m");
    expect(unitOf("-m | tee log")).toBe("m");
    expect(unitOf("-m > out -g")).toBe("m");
    expect(unitOf("-m 2>&1 -b")).toBe("m");
    expect(unitOf("\u2013m")).toBe("m");
    expect(unitOf("\u2014bytes")).toBe("b");
    expect(unitOf("-- -m")).toBe("k");
    expect(unitOf("hello")).toBe("k");
  });

  it("records say the unit came from the command, unless the caller's options differ", () => {
    const m = sample("procps-4.0.2-pasted-m.txt");
    const [rec] = parseFree(m, opts("-m -s 1") as never);
    expect(rec).toMatchObject({ unit: "MiB", unitSource: "command", exact: false, memTotalBytes: 24105 * 2 ** 20 });
    expect(rec).not.toHaveProperty("warnings");
    // the caller's unit wins (merged over the command's options, as the engine does)
    expect(parseFree(m, { ...opts("-m"), unit: "g" } as never)[0]).toMatchObject({ unit: "GiB", unitSource: "option" });
    expect(parseFree(m, { ...opts("-m"), si: true } as never)[0]).toMatchObject({ unit: "MB", unitSource: "option" });
    // plain free: KiB known, so exact and no warning
    expect(parseFree(sample("procps-4.0.2-pasted-k.txt"), opts("") as never)[0]).toMatchObject({ unit: "KiB", unitSource: "command", exact: true });
    expect(parseFree(sample("procps-4.0.2-pasted-b.txt"), opts("-b") as never)[0]).toMatchObject({ unit: "B", unitSource: "command", exact: true });
    expect(parseFree(sample("procps-4.0.2-pasted-si.txt"), opts("--si") as never)[0]).toMatchObject({ unit: "kB", unitSource: "command", memTotalBytes: 25276510e3 });
    // -h --si under a translated header: the command tells what the header cannot
    const [de] = parseFree(sample("procps-4.0.2-de_DE-h-si.txt"), opts("-h --si") as never);
    expect(de).toMatchObject({ unitSource: "command", humanBase: 1000, memTotalBytes: 25e9 });
    expect(de).not.toHaveProperty("warnings");
    expect(parseFree(sample("busybox-1.35.0-h.txt"), opts("-h") as never)[0]).toMatchObject({ unitSource: "command", humanBase: 1024 });
  });
});
