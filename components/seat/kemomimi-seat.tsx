import type { PlayerView } from "@/lib/game/views";
import type { KemomimiPlayerView, KemomimiPublicView } from "@/lib/rulesets/kemomimi-panic/views";
import { Countdown } from "@/components/town/countdown";
import { ActionForm, ChoiceSelect } from "./action-form";

/** What a power's form asks for: the command field of the player it names, and who may be named. */
const POWER_FORMS: Record<string, { submit: string; pick?: { field: string; label: string; who: Pick } }> = {
  "kemomimi.shamlockCheck": {
    submit: "Check this player",
    pick: { field: "targetSeatId", label: "Player to check", who: "others" },
  },
  "kemomimi.sheenaCheck": {
    submit: "Check this player",
    pick: { field: "targetSeatId", label: "Player to check", who: "others" },
  },
  "kemomimi.esterFullMoon": { submit: "Turn the Moon full" },
  "kemomimi.tristelNewMoon": { submit: "Turn the Moon new" },
  "kemomimi.mirandaChangeSuspect": {
    submit: "Change the suspect",
    pick: { field: "suspectSeatId", label: "New suspect", who: "notSuspect" },
  },
  "kemomimi.lumaBarVoter": {
    submit: "Bar from the vote",
    pick: { field: "seatId", label: "Player who may not vote", who: "all" },
  },
  "kemomimi.cyrilForceTwinVote": { submit: "Make the Younger Twin vote as you" },
  "kemomimi.vernaDeclareInnocent": { submit: "Change the verdict to innocent" },
};
type Pick = "others" | "all" | "notSuspect";
const OWN_FORMS = ["kemomimi.setHand", "kemomimi.chooseTarget", "kemomimi.nameSuspect", "kemomimi.retell"];

/**
 * A Kemomimi Panic player's link: her cards, what she learned, and every step that is hers (a
 * playing host's moderator page shows none of it). Plain forms: the page ships no framework code.
 */
export function KemomimiSeat({ token, view }: { token: string; view: PlayerView }) {
  const own = view.own as KemomimiPlayerView;
  const rules = view.rules as KemomimiPublicView;
  if (!own.dealt) return <p className="text-ink-300">The game master has not dealt you a card yet.</p>;
  const name = (id: string) => view.seats.find((s) => s.id === id)?.name ?? "someone";
  // Players who are out are never offered as a target, a suspect or a check.
  const inGame = rules.players.filter((p) => !p.out).map((p) => p.seatId);
  const choices = (who: Pick) =>
    inGame
      .filter((id) =>
        who === "others" ? id !== view.seatId : who === "notSuspect" ? id !== rules.vote?.suspect : true,
      )
      .map((id) => ({ value: id, label: name(id) }));
  const can = (type: string) => own.actions.some((a) => a.command === type);
  const powers = own.actions.filter((a) => !OWN_FORMS.includes(a.command));
  return (
    <div className="space-y-4">
      <div>
        <p className="text-2xl font-semibold text-moon-300" data-testid="own-character">
          {own.role?.name}
        </p>
        <p className="text-sm text-ink-300" data-testid="kp-role-goal">
          {own.role?.goal}
        </p>
        {own.role?.text && <p className="mt-1 text-sm text-ink-200">{own.role.text}</p>}
        <p className="mt-2">
          {own.character?.name}: <span className="text-ink-300">{own.character?.power}</span>
        </p>
        <p className="mt-1 text-sm">
          Fake Jewelry: {own.jewelry}
          {own.out ? " · you are out" : ""}
          {own.isLeader ? " · you are the Leader" : ""}
        </p>
      </div>
      {own.checks.length > 0 && (
        <ul className="list-inside list-disc text-sm text-ink-200" data-testid="kp-own-checks">
          {own.checks.map((c, i) => (
            <li key={i}>
              {c.day === 0 ? "Game start" : `Day ${c.day}`}: {name(c.target)} signalled{" "}
              <strong>{c.isCivilian ? "Civilian (OK)" : "not a Civilian (thumbs down)"}</strong>.
            </li>
          ))}
        </ul>
      )}
      {own.tonight && (
        <div className="rounded-lg border border-blood-500/50 bg-blood-500/10 p-3 text-sm" data-testid="kp-tonight">
          <p className="font-semibold text-blood-400">You steal tonight.</p>
          {own.tonight.lockAt && (
            <p className="mt-1 flex items-baseline gap-2 text-ink-300">
              The count{" "}
              <Countdown
                deadline={own.tonight.lockAt}
                now={new Date()}
                className="font-mono text-xl font-semibold text-moon-300 tabular-nums"
              />
            </p>
          )}
          <p className="mt-1 text-ink-100" data-testid="kp-own-target">
            {own.tonight.target
              ? `The Target card points at ${name(own.tonight.target)}.`
              : "You have not chosen a target yet."}
          </p>
        </div>
      )}
      {own.actions.length > 0 && (
        <section aria-labelledby="kp-actions" className="space-y-3 rounded-lg border border-moon-500/50 p-3">
          <h3 id="kp-actions" className="font-semibold text-moon-300">
            What you can do now
          </h3>
          {can("kemomimi.setHand") && own.hand && (
            <div className="space-y-2" data-testid="kp-own-hand">
              <p className="text-sm text-ink-200">
                {own.hand.given
                  ? `Your hand is ${own.hand.raised ? "raised" : "down"}. You may change it until the vote closes.`
                  : `Raise your hand if you think ${name(rules.vote?.suspect ?? "")} is the thief.`}
              </p>
              <div className="flex flex-wrap gap-2">
                <ActionForm
                  token={token}
                  command={{ type: "kemomimi.setHand", seatId: view.seatId, raised: true }}
                  submit="Raise your hand"
                />
                <ActionForm
                  token={token}
                  command={{ type: "kemomimi.setHand", seatId: view.seatId, raised: false }}
                  submit="Keep it down"
                />
              </div>
            </div>
          )}
          {can("kemomimi.chooseTarget") && (
            <ActionForm token={token} command={{ type: "kemomimi.chooseTarget" }} submit="Point the Target card">
              <ChoiceSelect form="steal" field="targetSeatId" label="Tonight's target" options={choices("others")} />
            </ActionForm>
          )}
          {can("kemomimi.nameSuspect") && (
            <ActionForm token={token} command={{ type: "kemomimi.nameSuspect" }} submit="Name the suspect">
              {/* The rulebook does not stop the Leader from naming herself. */}
              <ChoiceSelect form="suspect" field="suspectSeatId" label="Suspect" options={choices("all")} />
            </ActionForm>
          )}
          {can("kemomimi.retell") && (
            <form method="post" action={`/api/seat/${token}/commands`} className="space-y-2">
              <input type="hidden" name="command" value={JSON.stringify({ type: "kemomimi.retell" })} />
              <label htmlFor="retell" className="label">
                Retell what you learned (you may lie)
              </label>
              <textarea id="retell" name="text.text" className="input min-h-16" required maxLength={2000} />
              <button className="btn btn-primary">Tell everyone</button>
            </form>
          )}
          {powers.map((a) => {
            const f = POWER_FORMS[a.command];
            return (
              <div key={a.command} className="space-y-1 border-t border-night-700/70 pt-2">
                <p className="text-sm text-ink-300">{a.label}</p>
                {f ? (
                  <ActionForm token={token} command={{ type: a.command }} submit={f.submit}>
                    {f.pick && (
                      <ChoiceSelect
                        form={a.command}
                        field={f.pick.field}
                        label={f.pick.label}
                        options={choices(f.pick.who)}
                      />
                    )}
                  </ActionForm>
                ) : (
                  <p className="text-sm text-ink-400">Ask the game master.</p>
                )}
              </div>
            );
          })}
        </section>
      )}
    </div>
  );
}
