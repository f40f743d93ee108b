/** A Server-Sent Events response fed by the live hub. */
import { liveHub } from "./hub";

/** A frame to send: an event and its data, or a message already encoded once for every subscriber. */
export type Frame = { event: string; data: unknown } | { version: number; encoded: Uint8Array };

export interface StreamSource {
  gameId: string;
  /**
   * The frame to send for the game's current state, or null when the stream must end (e.g.
   * unpublished). `lastSent` is the version this subscriber was last sent (-1: none yet), so a frame
   * may say only what changed since.
   */
  frame(seq: number, lastSent: number): Promise<Frame | null>;
}

const encoder = new TextEncoder();

/** One SSE message, encoded: a large view is serialised once per version, not once per subscriber. */
export function encodeFrame(event: string, version: number, json: string): Uint8Array {
  return encoder.encode(`event: ${event}\nid: ${version}\ndata: ${json}\n\n`);
}
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
          let frame: Frame | null;
          try {
            frame = await source.frame(seq, last);
          } catch (e) {
            // A failed read (the database busy or away) is not the game going away: the stream ends
            // without `gone`, and the browser reconnects (after `retry`) to a whole, fresh frame. A
            // `gone` would make the page reload itself, and lose a tap on its way.
            console.error("[live] a frame could not be built; the stream ends for the client to reconnect", e);
            return close();
          }
          if (!frame) {
            write(`event: gone\ndata: {}\n\n`);
            return close();
          }
          const version = "encoded" in frame ? frame.version : ((frame.data as { version?: number }).version ?? seq);
          if (version <= last) return;
          last = version;
          if ("encoded" in frame) {
            if (!closed) controller.enqueue(frame.encoded);
          } else write(`event: ${frame.event}\nid: ${version}\ndata: ${JSON.stringify(frame.data)}\n\n`);
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
