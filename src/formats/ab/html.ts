/**
 * ab -w prints its results as an HTML table, one <tr> per line. Turning each line into the text ab prints without
 * -w (`Server Software: nginx`, `Connect: 0 0 1`) lets the same grammar read both; line numbers are unchanged.
 */
export function isAbHtml(text: string): boolean {
  // (the pattern only where a `<th` is: a plain report has none, and each of its runs is asked)
  const head = text.slice(0, 64 * 1024);
  return (head.includes("<th") && /<th[^<>]*>Server Software:<\/th>/.test(head)) || text.slice(0, 4096).includes("<i>&lt;$Revision");
}

const ENTITIES: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&amp;": "&", "&nbsp;": " ", "&quot;": '"', "&#39;": "'" };

export function abHtmlToText(text: string): string {
  return text
    .split("\n")
    .map((line) => (line.includes("<") ? line.replace(/<[^<>]*>/g, " ").replace(/&(?:lt|gt|amp|nbsp|quot|#39);/g, (e) => ENTITIES[e]!) : line))
    .join("\n");
}
