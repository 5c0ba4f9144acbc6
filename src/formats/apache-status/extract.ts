/** Finding mod_status `?auto` pages in other text (extract). */
import { DATE_LINE, type ExtractSignature } from "../../kit/line-tests.js";

const FIELD = /^(?:ServerVersion|ServerMPM|Server Built|CurrentTime|RestartTime|ParentServer(?:Config|MPM)Generation|ServerUptime(?:Seconds)?|Load(?:1|5|15)|Total (?:Accesses|kBytes|Duration)|CPU(?:User|System|ChildrenUser|ChildrenSystem|Load)|Uptime|ReqPerSec|BytesPerSec|BytesPerReq|DurationPerReq|(?:Busy|Graceful|Idle)Workers|(?:Busy|Idle)Servers|Processes|Stopping|Conns(?:Total|Async\w+)|Scoreboard|Cache\w+|ProxyBalancer\[\d+\]\w*(?:\[\d+\]\w+)?): /;
const HTTP_LINE = [/^HTTP\/\d(?:\.\d)? \d{3}/, /^[A-Za-z][\w-]*: \S.*$/];

export const apacheStatusSignature: ExtractSignature = {
  start: [/^ServerVersion: Apache\//, /^Total Accesses: \d+\s*$/],
  body: [FIELD, /^TLSSessionCacheStatus\s*$/, /^Using GnuTLS version: /, /^Built against GnuTLS version: /, DATE_LINE, ...HTTP_LINE, /^curl: \(\d+\)/, /^[\w.-]+\s*$/],
  // the server-name line of a 2.4 page, a timestamp line, an HTTP head
  lead: [/^[\w.:[\]-]+\s*$/, DATE_LINE, ...HTTP_LINE],
};
