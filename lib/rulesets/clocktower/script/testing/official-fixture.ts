/**
 * Test helpers: our own fixture of the publisher's character data (e2e/fixtures/official: real ids, invented
 * texts) and the Script Tool files beside it, checked and resolved as the server would. Not used by the rules.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { enAll } from "@/test/say";
import { checkOfficialData, officialCharacters, officialNightOrders } from "../official";
import { importScript } from "../community";
import type { Character, Script } from "../types";

const FIXTURES = path.join(process.cwd(), "e2e/fixtures");
/** A fixture file's JSON, by its path under e2e/fixtures. */
export const readFixture = (file: string) => JSON.parse(readFileSync(path.join(FIXTURES, file), "utf8")) as unknown;

/** The character data checked whole; `dir` "official-ja" gives the same characters with Japanese names. */
export function fixtureData(dir: "official" | "official-ja" = "official") {
  const data = checkOfficialData({
    roles: readFixture(`${dir}/roles.json`),
    nightsheet: readFixture("official/nightsheet.json"),
    jinxes: readFixture(`${dir}/jinxes.json`),
  });
  if (!data.ok) throw new Error(enAll(data.problems).join("\n"));
  return data.value;
}

/** The fixture data's characters with these ids (travellers a test brings in, as the storyteller adds them). */
export function fixtureCharacters(ids: readonly string[]): Character[] {
  return officialCharacters(fixtureData()).filter((c) => ids.includes(c.id));
}

/**
 * A Script Tool file of ours (`ids`, e.g. "trouble-brewing-ids.json") with `more` character ids added, resolved
 * against the fixture data as an import would.
 */
export function fixtureScript(ids: string, more: readonly string[] = [], dir?: "official" | "official-ja"): Script {
  const data = fixtureData(dir);
  const r = importScript([...(readFixture(ids) as unknown[]), ...more], officialCharacters(data), {
    nightOrders: officialNightOrders(data),
    officialLoaded: true,
  });
  if (!r.ok) throw new Error(enAll(r.problems).join("\n"));
  return r.value;
}
