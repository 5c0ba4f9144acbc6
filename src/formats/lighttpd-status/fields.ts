import type { StatusFieldKind, StatusFieldTable } from "../status-page/fields.js";

/**
 * lighttpd mod_status `?auto` fields (src/mod_status.c, mod_status_handle_server_status_text: the same six lines in
 * every 1.4 release, 1.4.10 to 1.4.7x), each to a key of the record and how its text reads. `Total kBytes` is the bytes
 * written divided by 1024: since 1.4.60 `(intmax_t)(abs_traffic_out / 1024)` (truncated: up to 1023 bytes below what
 * was sent), before it `snprintf("%.0f", abs_traffic_out / 1024)` of a double (rounded: within 512 bytes); given in bytes.
 */
export const LIGHTTPD_FIELDS = {
  "Total Accesses": ["accessesTotal", "int"],
  "Total kBytes": ["sentBytesTotal", "kbytes"],
  Uptime: ["uptimeSeconds", "int"],
  BusyServers: ["busyServers", "int"],
  IdleServers: ["idleServers", "int"],
  Scoreboard: ["scoreboard", "text"],
} as const satisfies StatusFieldTable<StatusFieldKind>;

/**
 * The scoreboard's letters, one per connection slot (request.c http_request_state_short: `.qrQRhsWSECx` by
 * request_state_t; request.h http_con_state_short: `k` for a keep-alive connection waiting for its next request, since
 * 1.4.41; `_` for each free slot, mod_status.c), each to a key of `scoreboard`.
 */
export const SCOREBOARD_STATES = {
  _: "idle",
  ".": "connect",
  q: "requestStart",
  r: "read",
  Q: "requestEnd",
  R: "readPost",
  h: "handleRequest",
  s: "responseStart",
  W: "write",
  S: "responseEnd",
  E: "error",
  C: "close",
  x: "otherState",
  k: "keepalive",
} as const;

export const isLighttpdField = (name: string): boolean => Object.hasOwn(LIGHTTPD_FIELDS, name);
