/**
 * The import worker's job done on this thread, its parts copied as a thread copies them: for tests,
 * which run the import route's handler in process, where TypeScript cannot start a worker.
 */
import { answerFromParts, answerParts, runImportJob, type ImportAnswer } from "@/lib/import/job";

export async function prepareOnThisThread(bytes: Uint8Array, userId: string): Promise<ImportAnswer> {
  const collect = answerFromParts();
  for (const part of answerParts(await runImportJob({ bytes, userId, now: new Date().toISOString() }))) {
    const answer = collect(structuredClone(part));
    if (answer) return answer;
  }
  throw new Error("an import's parts ended without an answer");
}
