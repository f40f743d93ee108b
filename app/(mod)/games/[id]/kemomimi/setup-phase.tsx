"use client";
import { useId, useState } from "react";
import { CHARACTERS, type CharacterId } from "@/lib/rulesets/kemomimi-panic/characters";
import { ROLES } from "@/lib/rulesets/kemomimi-panic/roles";
import type { Seat } from "@/lib/game/core";
import type { Commands } from "../use-game";
import { SetupChecks, SetupForm } from "./setup-form";
import { Section, type ModView } from "./shared";

/** Before the deal: choose the cards, then deal them. */
export function SetupPhase({ view, commands, seats }: { view: ModView; commands: Commands; seats: Seat[] }) {
  const [editing, setEditing] = useState(false);
  const setup = view.setup;
  const preset = setup?.preset ? view.presets.find((p) => p.id === setup.preset) : null;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_360px]">
      <Section title="1 · Choose the cards" aside={seats.length ? `${seats.length} seats` : undefined}>
        <p className="mb-3 text-sm text-ink-300" data-testid="kp-table-order">
          Enter the seats in table order, going left: the next seat in the list sits to the left (the Moon passes that
          way).
        </p>
        {!setup || editing ? (
          <SetupForm
            view={view}
            commands={commands}
            seatCount={seats.length}
            onDone={setup ? () => setEditing(false) : undefined}
          />
        ) : (
          <div className="space-y-4" data-testid="kp-setup-summary">
            <p className="text-ink-200">
              <span className="font-medium text-moon-300">{preset?.name ?? "Your own selection"}</span> ·{" "}
              {setup.characters.length} players · discussion {setup.discussionSeconds} s
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <p className="label">Characters</p>
                <ul className="space-y-1 text-sm">
                  {setup.characters.map((c) => (
                    <li key={c} className="text-ink-200">
                      {CHARACTERS[c].name}
                      {!CHARACTERS[c].power && (
                        <span className={`ml-1 text-xs ${setup.powerTexts[c] ? "text-ink-400" : "text-moon-300"}`}>
                          {setup.powerTexts[c] ? "· text written" : "· no power text"}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <p className="label">Roles</p>
                <ul className="space-y-1 text-sm">
                  {setup.roles.map((r, i) => (
                    <li key={i} className="text-ink-200">
                      {ROLES[r].name}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
            <SetupChecks errors={[]} warnings={view.setupWarnings} />
            <button className="btn" onClick={() => setEditing(true)}>
              Change the setup
            </button>
          </div>
        )}
      </Section>
      <Section title="2 · Deal">
        {setup ? (
          <DealForm view={view} commands={commands} seats={seats} />
        ) : (
          <p className="text-sm text-ink-400">Save a setup first.</p>
        )}
      </Section>
    </div>
  );
}

function DealForm({ view, commands, seats }: { view: ModView; commands: Commands; seats: Seat[] }) {
  const uid = useId();
  const setup = view.setup!;
  const [place, setPlace] = useState(false);
  const [bySeat, setBySeat] = useState<Record<string, CharacterId | "">>({});
  // "" : the host only moderates; a seat id: the host also plays that seat.
  const [hostSeat, setHostSeat] = useState("");
  const n = setup.characters.length;
  const chosen = seats.map((s) => bySeat[s.id] ?? "");
  const complete = chosen.every((c) => c) && new Set(chosen).size === seats.length;
  const countOk = seats.length === n;
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void commands.send({
          type: "kemomimi.deal",
          ...(place ? { characterBySeat: bySeat } : {}),
          ...(hostSeat ? { hostSeatId: hostSeat } : {}),
        });
      }}
    >
      <p className="text-sm text-ink-300">
        The rulebook&apos;s deal: the thief is set aside, a Civilian goes in,{" "}
        {n === 8 ? "two cards go" : "one card goes"} back to the box unseen, the thief comes back, and each player gets
        a role, a character and one Fake Jewelry.
      </p>
      {!countOk && (
        <p className="rounded-md border border-blood-500/50 bg-blood-500/10 px-3 py-1.5 text-sm text-blood-400">
          The setup is for {n} players but the game has {seats.length} seats. Add or remove seats, or change the setup.
        </p>
      )}
      <div>
        <label htmlFor={`${uid}-host`} className="label">
          You, the Game Master
        </label>
        <select id={`${uid}-host`} className="input" value={hostSeat} onChange={(e) => setHostSeat(e.target.value)}>
          <option value="">Only moderate (you see every card)</option>
          {seats.map((s) => (
            <option key={s.id} value={s.id}>
              Also play: {s.name}
            </option>
          ))}
        </select>
        {hostSeat && (
          <p className="mt-1 text-xs text-ink-400" data-testid="kp-host-note">
            This page then shows the flow and its progress only, never a card: every secret step happens on the
            player&apos;s own link, yours included. Everything is revealed when the game ends.
          </p>
        )}
      </div>
      <label className="flex cursor-pointer items-center gap-2 text-sm text-ink-200">
        <input
          type="checkbox"
          className="accent-moon-400"
          checked={place}
          onChange={(e) => setPlace(e.target.checked)}
        />
        Place the characters on the seats myself
      </label>
      {place && (
        <ul className="space-y-2">
          {seats.map((s) => {
            const used = new Set(
              Object.entries(bySeat)
                .filter(([id, c]) => id !== s.id && c)
                .map(([, c]) => c),
            );
            return (
              <li key={s.id} className="flex items-center gap-2">
                <label htmlFor={`${uid}-${s.id}`} className="w-28 shrink-0 truncate text-sm text-ink-200">
                  {s.name}
                </label>
                <select
                  id={`${uid}-${s.id}`}
                  className="input py-1.5"
                  value={bySeat[s.id] ?? ""}
                  onChange={(e) => setBySeat((b) => ({ ...b, [s.id]: e.target.value as CharacterId | "" }))}
                >
                  <option value="">Character…</option>
                  {setup.characters.map((c) => (
                    <option key={c} value={c} disabled={used.has(c)}>
                      {CHARACTERS[c].name}
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ul>
      )}
      <button className="btn btn-primary w-full" disabled={commands.busy || !countOk || (place && !complete)}>
        Deal the cards
      </button>
      {place && !complete && (
        <p className="text-xs text-ink-400">
          Give every seat a different character, or untick to let the shuffle decide.
        </p>
      )}
    </form>
  );
}
