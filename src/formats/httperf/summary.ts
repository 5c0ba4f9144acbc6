import type { LoadTestSummaryShape } from "../../kit/format.js";
import type { HttperfRecord, HttperfSettings } from "./schema.js";

/**
 * An httperf run as one row of a comparison. httperf sets a rate of new connections (`--rate`), not a number of
 * concurrent clients, so there is no concurrency. requests = requests sent (`Total: requests`), successful = 2xx
 * replies, so failed = the requests without a reply (timeouts, resets) and the non-2xx replies; the Errors lines
 * count connections, not requests (a refused connection sent none), and stay in the record. requests/s is the
 * Request rate; bytes/s the received share of Net I/O (which counts request bytes sent too):
 * Net I/O x replies x (header + content) / (requests x request size + replies x (header + content)), from the
 * per-request means; the mean latency is Reply time response + transfer (a request's first byte to its reply's
 * last), given when replies completed.
 */
export function summarizeHttperf(record: HttperfRecord): LoadTestSummaryShape {
  const out: LoadTestSummaryShape = { format: record.format, status: record.status };
  const target = targetOf(record.settings);
  if (target !== undefined) out.target = target;
  if (record.durationSeconds !== undefined) out.durationSeconds = record.durationSeconds;
  if (record.requests !== undefined) out.requests = record.requests;
  const ok = record.replyStatus?.["2xx"];
  if (ok !== undefined && record.requests !== undefined) out.successful = Math.min(ok, record.requests);
  if (record.requestRatePerSecond !== undefined) out.requestsPerSecond = record.requestRatePerSecond;
  const received = receivedPerSecond(record);
  if (received !== undefined) out.bytesPerSecond = received;
  const t = record.replyTime;
  if (t && t.transferMs !== null && record.replies !== undefined && record.replies > 0) out.latencyMeanMs = Math.round((t.responseMs + t.transferMs) * 10) / 10; // two values of one decimal
  return out;
}

/** `http://server[:port]/uri` from the echoed settings (the port left out when it is the scheme's default). */
export function targetOf(s: HttperfSettings | undefined): string | undefined {
  if (s?.server === undefined) return undefined;
  const scheme = s.ssl ? "https" : "http";
  const host = s.server.includes(":") && !s.server.startsWith("[") ? `[${s.server}]` : s.server;
  const port = s.port !== undefined && s.port !== (s.ssl ? 443 : 80) ? `:${s.port}` : "";
  const uri = s.uri === undefined ? "/" : s.uri.startsWith("/") ? s.uri : `/${s.uri}`;
  return `${scheme}://${host}${port}${uri}`;
}

/** The received share of Net I/O, bytes per second (see summarizeHttperf). */
function receivedPerSecond(r: HttperfRecord): number | null | undefined {
  const net = r.netIoBytesPerSecond;
  if (net === undefined || net === null) return net;
  const h = r.replySize?.headerBytes;
  const c = r.replySize?.contentBytes;
  if (r.replies === undefined || r.requests === undefined) return undefined;
  if (r.replies === 0) return 0;
  if (h === undefined || c === undefined || h === null || c === null || r.requestSizeBytes === undefined || r.requestSizeBytes === null) return undefined;
  const got = r.replies * (h + c);
  const sent = r.requests * r.requestSizeBytes;
  // an estimate from per-request means: whole bytes per second
  return got + sent === 0 ? 0 : Math.round((net * got) / (got + sent));
}
