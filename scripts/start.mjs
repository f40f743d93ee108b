// `npm start`: the built app on HOST:PORT. PORT defaults to 3000. HOST defaults to 127.0.0.1 when
// TRUSTED_IP_HEADER is set (behind a proxy, a client that reached the port directly could choose its
// own address), else to every interface, as `next start` does.
import { spawn } from "node:child_process";

const host = process.env.HOST || (process.env.TRUSTED_IP_HEADER ? "127.0.0.1" : undefined);
const port = process.env.PORT || "3000";
const args = ["node_modules/next/dist/bin/next", "start", "-p", port, "--keepAliveTimeout", "75000"];
if (host) args.push("-H", host);
// The app's own signal handler closes the database before the process exits (lib/db/client.ts).
const child = spawn(process.execPath, args, {
  stdio: "inherit",
  env: { ...process.env, NEXT_MANUAL_SIG_HANDLE: "1" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
