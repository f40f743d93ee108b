import type { PlayerView } from "@/lib/game/views";
import type { SecretMoonPlayerView } from "@/lib/rulesets/secret-moon/views";
import { ActionForm, ChoiceSelect } from "./action-form";
import { ACTION_LABEL, cardNamer } from "@/components/secret-moon/labels";

export function SecretMoonSeat({ token, view }: { token: string; view: PlayerView }) {
  const own = view.own as SecretMoonPlayerView;
  if (!own.dealtIn) return <p className="text-ink-300">You have not been dealt a card yet.</p>;
  const cardName = cardNamer(view.seats);
  const partnerName = own.partner
    ? own.partner.seatId
      ? cardName(own.partner.seatId)
      : "an NPC card (no player)"
    : null;
  return (
    <div className="space-y-4">
      <div>
        <p className="text-2xl font-semibold text-moon-300" data-testid="own-character">
          {own.roleName}
        </p>
        <p className="text-sm text-ink-300">
          {own.side ? `${own.side[0]!.toUpperCase()}${own.side.slice(1)} team` : ""}
          {own.captured ? " · captured (you still win with your team)" : ""}
        </p>
        {partnerName && own.partner && (
          <p className="mt-1 text-sm">
            The {own.partner.role === "princess" ? "Princess" : "Wanderer"} is {partnerName}.
          </p>
        )}
        {own.won !== null && <p className="mt-2 font-semibold">{own.won ? "You won!" : "You lost."}</p>}
      </div>
      {own.learned.length > 0 && (
        <section aria-labelledby="learned-heading">
          <h3 id="learned-heading" className="label">
            What you learned
          </h3>
          <ul className="list-inside list-disc text-sm text-ink-200">
            {own.learned.map((l, i) => (
              <li key={i}>{l.text}</li>
            ))}
          </ul>
        </section>
      )}
      {own.turnNumber !== null && <p className="text-sm">Your turn-order card: {own.turnNumber}</p>}
      {own.reservedNumber !== null && <p className="text-sm">Reserved for next round: {own.reservedNumber}</p>}
      {own.yourTurn && (
        <section aria-labelledby="turn-heading" className="space-y-3 rounded-lg border border-moon-500/50 p-3">
          <h3 id="turn-heading" className="font-semibold text-moon-300">
            Your turn: take one action or pass
          </h3>
          {own.actions.map((a) =>
            a.unavailable ? (
              <p key={a.action} className="text-sm text-ink-400">
                {ACTION_LABEL[a.action]}: {a.unavailable}
              </p>
            ) : a.action === "pass" ? (
              <ActionForm
                key="pass"
                token={token}
                command={{ type: "secret-moon.pass", seatId: view.seatId }}
                submit="Pass"
              >
                <ChoiceSelect
                  form="pass"
                  field="reserve"
                  label="Keep a card for next round"
                  options={[
                    { value: null, label: "No card" },
                    ...(a.reserve ?? []).map((n) => ({ value: n, label: `Number ${n}` })),
                  ]}
                />
              </ActionForm>
            ) : (
              <ActionForm
                key={a.action}
                token={token}
                command={{ type: `secret-moon.${a.action}`, seatId: view.seatId }}
                submit={ACTION_LABEL[a.action]}
              >
                <ChoiceSelect
                  form={a.action}
                  field="target"
                  label={`${ACTION_LABEL[a.action]} whom`}
                  options={a.targets.map((t) => ({ value: t, label: cardName(t) }))}
                />
                {a.roles && (
                  <ChoiceSelect
                    form={a.action}
                    field="role"
                    label="As which role"
                    options={a.roles.map((r) => ({ value: r, label: r[0]!.toUpperCase() + r.slice(1) }))}
                  />
                )}
              </ActionForm>
            ),
          )}
        </section>
      )}
    </div>
  );
}
