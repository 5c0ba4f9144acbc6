/**
 * Generated procps-ng 4.x `top -b` frames, written with top's own field widths (see
 * samples/top/procps-ng-4.0.2-b-n3-d0.5.txt), parse back to the values generated: uptime to the minute, load
 * averages and percentages as printed, task counts exactly, memory within top's 0.1-unit display rounding, process
 * sizes within their printed precision, TIME+ to the hundredth (or the second in its `mmmm:ss` form).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isFormatName } from "../../src/formats/index.js";
import { parse } from "../../src/index.js";
import type { TopFrameRecord, TopRecord } from "../../src/formats/top/schema.js";
import { expectSound, fcParams } from "./harness.js";

const MiB = 1024 ** 2;
const GiB = 1024 ** 3;
const two = (n: number): string => String(n).padStart(2, "0");
/** C's `%N.1f` of a value held in tenths. */
const tenths = (t: number, width: number): string => (t / 10).toFixed(1).padStart(width);

type UptimeForm = "min" | "hm" | "dayMin" | "dayHm" | "days";
interface Uptime {
  form: UptimeForm;
  days: number;
  hours: number;
  minutes: number;
  padHours: boolean;
}

const uptime: fc.Arbitrary<Uptime> = fc.record({
  form: fc.constantFrom<UptimeForm>("min", "hm", "dayMin", "dayHm", "days"),
  days: fc.integer({ min: 1, max: 9999 }),
  hours: fc.integer({ min: 1, max: 23 }),
  minutes: fc.integer({ min: 0, max: 59 }),
  padHours: fc.boolean(),
});

function renderUptime(u: Uptime): { text: string; seconds: number } {
  const days = `${u.days} ${u.days > 1 ? "days" : "day"}`;
  const hm = `${u.padHours ? String(u.hours).padStart(2) : u.hours}:${two(u.minutes)}`;
  switch (u.form) {
    case "min":
      return { text: `${u.minutes} min`, seconds: u.minutes * 60 };
    case "hm":
      return { text: hm, seconds: u.hours * 3600 + u.minutes * 60 };
    case "dayMin":
      return { text: `${days}, ${u.minutes} min`, seconds: u.days * 86400 + u.minutes * 60 };
    case "dayHm":
      return { text: `${days}, ${String(u.hours).padStart(2)}:${two(u.minutes)}`, seconds: u.days * 86400 + u.hours * 3600 + u.minutes * 60 };
    case "days":
      return { text: days, seconds: u.days * 86400 };
  }
}

/** A size as top prints it in a column of `width`: KiB when the digits fit, else `m`/`g` with one decimal. */
interface Size {
  kib: number;
  text: string;
  /** How far the printed value may be from the true one, in bytes. */
  slack: number;
}

function size(kib: number, width: number): Size {
  if (String(kib).length <= width) return { kib, text: String(kib).padStart(width), slack: 0 };
  const m = (kib / 1024).toFixed(1);
  if (`${m}m`.length <= width) return { kib, text: `${m}m`.padStart(width), slack: 0.05 * MiB + 1 };
  return { kib, text: `${(kib / 1024 / 1024).toFixed(1)}g`.padStart(width), slack: 0.05 * GiB + 1 };
}

/** TIME+ (`%9s`): `m:ss.hh` when it fits, else `m:ss`. */
function timePlus(hundredths: number): { text: string; seconds: number } {
  const minutes = Math.floor(hundredths / 6000);
  const secs = Math.floor((hundredths % 6000) / 100);
  const full = `${minutes}:${two(secs)}.${two(hundredths % 100)}`;
  if (full.length <= 9) return { text: full.padStart(9), seconds: hundredths / 100 };
  return { text: `${minutes}:${two(secs)}`.padStart(9), seconds: minutes * 60 + secs };
}

interface Proc {
  pid: number;
  user: string;
  pr: number | "rt";
  ni: number;
  virt: Size;
  res: Size;
  shr: Size;
  state: string;
  cpu10: number;
  mem10: number;
  time: number;
  command: string;
}

const word = (chars: string, min: number, max: number): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...chars), { minLength: min, maxLength: max }).map((a) => a.join(""));

/** A KiB count of any magnitude top meets: small (printed in KiB), MiB-sized and GiB-sized (scaled). */
const kib = fc.oneof(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 1023 * 1024 }), fc.integer({ min: 0, max: 900 * 1024 * 1024 }));

const proc: fc.Arbitrary<Proc> = fc
  .record({
    pid: fc.integer({ min: 1, max: 4_194_304 }),
    // A user name starts with a letter or `_` (a lone `-` is top's placeholder, read as null).
    user: fc.tuple(word("abcdefghijklmnopqrstuvwxyz_", 1, 1), word("abcdefghijklmnopqrstuvwxyz0123456789_-", 0, 7)).map(([a, b]) => a + b),
    pr: fc.oneof(fc.integer({ min: -99, max: 39 }), fc.constant("rt" as const)),
    ni: fc.integer({ min: -20, max: 19 }),
    virt: kib,
    res: kib,
    shr: kib,
    state: fc.constantFrom("R", "S", "D", "T", "t", "Z", "I"),
    cpu10: fc.integer({ min: 0, max: 9999 }),
    mem10: fc.integer({ min: 0, max: 1000 }),
    time: fc.oneof(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 6000 * 999_999 })),
    command: fc.oneof(
      word("abcdefghijklmnopqrstuvwxyz0123456789_-./:", 1, 15),
      fc.tuple(word("abcdefghijklmnopqrstuvwxyz", 1, 7), word("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", 1, 7)).map(([a, b]) => `${a} ${b}`),
    ),
  })
  .map((r) => ({ ...r, virt: size(r.virt, 7), res: size(r.res, 6), shr: size(r.shr, 6) }));

interface Frame {
  clock: [number, number, number];
  uptime: Uptime;
  users: number;
  load: [number, number, number];
  tasks: [number, number, number, number, number];
  cpu: number[];
  /** Mem total, free, used, buff/cache, and Swap total, free, used, avail Mem, in KiB. */
  mem: number[];
  procs: Proc[];
}

const anyFrame: fc.Arbitrary<Frame> = fc.record({
  clock: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 })),
  uptime,
  users: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 500 })),
  load: fc.tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99_999 })),
  tasks: fc.tuple(...Array.from({ length: 5 }, () => fc.oneof(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 99_999 })))) as fc.Arbitrary<
    [number, number, number, number, number]
  >,
  cpu: fc.array(fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.constant(1000), fc.constant(0)), { minLength: 8, maxLength: 8 }),
  // Up to 64 GiB, up to 1 TiB (`1048576.0` still fits 9 columns), up to 1 PiB (mostly cut: `10737418+`).
  mem: fc.array(fc.oneof(fc.integer({ min: 0, max: 2 ** 26 }), fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 0, max: 2 ** 40 })), { minLength: 8, maxLength: 8 }),
  procs: fc.array(proc, { minLength: 0, maxLength: 8 }),
});

/**
 * Sets the task total as top -b prints it: equal to the rows shown (`full`, top -b lists every task) or larger (a
 * filter such as -u or -i hides some). The reader takes a short last frame of an otherwise full log for a cut one.
 */
const withTotal = (f: Frame, full: boolean): Frame => ({
  ...f,
  tasks: [full ? f.procs.length : Math.max(f.tasks[0], f.procs.length + 1), f.tasks[1], f.tasks[2], f.tasks[3], f.tasks[4]],
});
const frame: fc.Arbitrary<Frame> = fc.tuple(anyFrame, fc.boolean()).map(([f, full]) => withTotal(f, full));
/** A log: every frame full, or none. */
const frames: fc.Arbitrary<Frame[]> = fc
  .tuple(fc.array(anyFrame, { minLength: 2, maxLength: 4 }), fc.boolean())
  .map(([fs, full]) => fs.map((f) => withTotal(f, full)));

const HEADER = "    PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND";
const CPU_LABELS = ["us", "sy", "ni", "id", "wa", "hi", "si", "st"];
const CPU_KEYS = ["userPercent", "systemPercent", "nicePercent", "idlePercent", "iowaitPercent", "hardIrqPercent", "softIrqPercent", "stealPercent"];

/** A summary value in MiB as procps 4 prints it (`%.1f` into 10 bytes): cut to 9 characters ending in `+` when wider. */
function memText(kibValue: number): string {
  const text = (kibValue / 1024).toFixed(1);
  return text.length > 9 ? `${text.slice(0, 8)}+` : text;
}

function renderFrame(f: Frame): string {
  const mib = (k: number): string => memText(k).padStart(9);
  const [h, mi, s] = f.clock;
  const load = f.load.map((l) => (l / 100).toFixed(2)).join(", ");
  const lines = [
    `top - ${two(h)}:${two(mi)}:${two(s)} up ${renderUptime(f.uptime).text}, ${String(f.users).padStart(2)} ${f.users === 1 ? "user" : "users"},  load average: ${load}`,
    `Tasks:${f.tasks.map((n, i) => `${String(n).padStart(4)} ${["total", "running", "sleeping", "stopped", "zombie"][i]}`).join(",")}`,
    `%Cpu(s):${f.cpu.map((c, i) => `${tenths(c, 5)} ${CPU_LABELS[i]}`).join(",")} `,
    `MiB Mem :${mib(f.mem[0]!)} total,${mib(f.mem[1]!)} free,${mib(f.mem[2]!)} used,${mib(f.mem[3]!)} buff/cache     `,
    `MiB Swap:${mib(f.mem[4]!)} total,${mib(f.mem[5]!)} free,${mib(f.mem[6]!)} used.${mib(f.mem[7]!)} avail Mem `,
    "",
    HEADER,
    ...f.procs.map(
      (p) =>
        `${String(p.pid).padStart(7)} ${p.user.padEnd(8)} ${String(p.pr).padStart(3)} ${String(p.ni).padStart(3)} ${p.virt.text} ${p.res.text} ${p.shr.text} ${p.state} ${tenths(p.cpu10, 5)} ${tenths(p.mem10, 5)} ${timePlus(p.time).text} ${p.command}`,
    ),
  ];
  return lines.join("\n");
}

/** top -b: frames one after another, a blank line before each frame but the first. */
const renderLog = (frames: Frame[]): string => `${frames.map(renderFrame).join("\n\n")}\n`;

function expectFrame(rec: TopRecord, f: Frame): void {
  if (rec.kind !== "frame") expect.fail(`an error item: ${JSON.stringify(rec.error)}`);
  const r: TopFrameRecord = rec;
  const [h, mi, s] = f.clock;
  expect(r.time).toBe(`${two(h)}:${two(mi)}:${two(s)}`);
  expect(r.uptimeSeconds).toBe(renderUptime(f.uptime).seconds);
  expect(r.users).toBe(f.users);
  expect([r.loadAverage1m, r.loadAverage5m, r.loadAverage15m]).toEqual(f.load.map((l) => Number((l / 100).toFixed(2))));
  expect(r.tasks).toEqual({ kind: "tasks", total: f.tasks[0], running: f.tasks[1], sleeping: f.tasks[2], stopped: f.tasks[3], zombie: f.tasks[4] });
  expect(r.cpu).toEqual(Object.fromEntries(CPU_KEYS.map((k, i) => [k, f.cpu[i]! / 10])));
  expect(r.memoryUnit).toBe("MiB");
  const near = (got: number | null | undefined, kibValue: number, slack: number): void => {
    if (typeof got !== "number") expect.fail(`not a number: ${got}`);
    expect(Math.abs(got - kibValue * 1024)).toBeLessThanOrEqual(slack);
  };
  /** A summary value: within the 0.1 MiB display rounding, or null when top cut it (`12345678+`). */
  const nearMem = (got: number | null | undefined, kibValue: number): void => {
    if (memText(kibValue).endsWith("+")) expect(got).toBeNull();
    else near(got, kibValue, 0.05 * MiB + 1);
  };
  const m = r.memory!;
  [m.totalBytes, m.freeBytes, m.usedBytes, m.buffCacheBytes].forEach((b, i) => nearMem(b, f.mem[i]!));
  const sw = r.swap!;
  [sw.totalBytes, sw.freeBytes, sw.usedBytes].forEach((b, i) => nearMem(b, f.mem[4 + i]!));
  nearMem(m.availableBytes, f.mem[7]!);
  expect(r.processes).toHaveLength(f.procs.length);
  r.processes.forEach((p, i) => {
    const g = f.procs[i]!;
    expect(p).toMatchObject({ pid: g.pid, user: g.user, priority: g.pr, nice: g.ni, state: g.state, cpuPercent: g.cpu10 / 10, memPercent: g.mem10 / 10, command: g.command });
    near(p.virtBytes as number, g.virt.kib, g.virt.slack);
    near(p.resBytes as number, g.res.kib, g.res.slack);
    near(p.shrBytes as number, g.shr.kib, g.shr.slack);
    expect(p.cpuTimeSeconds as number).toBeCloseTo(timePlus(g.time).seconds, 6);
  });
}

describe.skipIf(!isFormatName("top"))("round trip: generated procps-ng 4.x top -b frames", () => {
  it("a frame parses back to the generated values", () => {
    fc.assert(
      fc.property(frame, (f) => {
        const text = renderLog([f]);
        const records = parse(text, { format: "top" }) as TopRecord[];
        expect(records).toHaveLength(1);
        expectFrame(records[0]!, f);
        expectSound(text, "top");
      }),
      fcParams(),
    );
  });

  it("several frames come back as as many records, in order, and are auto-detected", () => {
    fc.assert(
      fc.property(frames, (frames) => {
        const text = renderLog(frames);
        const records = parse(text) as TopRecord[];
        expect(records).toHaveLength(frames.length);
        records.forEach((r, i) => expectFrame(r, frames[i]!));
      }),
      fcParams(),
    );
  });
});
