/**
 * Names input that is not a stub_status page but is often fetched instead of one: an HTML error page, php-fpm's
 * status page, Apache's server-status, a JSON status API, HTTP headers with no body. Undefined when the text is
 * none of these.
 */
export function describeForeign(text: string): string | undefined {
  const head = text.slice(0, 64 * 1024);
  if (/^[ \t]*pool:[ \t]+\S/m.test(head) && /^[ \t]*(?:process manager|accepted conn|start since):/m.test(head)) {
    return "a php-fpm status page (pool:, process manager:, accepted conn:), not nginx's stub_status";
  }
  if (/^(?:Total Accesses|ServerVersion|Scoreboard|BusyWorkers|IdleWorkers|CPULoad|ServerUptimeSeconds):/m.test(head) || /<title>Apache Status<\/title>|<h1>Apache Server Status for/i.test(head)) {
    return "Apache's mod_status page (server-status), not nginx's stub_status";
  }
  if (/<\s*(?:!doctype\s+html|html|head|body|title)\b/i.test(head)) {
    const title = /<title>([^<]*)<\/title>/i.exec(head)?.[1]?.trim();
    return `an HTML page${title ? ` ("${title}")` : ""}, not the plain-text stub_status page (wrong URL, an error, or a login page?)`;
  }
  if (/^\s*[[{]/.test(head)) return "JSON (an nginx Plus API or status-module response?), not the plain-text stub_status page";
  if (/^\s*HTTP\/[\d.]+ \d{3}/.test(head)) return "HTTP response headers with no stub_status page after them (a HEAD request, curl -I?)";
  return undefined;
}
