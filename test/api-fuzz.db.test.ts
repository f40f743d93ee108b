/**
 * Fuzz of the three routes that take a game's input (the moderator's commands, a player's commands
 * through their link, a game file), called as the server calls them, on PostgreSQL: 10,000 generated
 * bodies, none answered with a 500, and every refused one leaves the game (or the game list) as it was.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as moderatorCommand } from "@/lib/api/routes/game-commands";
import { POST as seatCommand } from "@/lib/api/routes/seat-commands";
import { importGameRoute } from "@/lib/api/routes/import-game";
import { prepareOnThisThread } from "./import-on-this-thread";
import { createApiToken } from "@/lib/db/api-tokens";
import { getDatabase, prisma } from "@/lib/db/client";
import { createGame } from "@/lib/service/games";
import { runCommand } from "@/lib/service/commands";
import { exportGame } from "@/lib/service/games";
import { createSeatLink } from "@/lib/db/seat-links";
import { CORE_COMMAND_TYPES } from "@/lib/game/core";
import { getRuleset } from "@/lib/registry";

/** The import route as the server runs it, its upload prepared on this thread (a worker needs the build). */
const importRoute = importGameRoute(prepareOnThisThread);

const SEED = Number(process.env.FUZZ_SEED ?? 15_015);
/** FUZZ_SCALE=0.1 for a quick look; the suite runs the full 10,000. */
const runs = (n: number) => Math.max(1, Math.round(n * Number(process.env.FUZZ_SCALE ?? 1)));
let token = "";
let gameId = "";
let seatToken = "";
let seatIds: string[] = [];
let userId = "";

const COMMAND_TYPES = [...CORE_COMMAND_TYPES, ...getRuleset("clocktower").commandTypes, "no.such", ""];
const FIELDS = ["name", "title", "seatId", "note", "handle", "minutes", "toIndex", "text", "choice", "voter", "id"];

/** Strings of any UTF-16 code units (lone surrogates, NUL, controls), sometimes huge or a real seat id. */
const text = () =>
  fc.oneof(
    fc.string({ unit: "binary", maxLength: 50 }),
    fc.constantFrom("\u0000", "\uD800", "\u200B\u200B", "[url=x]y[/url]", "@everyone", ""),
    fc.constantFrom(...["s", "seat-1"]).map((s) => seatIds[0] ?? s),
    fc.integer({ min: 1, max: 300 }).map((n) => "x".repeat(n)),
  );
const value = () =>
  fc.oneof(
    text(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(1e11, -1, 0, Number.MAX_SAFE_INTEGER),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.integer(), { maxLength: 3 }),
  );
/** Commands the rules accept as they stand, so that a mutated field is what gets tested. */
const templates = (): Array<Record<string, unknown>> => [
  { type: "seat.add", name: "Dora", handle: null },
  { type: "seat.update", seatId: seatIds[1], name: "Basil", handle: "basil" },
  { type: "seat.note", seatId: seatIds[1], note: "quiet" },
  { type: "seat.move", seatId: seatIds[1], toIndex: 0 },
  { type: "game.rename", title: "Fuzz" },
  { type: "phase.extend", minutes: 5 },
  { type: "phase.shorten", minutes: 5 },
  { type: "whisper.neighbour", from: seatIds[0], to: seatIds[1], text: "hi", words: 1 },
  { type: "day.nominate", nominator: seatIds[0], nominee: seatIds[1] },
];
/** A known command with one field replaced (or added), or a random type with random fields. */
const command = () =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.nat(), fc.constantFrom(...FIELDS, "name", "title", "minutes", "text"), value())
        .map(([i, field, v]) => {
          const all = templates();
          const base = all[i % all.length]!;
          return { ...base, [field in base ? field : FIELDS[i % FIELDS.length]!]: v };
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...COMMAND_TYPES), fc.dictionary(fc.constantFrom(...FIELDS), value(), { maxKeys: 4 }))
        .map(([type, fields]) => ({ ...fields, type })),
    },
  );
/** A body: a command-shaped object most of the time, otherwise any JSON or not JSON at all. */
const body = () =>
  fc.oneof(
    { weight: 6, arbitrary: fc.record({ command: command() }).map((b) => JSON.stringify(b)) },
    { weight: 1, arbitrary: fc.json() },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 80 }) },
    { weight: 1, arbitrary: fc.constant("[".repeat(5000) + "]".repeat(5000)) },
  );

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  new Request(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...headers },
    body: payload,
  });
const version = async () => (await prisma.game.findUniqueOrThrow({ where: { id: gameId } })).version;

beforeAll(async () => {
  const user = await prisma.user.create({
    data: { id: "u-fuzz", name: "fuzz", email: "fuzz@example.org", username: "fuzz" },
  });
  userId = user.id;
  token = (await createApiToken(user.id, "fuzz")).token;
  const game = await createGame({ title: "Fuzz", rulesetId: "clocktower", ownerId: user.id, now: new Date() });
  gameId = game.id;
  for (const name of ["Amelia", "Basil", "Cora"])
    await runCommand({
      gameId,
      actor: { kind: "moderator", userId },
      command: { type: "seat.add", name },
      now: new Date(),
    });
  const state = await prisma.gameEvent.findMany({ where: { gameId, type: "SeatAdded" } });
  seatIds = state.map((e) => (e.payload as { seatId: string }).seatId);
  seatToken = await createSeatLink(gameId, seatIds[0]!, userId);
});
afterAll(async () => {
  await getDatabase().close();
});

// Thousands of commands against a real database: a minute on a quiet machine, more on a busy one.
describe("fuzzed input", { timeout: 300_000 }, () => {
  it("moderator commands (5,000): never a 500, and a refusal changes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(body(), async (payload) => {
        const before = await version();
        const res = await moderatorCommand(post(`http://app.test/api/games/${gameId}/commands`, payload), {
          params: Promise.resolve({ id: gameId }),
        });
        expect(res.status, payload.slice(0, 200)).not.toBe(500);
        const answer = (await res.json()) as { applied?: boolean };
        if (res.status >= 400 || answer.applied === false) expect(await version()).toBe(before);
      }),
      { numRuns: runs(5000), seed: SEED },
    );
  });

  it("a player's commands, JSON or form (3,000): never a 500, and a refusal changes nothing", async () => {
    const asForm = (payload: string) => {
      const form = new URLSearchParams();
      try {
        const parsed = JSON.parse(payload) as { command?: Record<string, unknown> };
        const { text: typed, ...rest } = parsed.command ?? {};
        form.set("command", JSON.stringify(rest));
        if (typed !== undefined) form.set("text.text", String(typed));
      } catch {
        form.set("command", payload);
      }
      return form.toString();
    };
    await fc.assert(
      fc.asyncProperty(body(), fc.boolean(), async (payload, form) => {
        const before = await version();
        const req = form
          ? post(`http://app.test/api/seat/${seatToken}/commands`, asForm(payload), {
              "content-type": "application/x-www-form-urlencoded",
            })
          : post(`http://app.test/api/seat/${seatToken}/commands`, payload);
        const res = await seatCommand(req, { params: Promise.resolve({ token: seatToken }) });
        expect(res.status, payload.slice(0, 200)).not.toBe(500);
        const refused = form ? (res.headers.get("location") ?? "").includes("error=") : res.status >= 400;
        if (refused) expect(await version()).toBe(before);
        if (form) expect((res.headers.get("location") ?? "").length).toBeLessThan(1200);
      }),
      { numRuns: runs(3000), seed: SEED },
    );
  });

  it("game files (2,000): never a 500, and a refused file adds no game", async () => {
    // A small game of its own: the one above has grown by thousands of fuzzed commands.
    const small = await createGame({ title: "Small", rulesetId: "clocktower", ownerId: userId, now: new Date() });
    for (const name of ["Amelia", "Basil"])
      await runCommand({
        gameId: small.id,
        actor: { kind: "moderator", userId },
        command: { type: "seat.add", name },
        now: new Date(),
      });
    const file = (await exportGame(small.id, new Date()))!;
    const mutated = fc
      .tuple(
        fc.nat({ max: file.events.length - 1 }),
        fc.constantFrom("type", "seq", "at", "actorId", "payload", "payload.name", "payload.seq", "game.title"),
        value(),
      )
      .map(([i, where, v]) => {
        const copy = structuredClone(file) as unknown as Record<string, unknown> & {
          events: Array<Record<string, unknown>>;
        };
        if (where === "game.title") (copy.game as Record<string, unknown>).title = v;
        else if (where.startsWith("payload.")) (copy.events[i]!.payload as Record<string, unknown>)[where.slice(8)] = v;
        else copy.events[i]![where] = v;
        return JSON.stringify(copy);
      });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: body() }),
        async (payload) => {
          const before = await prisma.gameMember.count({ where: { userId } });
          const res = await importRoute(post("http://app.test/api/games/import", payload), undefined);
          expect(res.status, payload.slice(0, 300)).not.toBe(500);
          if (res.status >= 400) expect(await prisma.gameMember.count({ where: { userId } })).toBe(before);
        },
      ),
      { numRuns: runs(2000), seed: SEED },
    );
  });
});
