/** Finding lighttpd mod_status `?auto` pages in other text (extract). */
import { DATE_LINE, type ExtractSignature } from "../../kit/line-tests.js";

const FIELD = /^(?:Total (?:Accesses|kBytes)|Uptime|BusyServers|IdleServers|Scoreboard): /;
const HTTP_LINE = [/^HTTP\/\d(?:\.\d)? \d{3}/, /^[A-Za-z][\w-]*: \S.*$/];

export const lighttpdStatusSignature: ExtractSignature = {
  start: [/^Total Accesses: \d+\s*$/],
  body: [FIELD, DATE_LINE, ...HTTP_LINE, /^curl: \(\d+\)/],
  // a timestamp line, an HTTP head
  lead: [DATE_LINE, ...HTTP_LINE],
};
