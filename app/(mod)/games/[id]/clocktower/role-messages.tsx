"use client";
import { CopyButton } from "@/components/copy-button";
import { Section, TEAM_BADGE, type ClocktowerPartProps } from "./shared";

/** Each player's role message, ready to paste into their private message. */
export function RoleMessagesPanel({ rules, seats }: Omit<ClocktowerPartProps, "commands">) {
  const waiting = seats.filter(
    (s) => rules.seats.some((x) => x.seatId === s.id) && !rules.roleMessages.some((m) => m.seatId === s.id),
  );
  return (
    <Section id="ct-messages" title="Role messages" aside={`${rules.roleMessages.length} ready`}>
      {rules.roleMessages.length === 0 ? (
        <p className="text-sm text-ink-400">Deal the characters to get each player&apos;s message.</p>
      ) : (
        <ul className="grid gap-3 xl:grid-cols-2">
          {rules.roleMessages.map((m) => (
            <li
              key={m.seatId}
              className="rounded-lg border border-night-700 bg-night-850 p-3"
              data-testid="role-message"
            >
              <div className="mb-2 flex flex-wrap items-center gap-2">
                <span className="font-medium">{m.seatName}</span>
                <span className={`rounded px-2 py-0.5 text-xs ${TEAM_BADGE[m.character.team] ?? ""}`}>
                  {m.character.name}
                </span>
                <span className="ml-auto">
                  <CopyButton text={m.text} label={`Copy for ${m.seatName}`} />
                </span>
              </div>
              <pre className="font-sans text-sm whitespace-pre-wrap text-ink-200">{m.text}</pre>
            </li>
          ))}
        </ul>
      )}
      {waiting.length > 0 && (
        <p className="mt-2 text-sm text-moon-300">
          Waiting: {waiting.map((s) => s.name).join(", ")} (see the hints above).
        </p>
      )}
    </Section>
  );
}
