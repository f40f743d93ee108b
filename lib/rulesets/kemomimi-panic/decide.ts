import type { CoreState, SeatId } from "../../game/core";
import type { Actor, DecideContext, Decision, GameState } from "../../game/ruleset";
import { cardName, CHARACTERS, type CharacterId } from "./characters";
import { dealCards } from "./deal";
import { findPreset } from "./presets";
import { isCivilian } from "./roles";
import type { KemomimiCommand, KemomimiEvent } from "./schema";
import { MAX_PLAYERS, MIN_PLAYERS, checkSetup } from "./setup";
import { thiefTonight } from "./night";
import {
  POWER_COMMANDS,
  offeredPowers,
  powerImpossible,
  powerRuleBreaks,
  shamlockCheckedToday,
  type ChosenPower,
} from "./powers";
import {
  DEFAULT_DISCUSSION_SECONDS,
  NIGHT_COUNT_SECONDS,
  NIGHT_FALL_SECONDS,
  playerAt,
  playerWith,
  type KemomimiState,
} from "./state";
import { tally, voteParticipants } from "./vote";
import type { Message, Phrase } from "../../i18n/message";
import { k, sentences } from "./words";

type D = Decision<KemomimiEvent>;

const fail = (error: Phrase, field?: string): D => ({ ok: false, error, ...(field ? { field } : {}) });
const ok = (event: KemomimiEvent, warnings: Phrase[] = []): D => ({ ok: true, event, warnings });

interface Ctx {
  s: KemomimiState;
  core: CoreState;
  actor: Actor;
  now: Date;
  rng: DecideContext["rng"];
}

const seatName = (core: CoreState, id: SeatId | null | undefined) =>
  core.seats.find((x) => x.id === id)?.name ?? String(id);

/** The player a command names must have been dealt in; `what` names the field for the error. */
function dealtPlayer(c: Ctx, seatId: SeatId, field: string, mustBeIn = true) {
  const p = playerAt(c.s, seatId);
  if (!p) return { error: fail(k("rules.noPlayer", { seat: seatId }), field) };
  if (mustBeIn && p.out) return { error: fail(k("rules.isOut", { name: seatName(c.core, seatId) }), field) };
  return { player: p };
}

/** A player acting through their link may only do what is theirs. */
function mayAct(c: Ctx, cmd: KemomimiCommand): Message | null {
  if (c.actor.kind !== "player") return null;
  const me = c.actor.seatId;
  const mine = playerAt(c.s, me);
  if (!mine) return k("rules.noCards");
  if (mine.out && cmd.type !== "kemomimi.notePower") return k("rules.youAreOut");
  const holds = (ch: CharacterId) => mine.character === ch;
  const power = (Object.entries(POWER_COMMANDS) as Array<[ChosenPower, string]>).find(([, t]) => t === cmd.type);
  if (power) return holds(power[0]) ? null : k("rules.onlyCharacter", { name: CHARACTERS[power[0]].name });
  switch (cmd.type) {
    case "kemomimi.retell":
      return holds("shamlock") ? null : k("rules.onlyShamlockRetells");
    case "kemomimi.nameSuspect":
      return c.s.leader === me ? null : k("rules.onlyLeaderNames");
    case "kemomimi.setHand":
      return cmd.seatId === me ? null : k("rules.ownHand");
    case "kemomimi.chooseTarget":
      return c.s.phase === "night" && c.s.night?.thief === me ? null : k("rules.onlyThief");
    case "kemomimi.notePower":
      return cmd.seatId === me ? null : k("rules.ownPower");
    case "kemomimi.declinePower":
      return holds(cmd.character) ? null : k("rules.onlyCharacter", { name: CHARACTERS[cmd.character].name });
    default:
      return k("rules.onlyModerator");
  }
}

/**
 * Playing-host mode: the secret steps happen on the acting player's own link, never on the host's
 * account (whose answers would carry them). The rest of the flow stays the host's.
 */
const ON_THE_PLAYERS_LINK: Partial<Record<KemomimiCommand["type"], string>> = {
  "kemomimi.lookAtRemovedCard": "removedCard",
  "kemomimi.shamlockCheck": "shamlock",
  "kemomimi.sheenaCheck": "sheena",
  "kemomimi.chooseTarget": "thief",
  "kemomimi.setHand": "hand",
};

/*
 * Witness Sheena's name comes as a value; Detective Shamlock stays written, as in every other message
 * that names her (名探偵シャムロック is the Japanese original's own term, issue 27 point 4), so the two
 * catalogues keep the same arguments.
 */
function hostRefusal(c: Ctx, cmd: KemomimiCommand): Message | null {
  if (c.actor.kind !== "moderator" || !c.s.hostSeat || c.s.phase === "ended") return null;
  const why = ON_THE_PLAYERS_LINK[cmd.type];
  return why ? k("rules.hostPlays", { why, ...cardName("sheena") }) : null;
}

export function decide(game: GameState<KemomimiState>, cmd: KemomimiCommand, ctx: DecideContext): D {
  const c: Ctx = { s: game.rules, core: game.core, actor: ctx.actor, now: ctx.now, rng: ctx.rng };
  const refused = mayAct(c, cmd) ?? hostRefusal(c, cmd);
  if (refused) return fail(refused);
  const d = decideRules(c, cmd);
  // A player's link cannot overrule the rules: what would be a warning for the moderator is refused.
  if (d.ok && ctx.actor.kind === "player" && d.warnings?.length) return fail(d.warnings[0]!);
  return d;
}

function decideRules(c: Ctx, cmd: KemomimiCommand): D {
  const { s } = c;
  if (s.phase === "ended" && cmd.type !== "kemomimi.lookAtRemovedCard" && cmd.type !== "kemomimi.deal")
    return fail(k("rules.gameOver"));
  if (s.phase === "setup" && cmd.type !== "kemomimi.configure" && cmd.type !== "kemomimi.deal")
    return fail(k("rules.notDealt"));
  const dayStep = (...steps: string[]) => s.phase === "day" && !!s.step && steps.includes(s.step);

  switch (cmd.type) {
    case "kemomimi.configure": {
      if (s.phase !== "setup") return fail(k("rules.alreadyDealtUndo"));
      const preset = cmd.preset ? findPreset(cmd.preset) : undefined;
      if (cmd.preset && !preset) return fail(k("rules.noPreset", { preset: cmd.preset }), "command.preset");
      const characters = cmd.characters ?? preset?.characters;
      const roles = cmd.roles ?? preset?.roles;
      if (!characters || !roles) return fail(k("rules.choosePreset"));
      const check = checkSetup(characters, roles);
      if (check.errors.length) return fail(sentences(check.errors));
      const warnings: Phrase[] = [...check.warnings];
      if (c.core.seats.length !== characters.length)
        warnings.push(k("rules.seatsVsSetup", { seats: c.core.seats.length, players: characters.length }));
      return ok(
        {
          type: "KemomimiConfigured",
          preset: preset?.id ?? null,
          characters,
          roles,
          powerTexts: cmd.powerTexts ?? {},
          roleTexts: cmd.roleTexts ?? {},
          discussionSeconds: cmd.discussionSeconds ?? s.setup?.discussionSeconds ?? DEFAULT_DISCUSSION_SECONDS,
          points: cmd.points ?? s.setup?.points ?? false,
        },
        warnings,
      );
    }

    case "kemomimi.deal": {
      // After a game ends, the next one at the same table is dealt with the same setup (match play).
      if (s.phase !== "setup" && s.phase !== "ended") return fail(k("rules.alreadyDealt"));
      if (!s.setup) return fail(k("rules.chooseCardsFirst"));
      const seats = c.core.seats.map((x) => x.id);
      const n = s.setup.characters.length;
      if (seats.length < MIN_PLAYERS || seats.length > MAX_PLAYERS)
        return fail(k("rules.seatRange", { min: MIN_PLAYERS, max: MAX_PLAYERS, seats: seats.length }));
      if (seats.length !== n) return fail(k("rules.setupVsSeats", { players: n, seats: seats.length }));
      const placed = cmd.characterBySeat;
      if (placed) {
        const given = seats.map((id) => placed[id]);
        if (given.some((x) => !x)) return fail(k("rules.placeEvery"), "command.characterBySeat");
        const sorted = (a: readonly string[]) => [...a].sort().join();
        if (sorted(given as string[]) !== sorted(s.setup.characters))
          return fail(k("rules.placedExactly"), "command.characterBySeat");
      }
      const host = cmd.hostSeatId ?? null;
      if (host !== null && !seats.includes(host))
        return fail(k("rules.noHostSeat", { seat: host }), "command.hostSeatId");
      const deal = dealCards(seats, s.setup.characters, s.setup.roles, c.rng, placed);
      // The removed card is not written: it follows from the setup and the dealt roles (see evolve).
      return ok({ type: "KemomimiDealt", seed: c.rng.seed, seats: deal.seats, hostSeat: host });
    }

    case "kemomimi.lookAtRemovedCard":
      if (s.phase === "setup") return fail(k("rules.notDealt"));
      if (s.removedLookedAt) return fail(k("rules.alreadyLooked"));
      return ok({ type: "KemomimiRemovedCardLookedAt" }, [k("rules.lookWarning")]);

    case "kemomimi.shamlockCheck":
    case "kemomimi.sheenaCheck": {
      const character = cmd.type === "kemomimi.shamlockCheck" ? "shamlock" : "sheena";
      const impossible = powerImpossible(s, character);
      if (impossible) return fail(impossible);
      const by = playerWith(s, character)!;
      const t = dealtPlayer(c, cmd.targetSeatId, "command.targetSeatId");
      if (t.error) return t.error;
      if (t.player.seatId === by.seatId)
        return fail(k("rules.checksAnother", { name: CHARACTERS[character].name }), "command.targetSeatId");
      return ok(
        {
          type: "KemomimiPlayerChecked",
          character,
          by: by.seatId,
          target: t.player.seatId,
          isCivilian: isCivilian(t.player.role),
        },
        powerRuleBreaks(s, character),
      );
    }

    case "kemomimi.retell": {
      if (s.phase !== "day") return fail(k("rules.retellDuringDay"));
      const shamlock = playerWith(s, "shamlock");
      const warnings: Message[] = [];
      if (!dayStep("start", "discussion")) warnings.push(k("rules.retellAtStart"));
      if (shamlock?.out) warnings.push(k("rules.isOut", { name: CHARACTERS.shamlock.name }));
      return ok({ type: "KemomimiRetold", by: shamlock?.seatId ?? null, text: cmd.text }, warnings);
    }

    case "kemomimi.startDiscussion": {
      if (!dayStep("start", "discussion")) return fail(k("rules.discussionWhen"));
      const seconds = cmd.seconds ?? s.setup?.discussionSeconds ?? DEFAULT_DISCUSSION_SECONDS;
      const deadline = new Date(c.now.getTime() + seconds * 1000).toISOString();
      return ok({ type: "KemomimiDiscussionStarted", seconds, deadline });
    }

    case "kemomimi.tristelNewMoon":
    case "kemomimi.esterFullMoon": {
      const character = cmd.type === "kemomimi.tristelNewMoon" ? "tristel" : "ester";
      const impossible = powerImpossible(s, character);
      if (impossible) return fail(impossible);
      return ok(
        {
          type: "KemomimiMoonChanged",
          character,
          by: playerWith(s, character)!.seatId,
          moon: character === "ester" ? "full" : "new",
        },
        powerRuleBreaks(s, character),
      );
    }

    case "kemomimi.nameSuspect": {
      if (s.phase !== "day") return fail(k("rules.suspectsDuringDay"));
      if (!dayStep("start", "discussion"))
        return fail(k("rules.alreadySuspect", { name: seatName(c.core, s.today.suspect) }));
      const t = dealtPlayer(c, cmd.suspectSeatId, "command.suspectSeatId");
      if (t.error) return t.error;
      if (!s.leader) return fail(k("rules.noLeader"));
      // The rulebook does not stop the Leader from naming herself.
      return ok({ type: "KemomimiSuspectNamed", leader: s.leader, suspect: t.player.seatId });
    }

    case "kemomimi.mirandaChangeSuspect": {
      const impossible = powerImpossible(s, "miranda");
      if (impossible) return fail(impossible);
      const t = dealtPlayer(c, cmd.suspectSeatId, "command.suspectSeatId");
      if (t.error) return t.error;
      if (t.player.seatId === s.today.suspect)
        return fail(
          k("rules.mirandaSame", { name: seatName(c.core, t.player.seatId), ...cardName("miranda") }),
          "command.suspectSeatId",
        );
      return ok(
        { type: "KemomimiSuspectChanged", by: playerWith(s, "miranda")!.seatId, suspect: t.player.seatId },
        powerRuleBreaks(s, "miranda"),
      );
    }

    case "kemomimi.lumaBarVoter": {
      const impossible = powerImpossible(s, "luma");
      if (impossible) return fail(impossible);
      const t = dealtPlayer(c, cmd.seatId, "command.seatId");
      if (t.error) return t.error;
      return ok(
        { type: "KemomimiVoterBarred", by: playerWith(s, "luma")!.seatId, seatId: t.player.seatId },
        powerRuleBreaks(s, "luma"),
      );
    }

    case "kemomimi.cyrilForceTwinVote": {
      const impossible = powerImpossible(s, "cyril");
      if (impossible) return fail(impossible);
      const beryl = playerWith(s, "beryl")!;
      return ok(
        { type: "KemomimiTwinVoteForced", by: playerWith(s, "cyril")!.seatId, twin: beryl.seatId },
        powerRuleBreaks(s, "cyril"),
      );
    }

    case "kemomimi.raiseHands":
    case "kemomimi.setHand": {
      if (!dayStep("voting")) return fail(s.today.count ? k("rules.votesCounted") : k("rules.noSuspect"));
      const ids = cmd.type === "kemomimi.raiseHands" ? [...new Set(cmd.seatIds)] : [cmd.seatId];
      const warnings: Message[] = [];
      for (const id of ids) {
        const t = dealtPlayer(c, id, cmd.type === "kemomimi.raiseHands" ? "command.seatIds" : "command.seatId");
        if (t.error) return t.error;
        const raising = cmd.type === "kemomimi.raiseHands" || cmd.raised;
        if (raising && id === s.today.barredVoter)
          warnings.push(k("rules.barredByLuma", { name: seatName(c.core, id), ...cardName("luma") }));
        if (raising && s.today.twinVoteForced && id === playerWith(s, "beryl")?.seatId)
          warnings.push(k("rules.twinHand"));
      }
      if (cmd.type === "kemomimi.raiseHands") {
        const order = c.core.seats.map((x) => x.id);
        return ok({ type: "KemomimiHandsRecorded", raised: order.filter((id) => ids.includes(id)) }, warnings);
      }
      return ok({ type: "KemomimiHandSet", seatId: cmd.seatId, raised: cmd.raised }, warnings);
    }

    case "kemomimi.countVotes": {
      if (!dayStep("voting") || !s.today.suspect)
        return fail(s.today.count ? k("rules.votesCounted") : k("rules.noSuspect"));
      const t = tally(
        s,
        c.core.seats.map((x) => x.id),
      );
      if (voteParticipants(s).length === 0) return fail(k("rules.nobodyVotes"));
      return ok({
        type: "KemomimiVotesCounted",
        suspect: s.today.suspect,
        raised: t.raised,
        participants: t.participants,
        verdict: t.verdict,
      });
    }

    case "kemomimi.vernaDeclareInnocent": {
      const impossible = powerImpossible(s, "verna");
      if (impossible) return fail(impossible);
      return ok(
        { type: "KemomimiVerdictTurnedInnocent", by: playerWith(s, "verna")!.seatId },
        powerRuleBreaks(s, "verna"),
      );
    }

    case "kemomimi.declinePower": {
      // Only a power offered now can be let pass: "Don't use" is its holder's decision for the day.
      const impossible = powerImpossible(s, cmd.character);
      if (impossible) return fail(impossible);
      if ((s.today.declined ?? []).includes(cmd.character))
        return fail(k("rules.declinedAlready", { name: CHARACTERS[cmd.character].name }));
      if (!offeredPowers(s).some((o) => o.character === cmd.character))
        return fail(k("rules.notOfferedNow", { name: CHARACTERS[cmd.character].name }));
      return ok({ type: "KemomimiPowerDeclined", character: cmd.character, by: playerWith(s, cmd.character)!.seatId });
    }

    case "kemomimi.carryOutVerdict": {
      if (!dayStep("results") || !s.today.count || !s.today.suspect) return fail(k("rules.countFirst"));
      const verdict = s.today.turnedInnocent ? "innocent" : s.today.count.verdict;
      return ok({ type: "KemomimiVerdictCarriedOut", suspect: s.today.suspect, verdict });
    }

    case "kemomimi.startNight": {
      if (s.phase !== "day") return fail(s.phase === "night" ? k("rules.alreadyNight") : k("rules.dayNotStarted"));
      const warnings: Message[] = [];
      if (s.step === "results") return fail(k("rules.carryOutFirst"));
      if (s.step !== "endOfDay") warnings.push(k("rules.noVoteYet"));
      const shamlock = playerWith(s, "shamlock");
      if (
        s.step === "endOfDay" &&
        shamlock &&
        !shamlock.out &&
        s.leader === shamlock.seatId &&
        !shamlockCheckedToday(s)
      )
        warnings.push(k("rules.shamlockLeaderNoCheck"));
      // The count starts when the thief awakens, after the night falls; a night nobody steals has none.
      const thief = thiefTonight(s);
      if (!thief) return ok({ type: "KemomimiNightFell", thief }, warnings);
      const awake = c.now.getTime() + NIGHT_FALL_SECONDS * 1000;
      const awakeAt = new Date(awake).toISOString();
      const lockAt = new Date(awake + NIGHT_COUNT_SECONDS * 1000).toISOString();
      return ok({ type: "KemomimiNightFell", thief, awakeAt, lockAt }, warnings);
    }

    case "kemomimi.chooseTarget": {
      if (s.phase !== "night" || !s.night) return fail(k("rules.targetsAtNight"));
      if (!s.night.thief) return fail(k("rules.nobodySteals"));
      // The count binds the thief's own link; a Game Master who only moderates records what the
      // Target card showed at zero, whenever she gets to it.
      if (c.actor.kind === "player" && s.night.lockAt && c.now.getTime() >= Date.parse(s.night.lockAt))
        return fail(k("rules.targetLocked"));
      const t = dealtPlayer(c, cmd.targetSeatId, "command.targetSeatId");
      if (t.error) return t.error;
      const warnings = t.player.seatId === s.night.thief ? [k("rules.targetAnother")] : [];
      return ok({ type: "KemomimiTargetChosen", thief: s.night.thief, target: t.player.seatId }, warnings);
    }

    case "kemomimi.dawn": {
      if (s.phase !== "night" || !s.night) return fail(k("rules.notNight"));
      const warnings = s.night.thief && !s.night.target ? [k("rules.noTarget")] : [];
      return ok(
        { type: "KemomimiDawn", thief: s.night.thief, target: s.night.thief ? s.night.target : null },
        warnings,
      );
    }

    case "kemomimi.setJewelry": {
      const t = dealtPlayer(c, cmd.seatId, "command.seatId");
      if (t.error) return t.error;
      return ok({ type: "KemomimiJewelrySet", seatId: cmd.seatId, jewelry: cmd.jewelry }, [k("rules.jewelryRuling")]);
    }

    case "kemomimi.notePower": {
      const t = dealtPlayer(c, cmd.seatId, "command.seatId", false);
      if (t.error) return t.error;
      return ok({ type: "KemomimiPowerNoted", seatId: cmd.seatId, note: cmd.note });
    }

    case "kemomimi.declareOutcome":
      return ok({ type: "KemomimiOutcomeDeclared", winner: cmd.winner, reason: cmd.reason }, [
        k("rules.outcomeRuling"),
      ]);
  }
}
