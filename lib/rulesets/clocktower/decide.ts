import type { DecideContext, Decision, GameState } from "../../game/ruleset";
import type { SeatId } from "../../game/core";
import { createRng } from "../../game/rng";
import type { ClocktowerCommand, ClocktowerEvent } from "./commands";
import { isStorytellerTeam, scriptProblems, startingAlignment, type Character } from "./script/types";
import { bagStatus, fillBag, findCharacter, type CharacterPool } from "./setup/bag";
import { dealBag, drawSeed, suggestBluffs } from "./setup/deal";
import { travellerLimitWarning } from "./setup/travellers";
import { LUNATIC_ID } from "./setup/role-messages";
import type { ClocktowerState } from "./state";
import {
  DRUNK_ID,
  drunkBeliefWarnings,
  fortuneTellerInPlay,
  FORTUNE_TELLER_ID,
  goodDealtSeats,
  proposeDrunkBelief,
  proposeRedHerring,
  redHerringWarnings,
} from "./editions/trouble-brewing/setup";
import { decidePlay, isPlayCommand } from "./grimoire/decide-play";
import { dayScarletWomanHeir } from "./grimoire/grimoire";
import { decideClocktowerDay } from "./day/day";
import { decideMoonchildClaim } from "./day/moonchild-claim";
import { decideMatronSwap } from "./day/matron";
import { decideFiddler } from "./day/fiddler";
import { svDeal } from "./editions/sects-and-violets/evil";
import { isMessage, msg, type Phrase } from "../../i18n/message";
import { semicolonsOf } from "./words";
import { listValue } from "../../i18n/locale-words";

type Game = GameState<ClocktowerState>;
type Result = Decision<ClocktowerEvent>;

const fail = (error: Phrase, field?: string): Result => ({ ok: false, error, ...(field ? { field } : {}) });
const ok = (event: ClocktowerEvent, warnings: Phrase[] = []): Result => ({ ok: true, event, warnings });
const rule = (name: string, values?: Parameters<typeof msg>[1]) => msg(`clocktower.rules.${name}`, values);

/** Seats dealt from the bag: every seat that is not a traveller's, in seat order. */
export function dealtSeatIds(game: Game): SeatId[] {
  return game.core.seats.filter((s) => !game.rules.seats[s.id]?.traveller).map((s) => s.id);
}

export function poolOf(rules: ClocktowerState, extra: readonly Character[] = []): CharacterPool | null {
  if (!rules.script) return null;
  const byId = new Map([...rules.extraCharacters, ...extra].map((c) => [c.id, c]));
  return { script: rules.script, extraCharacters: [...byId.values()] };
}

const seatName = (game: Game, id: SeatId) => game.core.seats.find((s) => s.id === id)?.name ?? id;
const hasSeat = (game: Game, id: SeatId) => game.core.seats.some((s) => s.id === id);
const noSeat = (id: SeatId, field = "seatId") => fail(rule("noSeat", { seat: id }), field);

function unknownIds(pool: CharacterPool, ids: readonly string[], field: string): Result | null {
  const unknown = [...new Set(ids.filter((id) => !findCharacter(pool, id)))];
  if (unknown.length === 0) return null;
  return fail(rule("unknownIds", { count: unknown.length, ids: unknown.join(", ") }), field);
}

function duplicateWarnings(pool: CharacterPool, ids: readonly string[], what: "bluff" | "chosen"): Phrase[] {
  const dup = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  return dup.map((id) => rule("moreThanOnce", { name: findCharacter(pool, id)?.name ?? id, what }));
}

function offScriptWarnings(pool: CharacterPool, ids: readonly string[]): Phrase[] {
  return [...new Set(ids)]
    .filter((id) => !pool.script.characters.some((c) => c.id === id))
    .map((id) => rule("notOnScript", { name: findCharacter(pool, id)?.name ?? id }));
}

/** Characters in play at the start: every dealt seat's, and the travellers'. */
function inPlay(rules: ClocktowerState, assignments?: Record<SeatId, string>): Set<string> {
  const out = new Set(Object.values(assignments ?? {}));
  for (const s of Object.values(rules.seats)) if (s.traveller || !assignments) out.add(s.characterId);
  return out;
}

function bluffWarnings(pool: CharacterPool, ids: readonly string[], inPlayIds: Set<string>): Phrase[] {
  const w: Phrase[] = [];
  if (ids.length !== 3) w.push(rule("threeBluffs", { count: ids.length }));
  for (const id of new Set(ids)) {
    const c = findCharacter(pool, id)!;
    if (startingAlignment(c.team) !== "good") w.push(rule("notGood", { name: c.name }));
    if (inPlayIds.has(id)) w.push(rule("inPlay", { name: c.name }));
  }
  return [...w, ...duplicateWarnings(pool, ids, "bluff"), ...offScriptWarnings(pool, ids)];
}

export function decideClocktower(game: Game, cmd: ClocktowerCommand, ctx: DecideContext): Result {
  if (cmd.type === "clocktower.day") return decideClocktowerDay(game, cmd.command, ctx);
  if (cmd.type === "clocktower.setMoonchildClaim") return decideMoonchildClaim(game, cmd, ctx);
  if (cmd.type === "clocktower.fiddler")
    return ctx.actor.kind === "player" ? fail(rule("storytellerOnly")) : decideFiddler(game, cmd);
  if (cmd.type === "clocktower.matronSwap")
    return ctx.actor.kind === "player" ? fail(rule("storytellerOnly")) : decideMatronSwap(game, cmd);
  if (isPlayCommand(cmd)) return decidePlay(game, cmd, ctx);
  if (ctx.actor.kind === "player") return fail(rule("storytellerSetsUp"));
  const rules = game.rules;

  if (cmd.type === "clocktower.setScript") {
    const problems = scriptProblems(cmd.script);
    if (problems.length > 0) return fail(rule("scriptInvalid", { problems: semicolonsOf(problems) }), "script");
    const warnings = rules.deal ? [rule("newScriptAfterDeal")] : [];
    return ok({ type: "ClocktowerScriptSet", script: cmd.script }, warnings);
  }

  const pool = poolOf(rules, cmd.type === "clocktower.setBag" ? (cmd.extraCharacters ?? []) : []);
  if (!pool) return fail(rule("chooseScript"));
  const players = dealtSeatIds(game).length;

  switch (cmd.type) {
    case "clocktower.setBag": {
      const unknown = unknownIds(pool, cmd.characterIds, "characterIds");
      if (unknown) return unknown;
      let bag = { characterIds: cmd.characterIds, setupChoices: cmd.setupChoices ?? {} };
      let seed: string | null = null;
      if (cmd.fill) {
        seed = drawSeed(ctx.rng);
        bag = fillBag(pool, bag, players, createRng(seed));
      }
      const status = bagStatus(pool, bag, players);
      // A bag in progress may be short; what breaks a rule whatever its size is warned now.
      const warnings: Phrase[] = [...status.ruleWarnings];
      const dealt = status.chosen.townsfolk + status.chosen.outsider + status.chosen.minion + status.chosen.demon;
      if (dealt > players) warnings.push(rule("bagTooBig", { count: dealt, players }));
      return ok(
        {
          type: "ClocktowerBagSet",
          characterIds: bag.characterIds,
          setupChoices: bag.setupChoices,
          extraCharacters: cmd.extraCharacters ?? [],
          seed,
        },
        warnings,
      );
    }

    case "clocktower.deal": {
      const seats = dealtSeatIds(game);
      if (seats.length === 0) return fail(rule("noSeats"));
      const seed = drawSeed(ctx.rng);
      const rng = createRng(seed);
      const warnings: Phrase[] = [];
      if (rules.deal) warnings.push(rule("dealAgain"));
      let assignments: Record<SeatId, string>;
      if (cmd.mode === "random") {
        if (!rules.bag) return fail(rule("bagFirst"));
        const status = bagStatus(pool, rules.bag, seats.length);
        const dealable = rules.bag.characterIds.filter((id) => findCharacter(pool, id));
        if (dealable.length !== seats.length)
          return fail(rule("bagSeats", { count: dealable.length, seats: seats.length }));
        warnings.push(...status.warnings);
        assignments = dealBag(seats, dealable, rng);
      } else {
        if (!cmd.assignments) return fail(rule("needsAssignments"), "assignments");
        assignments = cmd.assignments;
        for (const seatId of Object.keys(assignments)) {
          if (!hasSeat(game, seatId)) return noSeat(seatId, "assignments");
          if (rules.seats[seatId]?.traveller)
            return fail(rule("travellerNotDealt", { seat: seatName(game, seatId) }), "assignments");
        }
        const unknown = unknownIds(pool, Object.values(assignments), "assignments");
        if (unknown) return unknown;
        const missing = seats.filter((s) => !(s in assignments));
        if (missing.length > 0)
          warnings.push(rule("noCharacterFor", { names: listValue(missing.map((s) => seatName(game, s))) }));
        const status = bagStatus(
          pool,
          { characterIds: Object.values(assignments), setupChoices: rules.bag?.setupChoices ?? {} },
          seats.length,
        );
        warnings.push(...status.warnings.filter((w) => !(isMessage(w) && w.key === "clocktower.rules.bag.holds")));
        if (rules.bag) {
          const a = [...Object.values(assignments)].sort().join();
          const b = [...rules.bag.characterIds].sort().join();
          if (a !== b) warnings.push(rule("differFromBag"));
        }
      }
      const startsInPlay = inPlay(rules, assignments);
      let bluffs: string[];
      if (cmd.bluffs) {
        const unknown = unknownIds(pool, cmd.bluffs, "bluffs");
        if (unknown) return unknown;
        bluffs = cmd.bluffs;
        warnings.push(...bluffWarnings(pool, bluffs, startsInPlay));
      } else bluffs = suggestBluffs(pool.script, startsInPlay, rng);
      // Trouble Brewing: the Drunk's believed Townsfolk and the Fortune Teller's red herring are set up
      // with the deal (proposed at random from the deal's seed when the storyteller named none).
      const drunkSeats = seats.filter((s) => assignments[s] === DRUNK_ID);
      const drunks: Record<SeatId, string> = {};
      if (cmd.drunk) {
        const unknown = unknownIds(pool, [cmd.drunk], "drunk");
        if (unknown) return unknown;
        if (drunkSeats.length === 0) warnings.push(rule("drunk.noDrunk"));
        else warnings.push(...drunkBeliefWarnings(pool, cmd.drunk, startsInPlay, bluffs));
      }
      for (const [i, s] of drunkSeats.entries()) {
        const taken = new Set([...startsInPlay, ...Object.values(drunks)]);
        const believes = i === 0 && cmd.drunk ? cmd.drunk : proposeDrunkBelief(pool.script, taken, bluffs, rng);
        if (believes) drunks[s] = believes;
      }
      const tellerInPlay = Object.values(assignments).includes(FORTUNE_TELLER_ID);
      let redHerring: SeatId | null = null;
      if (cmd.redHerring) {
        if (!hasSeat(game, cmd.redHerring)) return noSeat(cmd.redHerring, "redHerring");
        const c = assignments[cmd.redHerring] ? findCharacter(pool, assignments[cmd.redHerring]!) : undefined;
        const traveller = !!rules.seats[cmd.redHerring]?.traveller;
        const alignment = traveller
          ? rules.seats[cmd.redHerring]!.alignment
          : c
            ? (startingAlignment(c.team) ?? null)
            : null;
        warnings.push(
          ...redHerringWarnings({ name: seatName(game, cmd.redHerring), alignment, traveller }, tellerInPlay),
        );
        redHerring = cmd.redHerring;
      } else if (tellerInPlay) redHerring = proposeRedHerring(goodDealtSeats(pool, assignments, seats), rng);
      // Sects & Violets: the Evil Twin's pair and the No Dashii's poison, placed with the deal.
      if (cmd.twin && !hasSeat(game, cmd.twin)) return noSeat(cmd.twin, "twin");
      const sv = svDeal(
        game.core.seats.map((s) => s.id),
        assignments,
        (id) => findCharacter(pool, id)?.team,
        (id) => seatName(game, id),
        cmd.twin,
        (id) => findCharacter(pool, id)?.name ?? id,
        rng,
      );
      warnings.push(...sv.warnings);
      return ok(
        {
          type: "ClocktowerDealt",
          mode: cmd.mode,
          seed,
          assignments,
          bluffs,
          ...(drunkSeats.length || cmd.drunk ? { drunks } : {}),
          ...(redHerring ? { redHerring } : {}),
          ...(sv.tokens.length ? { tokens: sv.tokens } : {}),
        },
        warnings,
      );
    }

    case "clocktower.setBluffs": {
      if (cmd.characterIds) {
        const unknown = unknownIds(pool, cmd.characterIds, "characterIds");
        if (unknown) return unknown;
        return ok(
          { type: "ClocktowerBluffsSet", characterIds: cmd.characterIds, seed: null },
          bluffWarnings(pool, cmd.characterIds, inPlay(rules)),
        );
      }
      const seed = drawSeed(ctx.rng);
      const bluffs = suggestBluffs(pool.script, inPlay(rules), createRng(seed));
      const warnings = bluffs.length < 3 ? [rule("fewBluffs", { count: bluffs.length })] : [];
      return ok({ type: "ClocktowerBluffsSet", characterIds: bluffs, seed }, warnings);
    }

    case "clocktower.setLunatic": {
      if (!hasSeat(game, cmd.seatId)) return noSeat(cmd.seatId);
      const unknown = unknownIds(pool, [cmd.demonId, ...(cmd.bluffs ?? [])], "demonId");
      if (unknown) return unknown;
      for (const s of cmd.minionSeatIds ?? []) if (!hasSeat(game, s)) return noSeat(s, "minionSeatIds");
      const warnings: Phrase[] = [];
      if (!rules.seats[cmd.seatId]) return fail(rule("noCharacterYet", { seat: seatName(game, cmd.seatId) }), "seatId");
      if (rules.seats[cmd.seatId]!.characterId !== LUNATIC_ID)
        warnings.push(rule("notLunatic", { seat: seatName(game, cmd.seatId) }));
      const demon = findCharacter(pool, cmd.demonId)!;
      if (demon.team !== "demon") warnings.push(rule("notDemon", { name: demon.name }));
      if (cmd.bluffs) warnings.push(...bluffWarnings(pool, cmd.bluffs, inPlay(rules)));
      return ok(
        {
          type: "ClocktowerLunaticSet",
          seatId: cmd.seatId,
          demonId: cmd.demonId,
          minionSeatIds: cmd.minionSeatIds ?? null,
          bluffs: cmd.bluffs ?? null,
        },
        warnings,
      );
    }

    case "clocktower.setDrunk": {
      if (!hasSeat(game, cmd.seatId)) return noSeat(cmd.seatId);
      const unknown = unknownIds(pool, [cmd.believesId], "believesId");
      if (unknown) return unknown;
      const seat = rules.seats[cmd.seatId];
      if (!seat) return fail(rule("noCharacterYet", { seat: seatName(game, cmd.seatId) }), "seatId");
      const warnings: Phrase[] = [];
      if (seat.characterId !== DRUNK_ID || seat.traveller)
        warnings.push(rule("drunk.notDrunk", { seat: seatName(game, cmd.seatId) }));
      warnings.push(...drunkBeliefWarnings(pool, cmd.believesId, inPlay(rules), rules.bluffs));
      return ok({ type: "ClocktowerDrunkSet", seatId: cmd.seatId, believesId: cmd.believesId }, warnings);
    }

    case "clocktower.setRedHerring": {
      if (!hasSeat(game, cmd.seatId)) return noSeat(cmd.seatId);
      const seat = rules.seats[cmd.seatId];
      if (!seat) return fail(rule("noCharacterYet", { seat: seatName(game, cmd.seatId) }), "seatId");
      const warnings = redHerringWarnings(
        { name: seatName(game, cmd.seatId), alignment: seat.alignment, traveller: seat.traveller },
        fortuneTellerInPlay(rules),
      );
      return ok({ type: "ClocktowerRedHerringSet", seatId: cmd.seatId }, warnings);
    }

    case "clocktower.setCharacter": {
      if (!hasSeat(game, cmd.seatId)) return noSeat(cmd.seatId);
      const seat = rules.seats[cmd.seatId];
      if (!seat) return fail(rule("noCharacterYet", { seat: seatName(game, cmd.seatId) }), "seatId");
      const unknown = unknownIds(pool, [cmd.characterId], "characterId");
      if (unknown) return unknown;
      const c = findCharacter(pool, cmd.characterId)!;
      if (seat.characterId === c.id)
        return fail(rule("alreadyCharacter", { seat: seatName(game, cmd.seatId), name: c.name }), "characterId");
      const was = findCharacter(pool, seat.characterId);
      // The seat takes the new character's side, as a deal would have given it: a host fixing a deal
      // expects an evil character to be evil. A Goon's or traveller's side is set apart (setAlignment).
      const alignment = startingAlignment(c.team) ?? seat.alignment;
      const warnings: Phrase[] = [];
      // The Scarlet Woman taking over the Demon who died by day (the win checks propose it): an ability does it.
      const heir = dayScarletWomanHeir(game);
      const succession = heir?.seatId === cmd.seatId && heir.characterId === c.id;
      if (rules.phase && !succession)
        warnings.push(
          rule("becomes", { seat: seatName(game, cmd.seatId), name: c.name, was: was?.name ?? seat.characterId }),
        );
      if ((c.team === "traveller") !== seat.traveller)
        warnings.push(
          rule(c.team === "traveller" ? "travellerToSeat" : "notTravellerToTraveller", {
            name: c.name,
            seat: seatName(game, cmd.seatId),
          }),
        );
      return ok({ type: "ClocktowerCharacterSet", seatId: cmd.seatId, characterId: c.id, alignment }, warnings);
    }

    case "clocktower.addTraveller": {
      if (!hasSeat(game, cmd.seatId)) return noSeat(cmd.seatId);
      const current = rules.seats[cmd.seatId];
      if (current && !current.traveller)
        return fail(rule("holdsDealt", { seat: seatName(game, cmd.seatId) }), "seatId");
      const unknown = unknownIds(pool, [cmd.characterId], "characterId");
      if (unknown) return unknown;
      const c = findCharacter(pool, cmd.characterId)!;
      const warnings: Phrase[] = [];
      if (c.team !== "traveller") warnings.push(rule("notTraveller", { name: c.name }));
      warnings.push(...offScriptWarnings(pool, [c.id]));
      const otherTravellers = Object.entries(rules.seats).filter(([id, s]) => s.traveller && id !== cmd.seatId);
      if (otherTravellers.some(([, s]) => s.characterId === c.id))
        warnings.push(rule("alreadyInPlay", { name: c.name }));
      const nonTravellers = dealtSeatIds(game).filter((s) => s !== cmd.seatId).length;
      const capWarning = travellerLimitWarning(pool.script, nonTravellers, otherTravellers.length + 1);
      if (capWarning) warnings.push(capWarning);
      return ok(
        { type: "ClocktowerTravellerAdded", seatId: cmd.seatId, characterId: c.id, alignment: cmd.alignment },
        warnings,
      );
    }

    case "clocktower.removeTraveller": {
      if (!hasSeat(game, cmd.seatId)) return noSeat(cmd.seatId);
      if (!rules.seats[cmd.seatId]?.traveller)
        return fail(rule("seatNotTraveller", { seat: seatName(game, cmd.seatId) }), "seatId");
      return ok({ type: "ClocktowerTravellerRemoved", seatId: cmd.seatId });
    }

    case "clocktower.setFabled": {
      const unknown = unknownIds(pool, cmd.characterIds, "characterIds");
      if (unknown) return unknown;
      const warnings = [
        ...cmd.characterIds
          .map((id) => findCharacter(pool, id)!)
          .filter((c) => !isStorytellerTeam(c.team))
          .map((c) => rule("notFabled", { name: c.name })),
        ...duplicateWarnings(pool, cmd.characterIds, "chosen"),
        ...offScriptWarnings(pool, cmd.characterIds),
      ];
      return ok({ type: "ClocktowerFabledSet", characterIds: [...new Set(cmd.characterIds)] }, [
        ...new Map(warnings.map((w) => [JSON.stringify(w), w])).values(),
      ]);
    }
  }
}
