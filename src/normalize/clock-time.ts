import { ValueError } from "./value-error.js";

const H24 = /^(\d{1,2}):(\d{2}):(\d{2})$/;
const H12 = /^(\d{1,2}):(\d{2}):(\d{2})\s*([AaPp])\.?\s*[Mm]\.?$/;
const CJK = /^(上午|下午|午前|午後|오전|오후)?\s*(\d{1,2})\s*[时時시]\s*(\d{1,2})\s*[分분]\s*(\d{1,2})\s*[秒초]$/;
const AFTERNOON = new Set(["下午", "午後", "오후"]);

/**
 * Reads a clock time as `strftime("%X")` prints it in the common locales and returns the seconds since midnight:
 * 24-hour `13:20:09` (C, de_DE, fr_FR, ...), 12-hour `01:20:09 PM` (en_US; `12:xx AM` is just after midnight and
 * `12:xx PM` just after noon; `a.m.`/`p.m.` and lower case are accepted), and the CJK clocks `13时20分09秒` (zh_CN),
 * `13時20分09秒` (ja_JP, zh_TW) and `13시 20분 09초` (ko_KR), optionally with a morning/afternoon word in front
 * (`下午 01时20分09秒`). Anything else, or a field out of range, throws a ValueError.
 *
 * @example
 * parseClockTime("13:20:09")      //=> 48009
 * parseClockTime("01:20:09 PM")   //=> 48009
 * parseClockTime("12:00:01 AM")   //=> 1
 * parseClockTime("13時20分09秒")   //=> 48009
 * parseClockTime("13시 20분 09초") //=> 48009
 */
export function parseClockTime(text: string): number {
  const s = text.trim();
  let m = H24.exec(s);
  if (m) return toSeconds(text, Number(m[1]), Number(m[2]), Number(m[3]));
  m = H12.exec(s);
  if (m) return toSeconds(text, from12(text, Number(m[1]), m[4]!.toUpperCase() === "P"), Number(m[2]), Number(m[3]));
  m = CJK.exec(s);
  if (m) {
    const hours = Number(m[2]);
    const h = m[1] === undefined ? hours : from12(text, hours, AFTERNOON.has(m[1]));
    return toSeconds(text, h, Number(m[3]), Number(m[4]));
  }
  throw new ValueError(`not a clock time: ${JSON.stringify(text)}`);
}

function from12(text: string, hours: number, pm: boolean): number {
  if (hours < 1 || hours > 12) throw new ValueError(`hour out of range for a 12-hour clock: ${JSON.stringify(text)}`);
  return (hours % 12) + (pm ? 12 : 0);
}

function toSeconds(text: string, h: number, m: number, s: number): number {
  // 60 is a leap second, which strftime can print.
  if (h > 23 || m > 59 || s > 60) throw new ValueError(`clock time out of range: ${JSON.stringify(text)}`);
  return h * 3600 + m * 60 + s;
}
