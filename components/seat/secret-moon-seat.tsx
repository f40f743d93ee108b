import type { PlayerView } from "@/lib/game/views";
import type { SecretMoonPlayerView, SecretMoonPublicView } from "@/lib/rulesets/secret-moon/views";
import type { ActionChoice } from "@/lib/rulesets/secret-moon";
import { ActionForm, ChoiceSelect } from "./action-form";
import { ACTION_LABEL, cardNamer, roleName } from "@/components/secret-moon/labels";

/**
 * A Secret Moon player's own link: their card, what they saw, the number being called and, on their
 * turn, the whole turn. Actions that cost the player ask to be confirmed first (a required checkbox:
 * the page has no JavaScript).
 */
export function SecretMoonSeat({ token, view }: { token: string; view: PlayerView }) {
  const own = view.own as SecretMoonPlayerView;
  if (!own.dealtIn) return <p className="text-ink-300">You have not been dealt a card yet.</p>;
  const table = (view.rules as SecretMoonPublicView).game;
  const cardName = cardNamer(view.seats);
  const partnerName = own.partner
    ? own.partner.seatId
      ? cardName(own.partner.seatId)
      : "an NPC card (no player)"
    : null;
  const ownRevealed = table?.cards.find((c) => c.id === view.seatId)?.revealedRole != null;
  const call = table?.call ?? null;
  return (
    <div className="space-y-4">
      {call && (
        <p className="text-sm text-ink-200" data-testid="sm-seat-call">
          {call.skipped.length > 0 && <span className="text-ink-400">Nobody held {call.skipped.join(", ")}. </span>}
          <span className="font-semibold text-moon-300">Number {call.number}?</span>{" "}
          {own.yourTurn ? "That is you." : `${cardName(call.seatId)}'s turn.`}
        </p>
      )}
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
      {own.yourTurn && (
        <section aria-labelledby="turn-heading" className="space-y-3 rounded-lg border border-moon-500/50 p-3">
          <h3 id="turn-heading" className="font-semibold text-moon-300">
            Your turn: you reveal turn-order card {own.turnNumber}; take one action or pass
          </h3>
          {own.actions.map((a) => (
            <TurnAction
              key={a.action}
              token={token}
              seatId={view.seatId}
              choice={a}
              cardName={cardName}
              ownRevealed={ownRevealed}
            />
          ))}
        </section>
      )}
      {own.learned.length > 0 && (
        <section aria-labelledby="learned-heading">
          <h3 id="learned-heading" className="label">
            What you learned (only you see this)
          </h3>
          <ul className="list-inside list-disc text-sm text-ink-200" data-testid="sm-learned">
            {own.learned.map((l, i) => (
              <li key={i}>{l.text}</li>
            ))}
          </ul>
        </section>
      )}
      {own.turnNumber !== null && !own.yourTurn && <p className="text-sm">Your turn-order card: {own.turnNumber}</p>}
      {own.reservedNumber !== null && <p className="text-sm">Reserved for next round: {own.reservedNumber}</p>}
      {own.thiefAnswer !== null && own.won === null && (
        <section aria-labelledby="thief-heading" className="space-y-2">
          <h3 id="thief-heading" className="label">
            When someone asks you “Who goes there?”
          </h3>
          <p className="text-sm text-ink-300" data-testid="sm-thief-answer">
            You answer as the {roleName(own.thiefAnswer)} does
            {own.thiefAnswer === "princess" ? " (you stay silent)" : " (“You fool! I'm the Minister!”)"}. Change it
            before anyone asks: the app answers for you at once, so nobody learns you are the Thief from a pause.
          </p>
          <ActionForm
            token={token}
            command={{ type: "secret-moon.thief-answer", seatId: view.seatId }}
            submit="Answer so"
          >
            <ChoiceSelect
              form="thief-answer"
              field="answer"
              label="Answer as"
              options={[
                { value: own.thiefAnswer, label: roleName(own.thiefAnswer) },
                ...(own.thiefAnswer === "princess"
                  ? [{ value: "minister", label: "Minister" }]
                  : [{ value: "princess", label: "Princess" }]),
              ]}
            />
          </ActionForm>
        </section>
      )}
    </div>
  );
}

/** What the confirmation says for an action that costs the player, or null. */
function costOf(action: ActionChoice["action"], ownRevealed: boolean): string | null {
  if (action === "disrupt") return "I know that disrupting captures me: my card is revealed and I am out.";
  if (action === "accuse" && !ownRevealed) return "I know that if I am wrong, my own card is revealed.";
  return null;
}

function TurnAction({
  token,
  seatId,
  choice: a,
  cardName,
  ownRevealed,
}: {
  token: string;
  seatId: string;
  choice: ActionChoice;
  cardName: (id: string) => string;
  ownRevealed: boolean;
}) {
  if (a.unavailable)
    return (
      <p className="text-sm text-ink-400">
        {ACTION_LABEL[a.action]}: {a.unavailable}
      </p>
    );
  if (a.action === "pass")
    return (
      <ActionForm token={token} command={{ type: "secret-moon.pass", seatId }} submit="Pass">
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
    );
  const cost = costOf(a.action, ownRevealed);
  const confirmId = `confirm-${a.action}`;
  return (
    <ActionForm token={token} command={{ type: `secret-moon.${a.action}`, seatId }} submit={ACTION_LABEL[a.action]}>
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
          options={a.roles.map((r) => ({ value: r, label: roleName(r) }))}
        />
      )}
      {cost && (
        <label htmlFor={confirmId} className="flex w-full items-start gap-2 text-sm text-blood-400">
          <input id={confirmId} type="checkbox" name="confirm" required className="mt-0.5 h-4 w-4 accent-moon-400" />
          {cost}
        </label>
      )}
    </ActionForm>
  );
}
