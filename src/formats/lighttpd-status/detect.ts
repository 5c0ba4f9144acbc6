import { detectHead } from "../../kit/detect.js";

/**
 * A whole page as lighttpd prints it (mod_status.c: six lines in this order, every 1.4 release), its Uptime and
 * Scoreboard captured. Apache 1.3's page has the same names but prints ReqPerSec (and more) between Uptime and
 * BusyServers once Uptime is above 0, and Apache 2.x prints BusyWorkers instead.
 */
const PAGE = /^Total Accesses: *\d+[ \t\r]*\nTotal kBytes: *\d+[ \t\r]*\nUptime: *(\d+)[ \t\r]*\nBusyServers: *\d+[ \t\r]*\nIdleServers: *\d+[ \t\r]*\nScoreboard: *([_.qrQRhsWSECxk]*)[ \t\r]*$/m;
/** Scoreboard letters only lighttpd prints (Apache's are `_SRWKDCLGI.`): `h` is the status request itself. */
const OWN_LETTER = /[qrQhsExk]/;
const SCOREBOARD = /^Scoreboard: *[_.qrQRhsWSECxk]*[qrQhsExk][_.qrQRhsWSECxk]*[ \t\r]*$/m;

/**
 * Scores text as a lighttpd mod_status `?auto` page or a log of them. Certain with lighttpd's Server header (curl -i);
 * nearly so with its six lines in order when the scoreboard has a letter only lighttpd prints or Uptime is above 0
 * (above apache-status's 0.5 for a page of BusyServers); a page that could be Apache 1.3's in its first second
 * (Uptime 0, only letters both print) scores below apache-status.
 */
export function detectLighttpdStatus(text: string): number {
  const head = detectHead(text);
  const page = PAGE.exec(head);
  if (page) {
    if (/^Server: *lighttpd\b/im.test(head)) return 1;
    return OWN_LETTER.test(page[2]!) || page[1] !== "0" ? 0.9 : 0.3;
  }
  // a damaged page: lighttpd's own letters on a Scoreboard line beside BusyServers
  if (SCOREBOARD.test(head) && /^BusyServers: *\d/m.test(head) && !/^(?:BusyWorkers|ReqPerSec|CPULoad|ServerVersion):/m.test(head)) return 0.6;
  return 0;
}
