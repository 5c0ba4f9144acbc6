import { ValueError } from "./value-error.js";

const PROCPS = /^(?:(\d+) +days?,? *)?(?:(\d+):(\d\d)|(\d+) +min)?,?$/;
const BSD = /^(\d+)\+(\d\d):(\d\d)(?::(\d\d))?$/;

/**
 * Converts an uptime as `top`, `uptime` and `w` print it to seconds: procps `45 min`, `1:08` (hours:minutes),
 * `3 days,  2:01`, `1 day, 23 min`, `10 days`, `0 min` (a trailing comma is allowed), and FreeBSD top's
 * `0+00:15:38` (days+hours:minutes:seconds). procps prints whole minutes, so its forms are exact to the minute.
 * Anything else throws a ValueError; `1:08` is 68 minutes, never 108.
 *
 * @example
 * parseUptime("1:08")            //=> 4080
 * parseUptime("3 days,  2:01")   //=> 266460
 * parseUptime("1 day, 23 min")   //=> 87780
 * parseUptime("45 min")          //=> 2700
 * parseUptime("0+00:15:38")      //=> 938
 */
export function parseUptime(text: string): number {
  const s = text.trim();
  const bsd = BSD.exec(s);
  if (bsd) {
    const [, d, h, m, sec] = bsd;
    return check(text, Number(d) * 86_400 + Number(h) * 3600 + Number(m) * 60 + Number(sec ?? 0), Number(h), Number(m), Number(sec ?? 0));
  }
  const m = s === "" ? null : PROCPS.exec(s);
  if (!m || (m[1] === undefined && m[2] === undefined && m[4] === undefined)) {
    throw new ValueError(`not an uptime: ${JSON.stringify(text)}`);
  }
  const [, days, hours, minutes, mins] = m;
  const total = Number(days ?? 0) * 86_400 + Number(hours ?? 0) * 3600 + Number(minutes ?? mins ?? 0) * 60;
  return check(text, total, Number(hours ?? 0), Number(minutes ?? 0), 0);
}

function check(text: string, total: number, hours: number, minutes: number, seconds: number): number {
  if (hours > 23 || minutes > 59 || seconds > 59 || !Number.isSafeInteger(total)) {
    throw new ValueError(`uptime field out of range: ${JSON.stringify(text)}`);
  }
  return total;
}
