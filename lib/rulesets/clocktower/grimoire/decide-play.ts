import type { DecideContext, Decision, GameState } from "../../../game/ruleset";
import { PLAYER_DAY_ABILITIES } from "../editions/sects-and-violets/day";
import type { SeatId } from "../../../game/core";
import { utcTime } from "@/lib/game/deadline-format";
import type { ClocktowerCommand, ClocktowerEvent } from "../commands";
import { dayStart } from "../day/day";
import { currentDayOf, settingsOf, stepKey, type ClocktowerState, type DeathCause } from "../state";
import {
  byDay,
  characterOf,
  deathHints,
  isZombuulHint,
  named,
  phaseCode,
  reminderWarnings,
  sameToken,
  seatNameOf,
  tokenName,
  winChecks,
} from "./grimoire";
import {
  actingStep,
  atNightEnd,
  choiceCheck,
  choiceProblems,
  isImpossibleChoice,
  nightSheet,
} from "../night/night-sheet";
import { sentences } from "../night/words";
import { dawnSummary, defaultKillCause } from "../night/dawn";
import { isNightMarker } from "../script/sheet";
import { registersAsOther, registrationOptions } from "../editions/trouble-brewing/info";
import { decideDayAbility } from "../day/day-abilities";
import { svDeathByDay, SV_STEP_PROBLEMS } from "../editions/sects-and-violets/evil";
import { msg, type Phrase } from "../../../i18n/message";

type Game = GameState<ClocktowerState>;
type Result = Decision<ClocktowerEvent>;
type PlayCommand = Extract<
  ClocktowerCommand,
  {
    type:
      | "clocktower.setSettings"
      | "clocktower.startNight"
      | "clocktower.startDay"
      | "clocktower.markDead"
      | "clocktower.markAlive"
      | "clocktower.placeReminder"
      | "clocktower.removeReminder"
      | "clocktower.moveReminder"
      | "clocktower.setAlignment"
      | "clocktower.spendGhostVote"
      | "clocktower.setNote"
      | "clocktower.recordStep"
      | "clocktower.submitNightAction"
      | "clocktower.applyEffects"
      | "clocktower.dayAbility"
      | "clocktower.setGainedAbility"
      | "clocktower.confirmDawn"
      | "clocktower.endGame"
      | "clocktower.publishReveal";
  }
>;

export const PLAY_COMMANDS: ReadonlySet<string> = new Set([
  "clocktower.setSettings",
  "clocktower.startNight",
  "clocktower.startDay",
  "clocktower.markDead",
  "clocktower.markAlive",
  "clocktower.placeReminder",
  "clocktower.removeReminder",
  "clocktower.moveReminder",
  "clocktower.setAlignment",
  "clocktower.spendGhostVote",
  "clocktower.setNote",
  "clocktower.recordStep",
  "clocktower.submitNightAction",
  "clocktower.applyEffects",
  "clocktower.dayAbility",
  "clocktower.setGainedAbility",
  "clocktower.confirmDawn",
  "clocktower.endGame",
  "clocktower.publishReveal",
]);
export const isPlayCommand = (c: ClocktowerCommand): c is PlayCommand => PLAY_COMMANDS.has(c.type);

const fail = (error: Phrase, field?: string): Result => ({ ok: false, error, ...(field ? { field } : {}) });
const ok = (event: ClocktowerEvent, warnings: Phrase[] = []): Result => ({
  ok: true,
  event,
  warnings: [...new Map(warnings.map((w) => [JSON.stringify(w), w])).values()],
});
const rule = (name: string, values?: Parameters<typeof msg>[1]) => msg(`clocktower.rules.${name}`, values);

/** Resolves the seat's entry, or the error. */
function entryOf(game: Game, seatId: SeatId, field = "seatId") {
  if (!game.core.seats.some((s) => s.id === seatId)) return { error: fail(rule("noSeat", { seat: seatId }), field) };
  const entry = game.rules.seats[seatId];
  if (!entry) return { error: fail(rule("noCharacterYet", { seat: seatNameOf(game, seatId) }), field) };
  return { entry };
}

/** A death decided: whether it only registers (a Zombuul's first death), and the hints. */
function deathDecision(game: Game, seatId: SeatId, cause: DeathCause, by: string | undefined) {
  const entry = game.rules.seats[seatId]!;
  const registersOnly = entry.characterId === "zombuul" && !entry.firstDeathUsed && entry.alive && !entry.registersDead;
  return { registersOnly, hints: deathHints(game, seatId, cause, by) };
}

export function decidePlay(game: Game, cmd: PlayCommand, ctx: DecideContext): Result {
  const rules = game.rules;
  const isPlayer = ctx.actor.kind === "player";
  // A player sends their night action, and the day abilities made from their own link (the Juggler's guesses).
  const fromLink =
    cmd.type === "clocktower.submitNightAction" ||
    (cmd.type === "clocktower.dayAbility" && PLAYER_DAY_ABILITIES.has(cmd.ability.kind));
  if (isPlayer && !fromLink) return fail(rule("storytellerOnly"));
  if (rules.winner && !["clocktower.publishReveal", "clocktower.setNote"].includes(cmd.type))
    return fail(rule("gameOver", { winner: rules.winner }));

  switch (cmd.type) {
    case "clocktower.setSettings": {
      const s = settingsOf(rules);
      const next = { nightHours: cmd.nightHours ?? s.nightHours, lockHours: cmd.lockHours ?? s.lockHours };
      if (next.lockHours >= next.nightHours) return fail(rule("lockBeforeEnd"), "lockHours");
      // Day lengths are stored only once set (older games keep their exact settings object).
      const day: Record<string, number> = {};
      for (const k of ["discussionHours", "nominationHours", "votingHours"] as const) {
        const v = cmd[k] ?? s[k];
        if (v !== undefined) day[k] = v;
      }
      const inAppVoting = cmd.inAppVoting ?? s.inAppVoting;
      const whisperCount = cmd.whisperCount ?? s.whisperCount;
      return ok({
        type: "ClocktowerSettingsSet",
        ...next,
        ...day,
        ...(inAppVoting !== undefined ? { inAppVoting } : {}),
        ...(whisperCount !== undefined ? { whisperCount } : {}),
      });
    }

    case "clocktower.startNight": {
      if (rules.phase?.kind === "night") return fail(rule("alreadyNight", { number: rules.phase.number }));
      const number = rules.phase ? rules.phase.number + 1 : 1;
      const { nightHours, lockHours } = settingsOf(rules);
      const start = ctx.now.getTime();
      const dawn = start + nightHours * 3600_000;
      const warnings: Phrase[] = rules.deal ? [] : [rule("notDealt")];
      const day = currentDayOf(rules);
      if (day && !day.result && (day.nominations.length > 0 || day.queued.length > 0))
        warnings.push(rule("dayUnresolved", { number: day.day }));
      return ok(
        {
          type: "ClocktowerNightStarted",
          number,
          startedAt: new Date(start).toISOString(),
          dawnAt: new Date(dawn).toISOString(),
          lockAt: new Date(dawn - lockHours * 3600_000).toISOString(),
        },
        warnings,
      );
    }

    case "clocktower.startDay": {
      if (rules.phase?.kind !== "night") return fail(rule("dayFollowsNight"));
      const summary = dawnSummary(game);
      const warnings =
        summary && summary.deaths.length > 0 ? [rule("deathsRecorded", { announcement: summary.announcement })] : [];
      return ok(
        { type: "ClocktowerDayStarted", number: rules.phase.number, ...dayStart(game, rules.phase.number, ctx.now) },
        warnings,
      );
    }

    case "clocktower.markDead": {
      const r = entryOf(game, cmd.seatId);
      if (r.error) return r.error;
      if (!rules.phase) return fail(rule("notStarted"));
      if (!r.entry.alive) return fail(rule("alreadyDead", { seat: seatNameOf(game, cmd.seatId) }), "seatId");
      const warnings: Phrase[] = [];
      if (cmd.cause === "ability" && !cmd.by) warnings.push(rule("nameKiller"));
      if (cmd.by && !characterOf(rules, cmd.by)) return fail(rule("unknownCharacter", { id: cmd.by }), "by");
      if (byDay(cmd.cause) && rules.phase.kind === "night") warnings.push(rule("executionsByDay"));
      const d = deathDecision(game, cmd.seatId, cmd.cause, cmd.by);
      warnings.push(...d.hints.filter((h) => !isZombuulHint(h)));
      const effects = d.registersOnly ? [] : svDeathByDay(game, cmd.seatId);
      return ok(
        {
          type: "ClocktowerMarkedDead",
          seatId: cmd.seatId,
          cause: cmd.cause,
          time: phaseCode(rules.phase),
          ...(cmd.by ? { by: cmd.by } : {}),
          ...(cmd.note ? { note: cmd.note } : {}),
          registersOnly: d.registersOnly,
          ...(effects.length ? { effects } : {}),
        },
        warnings,
      );
    }

    case "clocktower.markAlive": {
      const r = entryOf(game, cmd.seatId);
      if (r.error) return r.error;
      if (r.entry.alive && !r.entry.registersDead)
        return fail(rule("isAlive", { seat: seatNameOf(game, cmd.seatId) }), "seatId");
      const warnings: Phrase[] = [];
      if (!cmd.by || !["professor", "shabaloth"].includes(cmd.by))
        warnings.push(rule("resurrecting", { seat: seatNameOf(game, cmd.seatId) }));
      if (cmd.by === "professor" && characterOf(rules, r.entry.characterId)?.team !== "townsfolk")
        warnings.push(rule("professorTownsfolk", named(rules, "professor")));
      return ok({ type: "ClocktowerMarkedAlive", seatId: cmd.seatId, ...(cmd.by ? { by: cmd.by } : {}) }, warnings);
    }

    case "clocktower.placeReminder": {
      const r = entryOf(game, cmd.seatId);
      if (r.error) return r.error;
      const warnings = reminderWarnings(rules, cmd.token);
      if (cmd.token.characterId && !characterOf(rules, cmd.token.characterId))
        return fail(warnings[0]!, "token.characterId");
      return ok({ type: "ClocktowerReminderPlaced", seatId: cmd.seatId, token: cmd.token }, warnings);
    }
    case "clocktower.removeReminder": {
      const r = entryOf(game, cmd.seatId);
      if (r.error) return r.error;
      if (!r.entry.reminders.some((t) => sameToken(t, cmd.token)))
        return fail(
          rule("noToken", { seat: seatNameOf(game, cmd.seatId), token: tokenName(rules, cmd.token) }),
          "token",
        );
      return ok({ type: "ClocktowerReminderRemoved", seatId: cmd.seatId, token: cmd.token });
    }
    case "clocktower.moveReminder": {
      const from = entryOf(game, cmd.fromSeatId, "fromSeatId");
      if (from.error) return from.error;
      const to = entryOf(game, cmd.toSeatId, "toSeatId");
      if (to.error) return to.error;
      if (!from.entry.reminders.some((t) => sameToken(t, cmd.token)))
        return fail(
          rule("noToken", { seat: seatNameOf(game, cmd.fromSeatId), token: tokenName(rules, cmd.token) }),
          "token",
        );
      if (cmd.fromSeatId === cmd.toSeatId) return fail(rule("tokenAlreadyThere"), "toSeatId");
      return ok({
        type: "ClocktowerReminderMoved",
        fromSeatId: cmd.fromSeatId,
        toSeatId: cmd.toSeatId,
        token: cmd.token,
      });
    }

    case "clocktower.setAlignment": {
      const r = entryOf(game, cmd.seatId);
      if (r.error) return r.error;
      if (r.entry.alignment === cmd.alignment)
        return fail(
          rule("alreadyAlignment", { seat: seatNameOf(game, cmd.seatId), alignment: cmd.alignment }),
          "alignment",
        );
      const warnings =
        r.entry.characterId === "goon" || r.entry.traveller
          ? []
          : [rule("changesAlignment", { seat: seatNameOf(game, cmd.seatId), ...named(game.rules, "goon") })];
      return ok({ type: "ClocktowerAlignmentSet", seatId: cmd.seatId, alignment: cmd.alignment }, warnings);
    }

    case "clocktower.spendGhostVote": {
      const r = entryOf(game, cmd.seatId);
      if (r.error) return r.error;
      if (r.entry.ghostVoteSpent) return fail(rule("ghostVoteSpent", { seat: seatNameOf(game, cmd.seatId) }), "seatId");
      const warnings =
        r.entry.alive && !r.entry.registersDead
          ? [rule("livingVoteFreely", { seat: seatNameOf(game, cmd.seatId) })]
          : [];
      return ok({ type: "ClocktowerGhostVoteSpent", seatId: cmd.seatId }, warnings);
    }

    case "clocktower.setNote": {
      const r = entryOf(game, cmd.seatId);
      if (r.error) return r.error;
      return ok({ type: "ClocktowerNoteSet", seatId: cmd.seatId, note: cmd.note });
    }

    case "clocktower.recordStep": {
      const current =
        rules.phase?.kind === "night" ? rules.phase.number : rules.phase?.kind === "day" ? rules.phase.number : 0;
      if (!rules.nights?.[String(cmd.night)]) return fail(rule("nightNotStarted", { number: cmd.night }), "night");
      if (cmd.seatId) {
        const r = entryOf(game, cmd.seatId);
        if (r.error) return r.error;
      }
      if (!isNightMarker(cmd.stepId) && !characterOf(rules, cmd.stepId))
        return fail(rule("unknownStep", { id: cmd.stepId }), "stepId");
      const warnings: Phrase[] = [];
      const sheet = nightSheet(game, cmd.night);
      const key = stepKey(cmd.stepId, cmd.seatId);
      const step = sheet.steps.find((s) => s.key === key);
      if (!step)
        warnings.push(
          cmd.seatId
            ? rule("notAStepFor", { step: cmd.stepId, number: cmd.night, seat: seatNameOf(game, cmd.seatId) })
            : rule("notAStep", { step: cmd.stepId, number: cmd.night }),
        );
      else if (step.skipped) warnings.push(rule("stepSkipped", { seat: step.seatName ?? "" }));
      if (cmd.night < current && rules.phase?.kind === "night") warnings.push(rule("nightOver", { number: cmd.night }));
      if (step?.shape && cmd.seatId && !step.skipped && (cmd.choice.seats?.length || cmd.choice.character))
        warnings.push(
          ...choiceProblems(atNightEnd(game, cmd.night), step.shape, cmd.choice, {
            seatId: cmd.seatId,
            night: cmd.night,
            key,
          }).filter((p) => !isImpossibleChoice(p)),
        );
      for (const s of cmd.choice.seats ?? [])
        if (!game.core.seats.some((x) => x.id === s)) return fail(rule("noSeat", { seat: s }), "choice.seats");
      // Sects & Violets: a storyteller's record with no choice shape (the Barber's haircuts), checked as the grimoire stands.
      if (step && !step.skipped && cmd.seatId && cmd.choice.seats?.length)
        warnings.push(...(SV_STEP_PROBLEMS[cmd.stepId]?.(atNightEnd(game, cmd.night), cmd.choice) ?? []));
      if (cmd.choice.character && !characterOf(rules, cmd.choice.character))
        return fail(rule("unknownCharacter", { id: cmd.choice.character }), "choice.character");
      // How a Spy or a Recluse registers for this step: any seat and character of the game (else refused);
      // another seat, or a character they cannot show as, is warned (the storyteller may force it).
      const registrations = [];
      for (const r of cmd.registrations ?? []) {
        const e = entryOf(game, r.seatId, "registrations");
        if (e.error) return e.error;
        if (r.characterId && !characterOf(rules, r.characterId))
          return fail(rule("unknownCharacter", { id: r.characterId }), "registrations");
        const own = rules.seats[r.seatId]!.characterId;
        const seat = seatNameOf(game, r.seatId);
        if (!registersAsOther(own))
          warnings.push(rule("registrationNotRegistering", { seat, ...named(game.rules, "spy", "recluse") }));
        else if (r.characterId && !registrationOptions(rules, own).includes(r.characterId))
          warnings.push(
            rule("registrationNotOption", {
              seat,
              character: characterOf(rules, own)?.name ?? own,
              as: characterOf(rules, r.characterId)?.name ?? r.characterId,
            }),
          );
        registrations.push({
          seatId: r.seatId,
          ...(r.characterId ? { characterId: r.characterId } : {}),
          ...(r.alignment ? { alignment: r.alignment } : {}),
        });
      }
      const kills = [];
      for (const k of cmd.kills ?? []) {
        const r = entryOf(game, k.seatId, "kills");
        if (r.error) return r.error;
        const d = defaultKillCause(rules, cmd.stepId);
        kills.push({ seatId: k.seatId, cause: k.cause, ...((k.by ?? d.by) ? { by: k.by ?? d.by } : {}) });
      }
      return ok(
        {
          type: "ClocktowerStepRecorded",
          night: cmd.night,
          stepId: cmd.stepId,
          ...(cmd.seatId ? { seatId: cmd.seatId } : {}),
          choice: cmd.choice,
          ...(cmd.told !== undefined ? { told: cmd.told } : {}),
          ...(cmd.falseInfo !== undefined ? { falseInfo: cmd.falseInfo } : {}),
          ...(registrations.length ? { registrations } : {}),
          done: cmd.done,
          kills,
        },
        warnings,
      );
    }

    case "clocktower.submitNightAction": {
      const seatId = isPlayer ? (ctx.actor as { seatId: SeatId }).seatId : cmd.seatId;
      if (!seatId) return fail(rule("nameSeat"), "seatId");
      if (isPlayer && cmd.seatId && cmd.seatId !== seatId) return fail(rule("ownActionOnly"), "seatId");
      const r = entryOf(game, seatId);
      if (r.error) return r.error;
      if (rules.phase?.kind !== "night") return fail(rule("actionsAtNight"));
      const night = rules.phase.number;
      const record = rules.nights?.[String(night)];
      const step = actingStep(game, night, seatId);
      if (!step || !step.shape)
        return fail(isPlayer ? rule("noActionYou") : rule("noActionSeat", { seat: seatNameOf(game, seatId) }));
      if (isPlayer && record && ctx.now.getTime() >= Date.parse(record.lockAt))
        return fail(rule("actionsLocked", { at: utcTime(record.lockAt) }));
      const check = choiceCheck(game, step.shape, cmd.choice, { seatId, night, key: step.key });
      const problems = [...check.refuse, ...check.storytellerOnly];
      const impossible = problems.find(isImpossibleChoice);
      if (impossible) return fail(impossible, "choice");
      if (isPlayer && check.refuse.length) return fail(sentences(check.refuse)!, "choice");
      return ok(
        {
          type: "ClocktowerNightActionSubmitted",
          night,
          stepId: step.stepId,
          seatId,
          choice: cmd.choice,
          by: isPlayer ? "player" : "moderator",
        },
        // What only the storyteller may know is warned on the sheet, never in the player's answer.
        isPlayer ? [] : problems,
      );
    }

    case "clocktower.applyEffects": {
      if (!rules.nights?.[String(cmd.night)]) return fail(rule("nightNotStarted", { number: cmd.night }), "night");
      if (cmd.seatId) {
        const r = entryOf(game, cmd.seatId);
        if (r.error) return r.error;
      }
      const warnings: Phrase[] = [];
      const effects = [];
      const phase = rules.phase!;
      // A token whose time is already over is not placed (re-applying an old night's step).
      const over = (u: { at: "dusk" | "dawn"; night: number }) =>
        u.at === "dusk"
          ? phase.number >= u.night
          : phase.number > u.night || (phase.kind === "day" && phase.number >= u.night);
      for (const e of cmd.effects) {
        const r = entryOf(game, e.seatId, "effects");
        if (r.error) return r.error;
        if (e.kind === "alignment") {
          effects.push(e);
          continue;
        }
        if (e.kind === "character") {
          if (!characterOf(rules, e.characterId))
            return fail(rule("unknownCharacter", { id: e.characterId }), "effects");
          effects.push(e);
          continue;
        }
        if (e.token.characterId && !characterOf(rules, e.token.characterId))
          return fail(rule("unknownCharacter", { id: e.token.characterId }), "effects");
        if (e.kind === "place" && e.token.until && over(e.token.until)) {
          warnings.push(rule("tokenEnded", { token: tokenName(rules, e.token), seat: seatNameOf(game, e.seatId) }));
          continue;
        }
        effects.push(e);
      }
      if (rules.phase?.kind === "night" && cmd.night < rules.phase.number)
        warnings.push(rule("nightOver", { number: cmd.night }));
      return ok(
        { type: "ClocktowerEffectsApplied", night: cmd.night, key: stepKey(cmd.stepId, cmd.seatId), effects },
        warnings,
      );
    }

    case "clocktower.setGainedAbility": {
      // "On your 1st night, you gain a Townsfolk ability (if good), or a Minion ability (if evil)."
      const r = entryOf(game, cmd.seatId);
      if (r.error) return r.error;
      const c = characterOf(rules, cmd.characterId);
      if (!c) return fail(rule("unknownCharacter", { id: cmd.characterId }), "characterId");
      const warnings: Phrase[] = [];
      const name = seatNameOf(game, cmd.seatId);
      if (r.entry.characterId !== "apprentice")
        warnings.push(rule("notApprentice", { seat: name, ...named(game.rules, "apprentice") }));
      const want = r.entry.alignment === "good" ? "townsfolk" : "minion";
      if (c.team !== want)
        warnings.push(
          rule("apprenticeGains", { seat: name, alignment: r.entry.alignment, ...named(game.rules, "apprentice") }),
        );
      return ok({ type: "ClocktowerGainedAbilitySet", seatId: cmd.seatId, characterId: c.id }, warnings);
    }

    case "clocktower.dayAbility":
      return decideDayAbility(game, cmd.ability, ctx);

    case "clocktower.confirmDawn": {
      if (rules.phase?.kind !== "night") return fail(rule("dawnNotNight"));
      const warnings: Phrase[] = [];
      const deaths = [];
      const seen = new Set<SeatId>();
      // A death the dawn proposes was decided at its killer's turn: its hints are the ones read then (the
      // Sailor poisoned by the Pukka when its poison killed them), not today's tokens.
      const proposed = new Map((dawnSummary(game)?.deaths ?? []).map((p) => [p.seatId, p]));
      for (const d of cmd.deaths) {
        const r = entryOf(game, d.seatId, "deaths");
        if (r.error) return r.error;
        if (seen.has(d.seatId)) return fail(rule("listedTwice", { seat: seatNameOf(game, d.seatId) }), "deaths");
        seen.add(d.seatId);
        if (!r.entry.alive) return fail(rule("alreadyDead", { seat: seatNameOf(game, d.seatId) }), "deaths");
        if (d.by && !characterOf(rules, d.by)) return fail(rule("unknownCharacter", { id: d.by }), "deaths");
        if (byDay(d.cause)) warnings.push(rule("executionsByDay"));
        const dd = deathDecision(game, d.seatId, d.cause, d.by);
        const p = proposed.get(d.seatId);
        const hints = p && p.cause === d.cause && p.by === d.by ? p.hints : dd.hints;
        warnings.push(...hints.filter((h) => !isZombuulHint(h)));
        deaths.push({
          seatId: d.seatId,
          cause: d.cause,
          ...(d.by ? { by: d.by } : {}),
          registersOnly: dd.registersOnly,
        });
      }
      const revivals = [];
      for (const v of cmd.revivals ?? []) {
        const r = entryOf(game, v.seatId, "revivals");
        if (r.error) return r.error;
        if (r.entry.alive && !r.entry.registersDead)
          return fail(rule("isAlive", { seat: seatNameOf(game, v.seatId) }), "revivals");
        if (seen.has(v.seatId)) return fail(rule("listedTwice", { seat: seatNameOf(game, v.seatId) }), "revivals");
        if (v.by === "professor" && characterOf(rules, r.entry.characterId)?.team !== "townsfolk")
          warnings.push(rule("professorTownsfolk", named(rules, "professor")));
        revivals.push({ seatId: v.seatId, by: v.by });
      }
      return ok(
        {
          type: "ClocktowerDawnConfirmed",
          night: rules.phase.number,
          deaths,
          ...(revivals.length ? { revivals } : {}),
          ...(cmd.effects?.length ? { effects: cmd.effects.filter((e) => !!rules.seats[e.seatId]) } : {}),
          ...dayStart(game, rules.phase.number, ctx.now),
        },
        warnings,
      );
    }

    case "clocktower.endGame": {
      if (!rules.deal) return fail(rule("notDealt"));
      const checks = winChecks(game);
      const warnings = checks.some((c) => c.winner === cmd.winner)
        ? []
        : [rule("noWinCondition", { winner: cmd.winner })];
      return ok({ type: "ClocktowerGameEnded", winner: cmd.winner }, warnings);
    }

    case "clocktower.publishReveal": {
      if (!rules.winner) return fail(rule("endBeforePublish"));
      if (rules.revealed) return fail(rule("alreadyPublished"));
      return ok({ type: "ClocktowerRevealPublished" });
    }
  }
}
