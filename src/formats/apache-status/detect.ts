/** How much of the input the detector looks at. */
const DETECT_WINDOW = 64 * 1024;

/** A field only mod_status prints (2.4's first fields, or the counters every version has). */
const APACHE_ONLY = /^(?:ServerVersion: *Apache\b|ServerMPM: |ParentServerConfigGeneration: |ReqPerSec: |CPULoad: |BytesPerReq: |BusyWorkers: *\d|IdleWorkers: *\d)/m;
const COUNTERS = /^(?:Total Accesses: *\d+|Scoreboard: *[_SRWKDCLGI.]+)[ \t\r]*$/m;

const OWN_FIELD = /^(?:Total Accesses|Total kBytes|Total Duration|ServerUptimeSeconds|ParentServer(?:Config|MPM)Generation|(?:Busy|Idle|Graceful)Workers|CPU(?:Children)?(?:User|System)|ConnsAsync\w+|Scoreboard):/m;

/**
 * Scores text as a mod_status `?auto` page or a log of them. Certain with 2.4's ServerVersion line or mod_status's
 * own fields and counters; a page of only `Total Accesses`, `Total kBytes`, `Uptime`, `BusyServers`, `IdleServers`,
 * `Scoreboard` (Apache 1.3 cut short) scores lower, and below lighttpd-status's score for lighttpd's page of the same
 * names (src/formats/lighttpd-status/detect.ts: its scoreboard letters, or its Uptime right before BusyServers).
 */
export function detectApacheStatus(text: string): number {
  const head = text.slice(0, DETECT_WINDOW);
  if (/^ServerVersion: *Apache\//m.test(head)) return 1;
  const apacheOnly = APACHE_ONLY.test(head);
  const counters = COUNTERS.test(head);
  if (apacheOnly && counters) return 0.95;
  if (apacheOnly && /^(?:BusyWorkers|IdleWorkers): *\d+[ \t\r]*$/m.test(head) && /^Scoreboard: /m.test(head)) return 0.9;
  if (counters && /^BusyServers: *\d+[ \t\r]*$/m.test(head)) return 0.5;
  // A line of mod_status's own whatever its value (`Total Accesses: 1x`): a damaged page, not a line of prose
  if (OWN_FIELD.test(head)) return 0.2;
  return 0;
}
