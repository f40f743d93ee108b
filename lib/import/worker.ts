/** The import's worker thread (./off-thread.ts starts one per upload): one job, its answer in parts. */
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { answerParts, runImportJob, type ImportJob } from "./job";

// The lowest priority, for this thread alone (Linux's setpriority of "this process" is this thread's):
// on a server of two cores, a request waits for no import's second of CPU.
try {
  setPriority(19);
} catch {
  // Where threads cannot be reniced, the import only runs beside requests at their priority.
}

parentPort!.once("message", (job: ImportJob) => {
  void runImportJob(job).then((answer) => {
    for (const part of answerParts(answer)) parentPort!.postMessage(part);
  });
});
