import type { Rng } from "../../../game/rng";
import {
  DEALT_TEAMS,
  isStorytellerTeam,
  mayBeDealtTwice,
  type Character,
  type DealtTeam,
  type Script,
  type TeamCounts,
} from "../script/types";
import { teamCountsFor, totalOf } from "./player-table";
import { setupNoteText } from "../script/community";
import { msg, type Message, type Phrase } from "../../../i18n/message";

const rule = (name: string, values?: Parameters<typeof msg>[1]) => msg(`clocktower.rules.bag.${name}`, values);
const teams = (t: DealtTeam) => msg(`clocktower.teams.${t}.many`);
const signedDelta = (d: number) => (d > 0 ? `+${d}` : `${d}`);
/** "-1 or +1" (or "-1 or 0 or +1") in the reader's language. */
const either = (items: string[]): string | Message =>
  items.length <= 1 ? (items[0] ?? "") : rule("or", { a: items[0]!, b: either(items.slice(1)) });

/** What the storyteller put in the bag, and their choice for each setup effect that offers one. */
export interface Bag {
  characterIds: string[];
  /** Keyed by `setupChoiceKey`: the chosen change, e.g. { godfather: 1 } for "+1 Outsider". */
  setupChoices: Record<string, number>;
}

/** The characters a game can draw on: its script and any off-script characters the storyteller added. */
export interface CharacterPool {
  script: Script;
  extraCharacters?: readonly Character[];
}

export function findCharacter(pool: CharacterPool, id: string): Character | undefined {
  return pool.script.characters.find((c) => c.id === id) ?? pool.extraCharacters?.find((c) => c.id === id);
}

/** The key of a character's k-th adjusting setup effect in `Bag.setupChoices`. */
export const setupChoiceKey = (characterId: string, k: number) => (k === 0 ? characterId : `${characterId}:${k}`);

export interface AppliedSetupEffect {
  characterId: string;
  name: string;
  key: string;
  text: string;
  team: DealtTeam;
  choices: number[];
  /** The change applied, or null while the storyteller has not chosen. */
  chosen: number | null;
  how: "onlyChoice" | "chosen" | "inferred" | "notChosen";
}

/** Characters whose "[…]" set-up note the deal handles (editions/trouble-brewing/setup.ts): no "apply it by hand". */
const SET_UP_AT_DEAL: ReadonlySet<string> = new Set(["drunk"]);

export interface BagStatus {
  players: number;
  tableSource: "script" | "standard" | "none";
  /** The player table's counts before setup effects. */
  base: TeamCounts | null;
  /** The counts after setup effects. */
  required: TeamCounts | null;
  chosen: TeamCounts & { traveller: number; fabled: number; loric: number; unknown: number };
  effects: AppliedSetupEffect[];
  /** Setup effects the app cannot apply: the storyteller handles them by hand. */
  notes: Array<{ characterId: string; name: string; text: Phrase }>;
  duplicates: string[];
  offScript: string[];
  /** Travellers and Fabled put in the bag: they are never dealt from it. */
  notDealt: string[];
  /** Ids found neither on the script nor among the game's added characters. */
  unknown: string[];
  /** The subset of `warnings` that a bag still being built already breaks. */
  ruleWarnings: Phrase[];
  /** Everything that keeps the bag from matching the table and the rules. */
  warnings: Phrase[];
  /** True when the bag matches the table exactly and breaks no rule. */
  ready: boolean;
}

const zero = (): TeamCounts => ({ townsfolk: 0, outsider: 0, minion: 0, demon: 0 });

/**
 * Applies setup changes to the table's counts. Unless the effect names Townsfolk, the Townsfolk count
 * moves the other way "so that the total matches"; a change to Townsfolk is balanced by Outsiders.
 */
export function applySetupChanges(base: TeamCounts, changes: Array<{ team: DealtTeam; delta: number }>): TeamCounts {
  const out = { ...base };
  for (const { team, delta } of changes) {
    out[team] += delta;
    if (team === "townsfolk") out.outsider -= delta;
    else out.townsfolk -= delta;
  }
  return out;
}

const sameCounts = (a: TeamCounts, b: TeamCounts) => DEALT_TEAMS.every((t) => a[t] === b[t]);

function* combinations(lists: number[][]): Generator<number[]> {
  if (lists.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = lists;
  for (const x of first!) for (const tail of combinations(rest)) yield [x, ...tail];
}

/**
 * The bag builder: for `players` non-traveller players, the required counts per type (after the setup
 * effects of the characters in the bag) against the chosen ones, and every rule the bag breaks.
 */
export function bagStatus(pool: CharacterPool, bag: Bag, players: number): BagStatus {
  const table = teamCountsFor(pool.script, players);
  const warnings: Phrase[] = [...table.warnings];
  /** Rules the bag breaks whatever its size: duplicates, off-script, undealt types, bad choices. */
  const ruleWarnings: Phrase[] = [];
  const chosen = { ...zero(), traveller: 0, fabled: 0, loric: 0, unknown: 0 };
  const seen = new Set<string>();
  const duplicates: string[] = [];
  const offScript: string[] = [];
  const notDealt: string[] = [];
  const unknown: string[] = [];
  const inBag: Character[] = [];
  for (const id of bag.characterIds) {
    const c = findCharacter(pool, id);
    if (!c) {
      chosen.unknown++;
      unknown.push(id);
      ruleWarnings.push(rule("unknown", { id }));
      continue;
    }
    chosen[c.team]++;
    if (seen.has(id)) {
      // The publisher's `bag-duplicate` (the Village Idiot): another copy is dealt like any character.
      if (mayBeDealtTwice(c)) continue;
      if (!duplicates.includes(id)) {
        duplicates.push(id);
        ruleWarnings.push(rule("duplicate", { name: c.name }));
      }
      continue;
    }
    seen.add(id);
    inBag.push(c);
    if (!pool.script.characters.some((s) => s.id === id)) {
      offScript.push(id);
      ruleWarnings.push(rule("offScript", { name: c.name }));
    }
    if (c.team === "traveller" || isStorytellerTeam(c.team)) notDealt.push(id);
    if (c.team === "traveller") ruleWarnings.push(rule("traveller", { name: c.name }));
    if (isStorytellerTeam(c.team)) ruleWarnings.push(rule("fabled", { name: c.name }));
  }

  const effects: AppliedSetupEffect[] = [];
  const notes: BagStatus["notes"] = [];
  for (const c of inBag) {
    if (c.team === "traveller" || isStorytellerTeam(c.team)) continue;
    let k = 0;
    for (const e of c.setup) {
      if (e.kind === "note") {
        // The Drunk's set-up (the Townsfolk they believe they are) is asked for at the deal itself.
        if (SET_UP_AT_DEAL.has(c.id)) continue;
        notes.push({ characterId: c.id, name: c.name, text: setupNoteText(e.text) });
        continue;
      }
      const key = setupChoiceKey(c.id, k++);
      const explicit = bag.setupChoices[key];
      let chosenDelta: number | null = null;
      let how: AppliedSetupEffect["how"] = "notChosen";
      if (e.choices.length === 1) {
        chosenDelta = e.choices[0]!;
        how = "onlyChoice";
      } else if (explicit !== undefined && e.choices.includes(explicit)) {
        chosenDelta = explicit;
        how = "chosen";
      } else if (explicit !== undefined) {
        ruleWarnings.push(rule("notAChoice", { name: c.name, delta: signedDelta(explicit), text: e.text }));
      }
      effects.push({
        characterId: c.id,
        name: c.name,
        key,
        text: e.text,
        team: e.team,
        choices: e.choices,
        chosen: chosenDelta,
        how,
      });
    }
  }

  let required: TeamCounts | null = null;
  if (table.counts) {
    const open = effects.filter((e) => e.chosen === null);
    const fixed = effects.filter((e) => e.chosen !== null).map((e) => ({ team: e.team, delta: e.chosen! }));
    // An effect not chosen yet is inferred when exactly what is in the bag matches one of its choices.
    if (open.length > 0 && open.length <= 6) {
      for (const combo of combinations(open.map((e) => e.choices))) {
        const counts = applySetupChanges(table.counts, [
          ...fixed,
          ...open.map((e, i) => ({ team: e.team, delta: combo[i]! })),
        ]);
        if (sameCounts(counts, chosen)) {
          open.forEach((e, i) => {
            e.chosen = combo[i]!;
            e.how = "inferred";
          });
          break;
        }
      }
    }
    for (const e of effects)
      if (e.chosen === null)
        warnings.push(
          rule("chooseEffect", { name: e.name, text: e.text, choices: either(e.choices.map(signedDelta)) }),
        );
    required = applySetupChanges(
      table.counts,
      effects.filter((e) => e.chosen !== null).map((e) => ({ team: e.team, delta: e.chosen! })),
    );
    for (const t of DEALT_TEAMS)
      if (required[t] < 0) {
        warnings.push(rule("negative", { count: required[t], team: teams(t) }));
        const short = -required[t];
        required[t] = 0;
        if (t !== "townsfolk") required.townsfolk -= short;
      }
  }

  const dealt = chosen.townsfolk + chosen.outsider + chosen.minion + chosen.demon;
  if (dealt !== players) warnings.push(rule("holds", { count: dealt, players }));
  if (required)
    for (const t of DEALT_TEAMS)
      if (chosen[t] !== required[t])
        warnings.push(rule("counts", { team: teams(t), chosen: chosen[t], required: required[t] }));
  for (const n of notes) warnings.push(rule("byHand", { name: n.name, text: n.text }));

  return {
    players,
    tableSource: table.source,
    base: table.counts,
    required,
    chosen,
    effects,
    notes,
    duplicates,
    offScript,
    notDealt,
    unknown,
    ruleWarnings,
    warnings: [...ruleWarnings, ...warnings],
    ready: ruleWarnings.length === 0 && warnings.length === 0 && required !== null && totalOf(required) === players,
  };
}

/**
 * Fills the rest of the bag at random from the script: Demons, then Minions, then (their setup effects
 * chosen at random where the storyteller has not chosen) Outsiders and Townsfolk. Never adds a
 * character already in the bag.
 */
export function fillBag(pool: CharacterPool, bag: Bag, players: number, rng: Rng): Bag {
  const ids = [...bag.characterIds];
  const setupChoices = { ...bag.setupChoices };
  const draw = (team: DealtTeam) => {
    const status = bagStatus(pool, { characterIds: ids, setupChoices }, players);
    if (!status.required) return;
    const missing = status.required[team] - status.chosen[team];
    if (missing <= 0) return;
    const candidates = rng.shuffle(pool.script.characters.filter((c) => c.team === team && !ids.includes(c.id)));
    ids.push(...candidates.slice(0, missing).map((c) => c.id));
  };
  draw("demon");
  draw("minion");
  const status = bagStatus(pool, { characterIds: ids, setupChoices }, players);
  for (const e of status.effects) {
    if (e.how !== "notChosen") continue;
    const base = bagStatus(pool, { characterIds: ids, setupChoices }, players).required;
    const available = pool.script.characters.filter((c) => c.team === e.team).length;
    const feasible = e.choices.filter((d) => {
      if (!base) return true;
      const after = applySetupChanges(base, [{ team: e.team, delta: d }]);
      return DEALT_TEAMS.every((t) => after[t] >= 0) && after[e.team] <= available;
    });
    setupChoices[e.key] = rng.pick(feasible.length > 0 ? feasible : e.choices);
  }
  draw("outsider");
  draw("townsfolk");
  return { characterIds: ids, setupChoices };
}
