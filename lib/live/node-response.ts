/** Sends a web `Response` (an SSE stream) through a Node response, for the pages router's API routes. */
import type { IncomingMessage, ServerResponse } from "node:http";

/** A web `Request` whose signal aborts when the client goes away. */
export function abortableRequest(req: IncomingMessage, res: ServerResponse): Request {
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  return new Request(`http://localhost${req.url ?? "/"}`, { signal: controller.signal });
}

export async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.flushHeaders();
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      res.write(value);
    }
  } catch {
    // The client went away mid-stream: nothing to answer.
  }
  res.end();
}
