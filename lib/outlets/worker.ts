/**
 * The delivery worker every app process runs: every few seconds it queues what deadlines that
 * came publish (no event runs at a deadline) and delivers the posts due. Several processes may run
 * it at once: rows are claimed with FOR UPDATE SKIP LOCKED (lib/service/outbox.ts).
 */
import { deliverDue, wakeOutlets } from "../service/outbox";

export const WORKER_EVERY_MS = 3_000;

let timer: ReturnType<typeof setInterval> | null = null;

export async function outletTick(now: Date = new Date()): Promise<void> {
  await wakeOutlets(now);
  await deliverDue(now);
}

export function startOutletWorker(): void {
  if (timer) return;
  let running = false;
  timer = setInterval(() => {
    if (running) return;
    running = true;
    outletTick()
      .catch((e: unknown) => console.error("[outlets] delivery failed:", e))
      .finally(() => {
        running = false;
      });
  }, WORKER_EVERY_MS);
  timer.unref();
}
