import type { CoreState, SeatId } from "../../game/core";
import type { Actor, DecideContext, Decision, GameState } from "../../game/ruleset";
import { CHARACTERS, type CharacterId } from "./characters";
import { dealCards } from "./deal";
import { findPreset } from "./presets";
import { isCivilian } from "./roles";
import type { KemomimiCommand, KemomimiEvent } from "./schema";
import { MAX_PLAYERS, MIN_PLAYERS, checkSetup } from "./setup";
import { thiefTonight } from "./night";
import { POWER_COMMANDS, powerImpossible, powerRuleBreaks, shamlockCheckedToday, type ChosenPower } from "./powers";
import { DEFAULT_DISCUSSION_SECONDS, NIGHT_COUNT_SECONDS, playerAt, playerWith, type KemomimiState } from "./state";
import { tally, voteParticipants } from "./vote";

type D = Decision<KemomimiEvent>;
import type { Phrase } from "../../i18n/message";

const fail = (error: Phrase, field?: string): D => ({ ok: false, error, ...(field ? { field } : {}) });
const ok = (event: KemomimiEvent, warnings: string[] = []): D => ({ ok: true, event, warnings });

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
  if (!p) return { error: fail(`There is no player "${seatId}" in this game.`, field) };
  if (mustBeIn && p.out) return { error: fail(`${seatName(c.core, seatId)} is out of the game.`, field) };
  return { player: p };
}

/** A player acting through their link may only do what is theirs. */
function mayAct(c: Ctx, cmd: KemomimiCommand): string | null {
  if (c.actor.kind !== "player") return null;
  const me = c.actor.seatId;
  const mine = playerAt(c.s, me);
  if (!mine) return "You have no cards in this game.";
  if (mine.out && cmd.type !== "kemomimi.notePower") return "You are out of the game.";
  const holds = (ch: CharacterId) => mine.character === ch;
  const power = (Object.entries(POWER_COMMANDS) as Array<[ChosenPower, string]>).find(([, t]) => t === cmd.type);
  if (power) return holds(power[0]) ? null : `Only ${CHARACTERS[power[0]].name} can do this.`;
  switch (cmd.type) {
    case "kemomimi.retell":
      return holds("shamlock") ? null : "Only Detective Shamlock retells what she learned.";
    case "kemomimi.nameSuspect":
      return c.s.leader === me ? null : "Only the Leader names the suspect.";
    case "kemomimi.setHand":
      return cmd.seatId === me ? null : "You can only raise or lower your own hand.";
    case "kemomimi.chooseTarget":
      return c.s.phase === "night" && c.s.night?.thief === me
        ? null
        : "Only the thief at work tonight chooses a target.";
    case "kemomimi.notePower":
      return cmd.seatId === me ? null : "You can only note your own character's power.";
    default:
      return "Only the moderator can do this.";
  }
}

/**
 * Playing-host mode: the secret steps happen on the acting player's own link, never on the host's
 * account (whose answers would carry them). The rest of the flow stays the host's.
 */
const ON_THE_PLAYERS_LINK: Partial<Record<KemomimiCommand["type"], string>> = {
  "kemomimi.lookAtRemovedCard": "the removed card stays in the box until the game ends",
  "kemomimi.shamlockCheck": "Detective Shamlock checks on her own link",
  "kemomimi.sheenaCheck": "Witness Sheena checks on her own link",
  "kemomimi.chooseTarget": "the thief chooses her target on her own link",
  "kemomimi.setHand": "each player gives her hand on her own link",
};

function hostRefusal(c: Ctx, cmd: KemomimiCommand): string | null {
  if (c.actor.kind !== "moderator" || !c.s.hostSeat || c.s.phase === "ended") return null;
  const why = ON_THE_PLAYERS_LINK[cmd.type];
  return why ? `You play a seat in this game: ${why}.` : null;
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
    return fail("The game is over. Deal again for the next game at this table.");
  if (s.phase === "setup" && cmd.type !== "kemomimi.configure" && cmd.type !== "kemomimi.deal")
    return fail("The cards are not dealt yet.");
  const dayStep = (...steps: string[]) => s.phase === "day" && !!s.step && steps.includes(s.step);

  switch (cmd.type) {
    case "kemomimi.configure": {
      if (s.phase !== "setup") return fail("The cards are already dealt. Undo the deal to change the setup.");
      const preset = cmd.preset ? findPreset(cmd.preset) : undefined;
      if (cmd.preset && !preset) return fail(`There is no preset "${cmd.preset}".`, "command.preset");
      const characters = cmd.characters ?? preset?.characters;
      const roles = cmd.roles ?? preset?.roles;
      if (!characters || !roles) return fail("Choose a preset, or both the characters and the roles.");
      const check = checkSetup(characters, roles);
      if (check.errors.length) return fail(check.errors.join(" "));
      const warnings = [...check.warnings];
      if (c.core.seats.length !== characters.length)
        warnings.push(`The game has ${c.core.seats.length} seats but this setup is for ${characters.length} players.`);
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
      if (s.phase !== "setup" && s.phase !== "ended") return fail("The cards are already dealt.");
      if (!s.setup) return fail("Choose the cards first.");
      const seats = c.core.seats.map((x) => x.id);
      const n = s.setup.characters.length;
      if (seats.length < MIN_PLAYERS || seats.length > MAX_PLAYERS)
        return fail(`Kemomimi Panic needs ${MIN_PLAYERS} to ${MAX_PLAYERS} seats; the game has ${seats.length}.`);
      if (seats.length !== n) return fail(`The setup is for ${n} players but the game has ${seats.length} seats.`);
      const placed = cmd.characterBySeat;
      if (placed) {
        const given = seats.map((id) => placed[id]);
        if (given.some((x) => !x))
          return fail(
            "Place a character on every seat, or leave the characters to the shuffle.",
            "command.characterBySeat",
          );
        const sorted = (a: readonly string[]) => [...a].sort().join();
        if (sorted(given as string[]) !== sorted(s.setup.characters))
          return fail(
            "The placed characters must be exactly the chosen ones, one per seat.",
            "command.characterBySeat",
          );
      }
      const host = cmd.hostSeatId ?? null;
      if (host !== null && !seats.includes(host))
        return fail(`There is no seat "${host}" in this game for the host to play.`, "command.hostSeatId");
      const deal = dealCards(seats, s.setup.characters, s.setup.roles, c.rng, placed);
      // The removed card is not written: it follows from the setup and the dealt roles (see evolve).
      return ok({ type: "KemomimiDealt", seed: c.rng.seed, seats: deal.seats, hostSeat: host });
    }

    case "kemomimi.lookAtRemovedCard":
      if (s.phase === "setup") return fail("The cards are not dealt yet.");
      if (s.removedLookedAt) return fail("You already looked at the removed card; it is in your view.");
      return ok({ type: "KemomimiRemovedCardLookedAt" }, [
        "The rulebook returns this card to the box unseen, and it must never be revealed. Your look is logged.",
      ]);

    case "kemomimi.shamlockCheck":
    case "kemomimi.sheenaCheck": {
      const character = cmd.type === "kemomimi.shamlockCheck" ? "shamlock" : "sheena";
      const impossible = powerImpossible(s, character);
      if (impossible) return fail(impossible);
      const by = playerWith(s, character)!;
      const t = dealtPlayer(c, cmd.targetSeatId, "command.targetSeatId");
      if (t.error) return t.error;
      if (t.player.seatId === by.seatId)
        return fail(`${CHARACTERS[character].name} checks another player.`, "command.targetSeatId");
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
      if (s.phase !== "day") return fail("Shamlock retells what she learned during the day.");
      const shamlock = playerWith(s, "shamlock");
      const warnings: string[] = [];
      if (!dayStep("start", "discussion")) warnings.push("Shamlock retells what she learned at the start of the day.");
      if (shamlock?.out) warnings.push("Detective Shamlock is out of the game.");
      return ok({ type: "KemomimiRetold", by: shamlock?.seatId ?? null, text: cmd.text }, warnings);
    }

    case "kemomimi.startDiscussion": {
      if (!dayStep("start", "discussion"))
        return fail("The discussion happens at the start of the day, before a suspect is named.");
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
      if (s.phase !== "day") return fail("Suspects are named during the day.");
      if (!dayStep("start", "discussion"))
        return fail(`${seatName(c.core, s.today.suspect)} is already today's suspect. Undo to name another.`);
      const t = dealtPlayer(c, cmd.suspectSeatId, "command.suspectSeatId");
      if (t.error) return t.error;
      if (!s.leader) return fail("There is no Leader.");
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
          `${seatName(c.core, t.player.seatId)} is already the suspect; Miranda changes it to someone else.`,
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
      if (!dayStep("voting"))
        return fail(s.today.count ? "The votes are already counted." : "No suspect has been named yet.");
      const ids = cmd.type === "kemomimi.raiseHands" ? [...new Set(cmd.seatIds)] : [cmd.seatId];
      const warnings: string[] = [];
      for (const id of ids) {
        const t = dealtPlayer(c, id, cmd.type === "kemomimi.raiseHands" ? "command.seatIds" : "command.seatId");
        if (t.error) return t.error;
        const raising = cmd.type === "kemomimi.raiseHands" || cmd.raised;
        if (raising && id === s.today.barredVoter)
          warnings.push(`${seatName(c.core, id)} is barred from today's vote by Student Luma.`);
        if (raising && s.today.twinVoteForced && id === playerWith(s, "beryl")?.seatId)
          warnings.push("Today the Younger Twin votes as the Elder Twin: her own hand does not count.");
      }
      if (cmd.type === "kemomimi.raiseHands") {
        const order = c.core.seats.map((x) => x.id);
        return ok({ type: "KemomimiHandsRecorded", raised: order.filter((id) => ids.includes(id)) }, warnings);
      }
      return ok({ type: "KemomimiHandSet", seatId: cmd.seatId, raised: cmd.raised }, warnings);
    }

    case "kemomimi.countVotes": {
      if (!dayStep("voting") || !s.today.suspect)
        return fail(s.today.count ? "The votes are already counted." : "No suspect has been named yet.");
      const t = tally(
        s,
        c.core.seats.map((x) => x.id),
      );
      if (voteParticipants(s).length === 0) return fail("Nobody can take part in the vote.");
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

    case "kemomimi.carryOutVerdict": {
      if (!dayStep("results") || !s.today.count || !s.today.suspect) return fail("Count the votes first.");
      const verdict = s.today.turnedInnocent ? "innocent" : s.today.count.verdict;
      return ok({ type: "KemomimiVerdictCarriedOut", suspect: s.today.suspect, verdict });
    }

    case "kemomimi.startNight": {
      if (s.phase !== "day") return fail(s.phase === "night" ? "It is already night." : "The day has not started yet.");
      const warnings: string[] = [];
      if (s.step === "results") return fail("Carry out the verdict first.");
      if (s.step !== "endOfDay") warnings.push("Today has had no vote yet.");
      const shamlock = playerWith(s, "shamlock");
      if (
        s.step === "endOfDay" &&
        shamlock &&
        !shamlock.out &&
        s.leader === shamlock.seatId &&
        !shamlockCheckedToday(s)
      )
        warnings.push("Detective Shamlock is the Leader and has not checked a player at the end of the day.");
      const lockAt = new Date(c.now.getTime() + NIGHT_COUNT_SECONDS * 1000).toISOString();
      return ok({ type: "KemomimiNightFell", thief: thiefTonight(s), lockAt }, warnings);
    }

    case "kemomimi.chooseTarget": {
      if (s.phase !== "night" || !s.night) return fail("Targets are chosen at night.");
      if (!s.night.thief) return fail("Nobody steals tonight.");
      // The count binds the thief's own link; a Game Master who only moderates records what the
      // Target card showed at zero, whenever she gets to it.
      if (c.actor.kind === "player" && s.night.lockAt && c.now.getTime() >= Date.parse(s.night.lockAt))
        return fail("The count reached zero: tonight's target is locked.");
      const t = dealtPlayer(c, cmd.targetSeatId, "command.targetSeatId");
      if (t.error) return t.error;
      const warnings = t.player.seatId === s.night.thief ? ["The thief points the Target card at another player."] : [];
      return ok({ type: "KemomimiTargetChosen", thief: s.night.thief, target: t.player.seatId }, warnings);
    }

    case "kemomimi.dawn": {
      if (s.phase !== "night" || !s.night) return fail("It is not night.");
      const warnings =
        s.night.thief && !s.night.target ? ["The thief has not chosen a target: nobody is robbed tonight."] : [];
      return ok(
        { type: "KemomimiDawn", thief: s.night.thief, target: s.night.thief ? s.night.target : null },
        warnings,
      );
    }

    case "kemomimi.setJewelry": {
      const t = dealtPlayer(c, cmd.seatId, "command.seatId");
      if (t.error) return t.error;
      return ok({ type: "KemomimiJewelrySet", seatId: cmd.seatId, jewelry: cmd.jewelry }, [
        "Fake Jewelry changes only by votes, thefts and powers: this is your ruling.",
      ]);
    }

    case "kemomimi.notePower": {
      const t = dealtPlayer(c, cmd.seatId, "command.seatId", false);
      if (t.error) return t.error;
      return ok({ type: "KemomimiPowerNoted", seatId: cmd.seatId, note: cmd.note });
    }

    case "kemomimi.declareOutcome":
      return ok({ type: "KemomimiOutcomeDeclared", winner: cmd.winner, reason: cmd.reason }, [
        "This ends the game by your ruling, not by the rulebook's end conditions.",
      ]);
  }
}
