/** A Server-Sent Events response fed by the live hub. */
import { liveHub } from "./hub";

export interface StreamSource {
  gameId: string;
  /** The frame to send for the game's current state, or null when the stream must end (e.g. unpublished). */
  frame(seq: number): Promise<{ event: string; data: unknown } | null>;
}

const encoder = new TextEncoder();
const HEARTBEAT_MS = 20_000;

export function sseResponse(req: Request, source: StreamSource): Response {
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      let last = -1;
      let sending: Promise<void> = Promise.resolve();
      const write = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const close = () => {
        if (closed) return;
        closed = true;
        cleanup();
        try {
          controller.close();
        } catch {}
      };
      const push = (seq: number) => {
        sending = sending.then(async () => {
          if (closed) return;
          const frame = await source.frame(seq).catch(() => null);
          if (!frame) {
            write(`event: gone\ndata: {}\n\n`);
            return close();
          }
          const version = (frame.data as { version?: number }).version ?? seq;
          if (version <= last) return;
          last = version;
          write(`event: ${frame.event}\nid: ${version}\ndata: ${JSON.stringify(frame.data)}\n\n`);
        });
      };
      const unsubscribe = liveHub.subscribe(source.gameId, push);
      const heartbeat = setInterval(() => write(`: ping\n\n`), HEARTBEAT_MS);
      cleanup = () => {
        unsubscribe();
        clearInterval(heartbeat);
      };
      req.signal.addEventListener("abort", close);
      write(`retry: 2000\n\n`);
      await liveHub.ready();
      push(-1);
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    },
  });
}
