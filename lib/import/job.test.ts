import { describe, expect, it } from "vitest";
import { answerFromParts, answerParts, runImportJob, type ImportAnswer } from "./job";
import { prepareOnThisThread } from "@/test/import-on-this-thread";
import { FILE_AT, gameFile } from "@/test/game-file";
import { IMPORT_SNAPSHOT_EVERY, ROWS_PER_INSERT } from "../game/import-prepare";
import { render } from "../i18n/render";

const at = FILE_AT;
const seat = (n: number) => ({ type: "SeatAdded", payload: { seatId: `s${n}`, name: `Player ${n}`, handle: null } });
const fileOf = (events: Parameters<typeof gameFile>[0]) => gameFile(events, "Imported");
const bytesOf = (value: unknown) => new TextEncoder().encode(typeof value === "string" ? value : JSON.stringify(value));
const ready = (answer: ImportAnswer) => {
  if ("body" in answer || !answer.file.ok) throw new Error(`not ready: ${JSON.stringify(answer)}`);
  return answer.file.prepared;
};

describe("an uploaded game file made ready on a worker thread", () => {
  it("writes every event as rows in batches and a snapshot every thousand events and at the end", async () => {
    const events = Array.from({ length: IMPORT_SNAPSHOT_EVERY + 200 }, (_, i) => seat(i + 1));
    const prepared = ready(await prepareOnThisThread(bytesOf(fileOf(events)), "u-host"));
    expect(prepared).toMatchObject({ title: "Imported", rulesetId: "clocktower", createdAt: at });
    expect(prepared.eventCount).toBe(events.length + 1);
    const rows = prepared.eventBatches.flatMap((b) => JSON.parse(b) as Array<{ seq: number; type: string }>);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: events.length + 1 }, (_, i) => i + 1));
    expect(rows.at(-1)).toMatchObject({ type: "SeatAdded", payload: { name: `Player ${events.length}` } });
    expect(prepared.eventBatches.every((b) => (JSON.parse(b) as unknown[]).length <= ROWS_PER_INSERT)).toBe(true);
    expect(prepared.snapshots.map((s) => s.seq)).toEqual([IMPORT_SNAPSHOT_EVERY, events.length + 1]);
    const last = JSON.parse(prepared.snapshots.at(-1)!.state) as { core: { seats: unknown[] } };
    expect(last.core.seats).toHaveLength(events.length);
  });

  it("adds an event that unpublishes a game that was published, by the importing host", async () => {
    const prepared = ready(
      await prepareOnThisThread(bytesOf(fileOf([seat(1), { type: "GamePublished", payload: {} }])), "u-host"),
    );
    expect(prepared.eventCount).toBe(4);
    const rows = JSON.parse(prepared.eventBatches[0]!) as Array<{ type: string; actorId: string }>;
    expect(rows.at(-1)).toMatchObject({ type: "GameUnpublished", actorId: "user:u-host" });
  });

  it("answers a body that is not JSON, or nested too deep, as the body's problem", async () => {
    const notJson = await prepareOnThisThread(bytesOf("{ not json"), "u-host");
    expect("body" in notJson && render(notJson.body.error, "en")).toBe("The file is not valid JSON.");
    expect("body" in notJson && notJson.body.status).toBe(400);
    const deep = await prepareOnThisThread(bytesOf("[".repeat(100) + "]".repeat(100)), "u-host");
    expect("body" in deep && render(deep.body.error, "en")).toMatch(/64/);
  });

  it("answers a file that is not a game's export with the check's reasons", async () => {
    const answer = await prepareOnThisThread(bytesOf({ ...fileOf([]), events: [] }), "u-host");
    expect("file" in answer && !answer.file.ok && answer.file.errors.length).toBeGreaterThan(0);
  });

  it("posts a ready import in parts, the rows first and the rest last, and puts them back together", async () => {
    const answer = await runImportJob({ bytes: bytesOf(fileOf([seat(1), seat(2)])), userId: "u", now: at });
    const parts = [...answerParts(answer)];
    expect(parts.at(-1)).toHaveProperty("ready");
    expect(parts.filter((p) => "rows" in p)).toHaveLength(1);
    const collect = answerFromParts();
    const answers = parts.map((p) => collect(structuredClone(p)));
    expect(answers.slice(0, -1).every((a) => a === null)).toBe(true);
    expect(answers.at(-1)).toEqual(answer);
  });
});
