#!/bin/sh
# `npm start`: the built app on HOST:PORT. PORT defaults to 3000. HOST defaults to 127.0.0.1 when
# TRUSTED_IP_HEADER is set (behind a proxy, a client that reached the port directly could choose its
# own address), else to every interface, as `next start` does. `exec`, so that the server is this
# process: a process manager's signals reach it, and the app's own handler closes the database
# before it exits (NEXT_MANUAL_SIG_HANDLE, lib/db/client.ts).
set -e
host="${HOST:-}"
if [ -z "$host" ] && [ -n "${TRUSTED_IP_HEADER:-}" ]; then host=127.0.0.1; fi
export NEXT_MANUAL_SIG_HANDLE=1
if [ -n "$host" ]; then
  exec node node_modules/next/dist/bin/next start -p "${PORT:-3000}" -H "$host" --keepAliveTimeout 75000
fi
exec node node_modules/next/dist/bin/next start -p "${PORT:-3000}" --keepAliveTimeout 75000
