import type { PlayerView } from "@/lib/game/views";
import type { KemomimiPlayerView } from "@/lib/rulesets/kemomimi-panic/views";
import { ActionForm, ChoiceSelect } from "./action-form";

export function KemomimiSeat({ token, view }: { token: string; view: PlayerView }) {
  const own = view.own as KemomimiPlayerView;
  if (!own.dealt) return <p className="text-ink-300">The game master has not dealt you a card yet.</p>;
  const name = (id: string) => view.seats.find((s) => s.id === id)?.name ?? "someone";
  const others = view.seats.filter((s) => s.id !== view.seatId).map((s) => ({ value: s.id, label: s.name }));
  const can = (type: string) => own.actions.some((a) => a.command === type);
  return (
    <div className="space-y-4">
      <div>
        <p className="text-2xl font-semibold text-moon-300" data-testid="own-character">
          {own.role?.name}
        </p>
        <p className="text-sm text-ink-300">{own.role?.text}</p>
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
        <ul className="list-inside list-disc text-sm text-ink-200">
          {own.checks.map((c, i) => (
            <li key={i}>
              Day {c.day}: {name(c.target)} signalled {c.isCivilian ? "Civilian" : "not a Civilian"}.
            </li>
          ))}
        </ul>
      )}
      {own.actions.length > 0 && (
        <section aria-labelledby="kp-actions" className="space-y-3 rounded-lg border border-moon-500/50 p-3">
          <h3 id="kp-actions" className="font-semibold text-moon-300">
            What you can do now
          </h3>
          {can("kemomimi.setHand") && own.hand && (
            <ActionForm
              token={token}
              command={{ type: "kemomimi.setHand", seatId: view.seatId, raised: !own.hand.raised }}
              submit={own.hand.raised ? "Lower your hand" : "Raise your hand"}
            />
          )}
          {can("kemomimi.chooseTarget") && (
            <ActionForm token={token} command={{ type: "kemomimi.chooseTarget" }} submit="Steal from them">
              <ChoiceSelect form="steal" field="targetSeatId" label="Tonight's target" options={others} />
            </ActionForm>
          )}
          {can("kemomimi.nameSuspect") && (
            <ActionForm token={token} command={{ type: "kemomimi.nameSuspect" }} submit="Name the suspect">
              <ChoiceSelect form="suspect" field="suspectSeatId" label="Suspect" options={others} />
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
          {own.actions
            .filter(
              (a) =>
                !["kemomimi.setHand", "kemomimi.chooseTarget", "kemomimi.nameSuspect", "kemomimi.retell"].includes(
                  a.command,
                ),
            )
            .map((a) => (
              <p key={a.command} className="text-sm text-ink-300">
                {a.label} — ask the game master.
              </p>
            ))}
        </section>
      )}
    </div>
  );
}
