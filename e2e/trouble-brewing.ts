import path from "node:path";
import { readFileSync } from "node:fs";
import { expect, type APIRequestContext } from "@playwright/test";
import { command, createGameByApi, signInOwner } from "./helpers";

const FIXTURES = path.resolve("e2e", "fixtures");
/** Our fixtures (e2e/fixtures): the publisher's format, real ids, invented texts. */
export const readFixture = (f: string) => JSON.parse(readFileSync(path.join(FIXTURES, f), "utf8")) as unknown;

/**
 * Ten players of our Sects & Violets script (sects-and-violets-ids.json), seat by seat: Cat the Snake Charmer,
 * Gus the Juggler, Hal the Witch, Ivy the Pit-Hag, Jo the No Dashii.
 */
export const SV_CAST: Array<[string, string]> = [
  ["Ann", "clockmaker"],
  ["Ben", "dreamer"],
  ["Cat", "snakecharmer"],
  ["Dan", "mathematician"],
  ["Eve", "flowergirl"],
  ["Fay", "towncrier"],
  ["Gus", "juggler"],
  ["Hal", "witch"],
  ["Ivy", "pithag"],
  ["Jo", "nodashii"],
];

/**
 * As the owner: our fixture data stored as the publisher's, then a Trouble Brewing game (or the game of
 * another of our Script Tool files, `script`) on the Script Tool's ids resolved against it, `cast` dealt
 * by hand with `deal`'s extras (bluffs, the Drunk, the red herring by seat name).
 */
export async function troubleBrewingGame(
  request: APIRequestContext,
  baseURL: string,
  opts: {
    title: string;
    /** Our Script Tool file in e2e/fixtures (Trouble Brewing unless given). */
    script?: string;
    /** Character ids added to that file (a traveller the game needs). */
    extraIds?: string[];
    cast: Array<[string, string]>;
    bluffs: string[];
    drunk?: string;
    redHerring?: string;
  },
) {
  await signInOwner(request, baseURL);
  const stored = await request.put("/api/characters/official", {
    data: {
      roles: readFixture("official/roles.json"),
      nightsheet: readFixture("official/nightsheet.json"),
      jinxes: readFixture("official/jinxes.json"),
    },
  });
  expect(stored.ok(), await stored.text()).toBeTruthy();
  const imported = await request.post("/api/scripts", {
    data: {
      json: [...(readFixture(opts.script ?? "trouble-brewing-ids.json") as unknown[]), ...(opts.extraIds ?? [])],
    },
  });
  expect(imported.status(), await imported.text()).toBe(201);

  const game = await createGameByApi(request, opts.title, "clocktower");
  for (const [name] of opts.cast) await command(request, game.id, { type: "seat.add", name });
  await command(request, game.id, { type: "game.publish" });
  const seats = (await (await request.get(`/api/games/${game.id}`)).json()).game.view.seats as Array<{
    id: string;
    name: string;
  }>;
  const seatOf = (name: string) => seats.find((s) => s.name === name)!.id;
  await command(request, game.id, { type: "clocktower.setScript", script: (await imported.json()).script.script });
  await command(
    request,
    game.id,
    {
      type: "clocktower.deal",
      mode: "manual",
      assignments: Object.fromEntries(opts.cast.map(([n, c]) => [seatOf(n), c])),
      bluffs: opts.bluffs,
      ...(opts.drunk ? { drunk: opts.drunk } : {}),
      ...(opts.redHerring ? { redHerring: seatOf(opts.redHerring) } : {}),
    },
    true,
  );
  return { ...game, seats, seatOf };
}
