/**
 * An upload's import prepared on a worker thread: a game file of 20,000 events takes a second of CPU
 * to parse, check and fold, and on the server's thread even in small steps its garbage collector's
 * pauses held other requests up past 50 ms (issue 26). The worker's heap is its own; the server's
 * thread only reads the body and writes the rows the worker hands back.
 */
import { Worker } from "node:worker_threads";
import { answerFromParts, type ImportAnswer, type ImportJob, type ImportPart } from "./job";

export function prepareImportOffThread(bytes: Uint8Array<ArrayBuffer>, userId: string): Promise<ImportAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./worker.ts", import.meta.url));
    const collect = answerFromParts();
    worker.on("message", (part: ImportPart) => {
      const answer = collect(part);
      if (!answer) return;
      resolve(answer);
      void worker.terminate();
    });
    worker.once("error", reject);
    // After an answer this rejects nothing (the promise is settled).
    worker.once("exit", (code) =>
      reject(new Error(`the import's worker stopped (exit code ${code}) before it answered`)),
    );
    const job: ImportJob = { bytes, userId, now: new Date().toISOString() };
    worker.postMessage(job, [bytes.buffer]);
  });
}
