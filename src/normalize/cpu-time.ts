import { ValueError } from "./value-error.js";

const MIN_SEC = /^(\d+):(\d\d)(?:\.(\d\d))?$/;
const H_M_S = /^(?:(\d+)-)?(\d+):(\d\d):(\d\d)(?:\.(\d\d))?$/;
const HOURS_MINUTES = /^(\d+),(\d\d)$/;
const SCALED = /^(\d+)([hdwHDW])(?:\+(\d+)([hdHD]))?$/;
const DECIMAL_UNIT = /^(\d+(?:\.\d+)?)([HD])$/;
const UNIT: Record<string, number> = { h: 3600, d: 86_400, w: 604_800 };

/**
 * Converts a process CPU time as the `top`s print it (the TIME+ and TIME columns) to seconds:
 * - `0:01.57`, `80:13.45` minutes:seconds.hundredths (procps TIME+, macOS TIME `00:18.94`); `1234:56` minutes:seconds
 *   (procps TIME, BusyBox, FreeBSD);
 * - `5,07` hours,minutes: procps switches to it for long times, the comma is NOT a decimal comma;
 * - `12h`, `3d`, `2w`, `3d+4h`, `2w+3d` (procps 4.x; upper case with its CASEUP_SUFIX build);
 * - `1:02:03` hours:minutes:seconds (macOS over an hour) and `1-02:03:04` days-hours:minutes:seconds (ps style);
 * - `12.3H`, `4.5D` (FreeBSD beyond 1000 minutes).
 * Scaled forms are exact only to their last printed unit. Anything else throws a ValueError.
 *
 * @example
 * parseCpuTime("0:01.57")     //=> 1.57
 * parseCpuTime("1234:56")     //=> 74096
 * parseCpuTime("5,07")        //=> 18420
 * parseCpuTime("3d+4h")       //=> 273600
 * parseCpuTime("1-02:03:04")  //=> 93784
 */
export function parseCpuTime(text: string): number {
  const seconds = readCpuTime(text);
  if (seconds > Number.MAX_SAFE_INTEGER) throw new ValueError(`too large to be exact: ${JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}...` : text)}`);
  return seconds;
}

function readCpuTime(text: string): number {
  const s = text.trim();
  let m = MIN_SEC.exec(s);
  if (m) {
    const [, min, sec, hundredths] = m;
    seconds60(text, sec!);
    return (Number(min) * 6000 + Number(sec) * 100 + Number(hundredths ?? 0)) / 100;
  }
  m = HOURS_MINUTES.exec(s);
  if (m) {
    seconds60(text, m[2]!);
    return Number(m[1]) * 3600 + Number(m[2]) * 60;
  }
  m = H_M_S.exec(s);
  if (m) {
    const [, d, h, min, sec, hundredths] = m;
    seconds60(text, min!);
    seconds60(text, sec!);
    if (d !== undefined && Number(h) > 23) throw new ValueError(`hours out of range: ${JSON.stringify(text)}`);
    return (Number(d ?? 0) * 8_640_000 + Number(h) * 360_000 + Number(min) * 6000 + Number(sec) * 100 + Number(hundredths ?? 0)) / 100;
  }
  m = SCALED.exec(s);
  if (m) {
    const [, a, unitA, b, unitB] = m;
    const first = Number(a) * UNIT[unitA!.toLowerCase()]!;
    if (b === undefined) return first;
    if (UNIT[unitB!.toLowerCase()]! >= UNIT[unitA!.toLowerCase()]!) throw new ValueError(`not a CPU time: ${JSON.stringify(text)}`);
    return first + Number(b) * UNIT[unitB!.toLowerCase()]!;
  }
  m = DECIMAL_UNIT.exec(s);
  if (m) return Math.round(Number(m[1]) * (m[2] === "H" ? 3600 : 86_400));
  throw new ValueError(`not a CPU time: ${JSON.stringify(text)}`);
}

function seconds60(text: string, two: string): void {
  if (Number(two) > 59) throw new ValueError(`minutes or seconds out of range: ${JSON.stringify(text)}`);
}
