/**
 * A throw-away nginx for the live captures: its own config in a temporary folder, 127.0.0.1 on a free port, one worker
 * (so `$connection` serials are consecutive), `stub_status` on /status, access log off. Stopped (and the folder
 * removed) by `stop()`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { sleep } from "./runner.js";

export interface Nginx {
  port: number;
  dir: string;
  url(path: string): string;
  /** GET on a new connection (no keep-alive): the body, status and headers. */
  get(path: string): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>;
  /** The stub_status page, as nginx sent it. */
  status(): Promise<string>;
  /** The access log (with `accessLog: true`), all lines so far. */
  log(): LoggedRequest[];
  /** Stops nginx and starts it again on the same port (counters restart). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** Extra `http {}` directives. */
  http?: string[];
  /** Extra `server {}` directives (locations). */
  server?: string[];
  /** Files under the document root: path -> content. */
  files?: Record<string, string | Buffer>;
  /**
   * Log every request except /status to <dir>/access.log as `method status bytes_sent body_bytes_sent connection
   * connection_requests` (an oracle for what a client received), read with `log()`.
   */
  accessLog?: boolean;
}

/** One access log line: what nginx sent for one request. */
export interface LoggedRequest {
  method: string;
  status: number;
  /** Bytes sent to the client, headers included. */
  bytesSent: number;
  bodyBytesSent: number;
  /** nginx's connection serial number. */
  connection: number;
  /** Requests made on this connection so far (1 without keep-alive). */
  connectionRequests: number;
}

/** Starts nginx; retries on another port when the free port was taken in between (tests run in parallel). */
export async function startNginx(bin: string, opts: NginxOptions = {}): Promise<Nginx> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(bin, opts);
    } catch (err) {
      if (attempt === 3 || !/Address already in use/.test(String(err))) throw err;
    }
  }
}

async function startOnce(bin: string, opts: NginxOptions): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), "benchparse-conformance-"));
  chmodSync(dir, 0o755); // the worker runs as nobody when we are root
  const root = join(dir, "www");
  mkdirSync(root, { mode: 0o755 });
  for (const [path, content] of Object.entries(opts.files ?? {})) {
    mkdirSync(dirname(join(root, path)), { recursive: true, mode: 0o755 });
    writeFileSync(join(root, path), content, { mode: 0o644 });
  }
  const port = await freePort();
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 1024; }",
      "http {",
      "  access_log off;",
      "  default_type application/octet-stream;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${dir}/${t};`),
      "  log_format bp '$request_method $status $bytes_sent $body_bytes_sent $connection $connection_requests';",
      ...(opts.http ?? []).map((l) => `  ${l}`),
      "  server {",
      `    listen 127.0.0.1:${port};`,
      `    root ${root};`,
      ...(opts.accessLog ? [`    access_log ${dir}/access.log bp;`] : []),
      "    location = /status { stub_status; access_log off; }",
      ...(opts.server ?? []).map((l) => `    ${l}`),
      "  }",
      "}",
    ].join("\n"),
  );

  let child: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    const c = spawn(bin, ["-p", `${dir}/`, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")], { stdio: "ignore" });
    child = c;
    for (let i = 0; i < 200; i++) {
      if (c.exitCode !== null) throw new Error(`nginx exited with ${c.exitCode}: ${readFileSync(join(dir, "error.log"), "utf8")}`);
      // The pid file is written after the listening socket is bound: the port is ours, not a parallel test's.
      if (existsSync(join(dir, "nginx.pid")) && (await canConnect(port))) return;
      await sleep(50);
    }
    throw new Error("nginx did not listen within 10 s");
  };
  const halt = async (): Promise<void> => {
    const c = child;
    child = undefined;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((resolve) => c.once("exit", resolve));
    c.kill("SIGTERM");
    await exited;
  };
  try {
    await start();
  } catch (err) {
    await halt();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }

  const get = (path: string) =>
    new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const req = http.get({ host: "127.0.0.1", port, path, agent: false, headers: { connection: "close" } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (s: string) => (body += s));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      });
      req.setTimeout(5_000, () => req.destroy(new Error(`GET ${path}: no answer within 5 s`)));
      req.on("error", reject);
    });

  return {
    port,
    dir,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    get,
    status: async () => {
      const r = await get("/status");
      if (r.status !== 200) throw new Error(`/status: HTTP ${r.status}`);
      return r.body;
    },
    log: () => {
      const path = join(dir, "access.log");
      if (!existsSync(path)) return [];
      return readFileSync(path, "utf8")
        .split("\n")
        .filter((l) => l !== "")
        .map((l) => {
          const [method, status, bytesSent, bodyBytesSent, connection, connectionRequests] = l.split(" ");
          return { method: method!, status: Number(status), bytesSent: Number(bytesSent), bodyBytesSent: Number(bodyBytesSent), connection: Number(connection), connectionRequests: Number(connectionRequests) };
        });
    },
    restart: async () => {
      await halt();
      await start();
    },
    stop: async () => {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const p = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(p));
    });
  });
}

export function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** The counters of a stub_status page, read with nginx-tests' own regex (an oracle independent of our grammar). */
export function stubCounters(page: string): { active: number; accepts: number; handled: number; requests: number; reading: number; writing: number; waiting: number } {
  const m =
    /Active connections:\s+(\d+)\s+server accepts handled requests(?: request_time)?\s+(\d+)\s+(\d+)\s+(\d+)(?:\s+(\d+))?\s+Reading:\s+(\d+)\s+Writing:\s+(\d+)\s+Waiting:\s+(\d+)/.exec(page);
  if (!m) throw new Error(`not a stub_status page: ${JSON.stringify(page.slice(0, 200))}`);
  const n = (i: number): number => Number(m[i]);
  return { active: n(1), accepts: n(2), handled: n(3), requests: n(4), reading: n(6), writing: n(7), waiting: n(8) };
}
