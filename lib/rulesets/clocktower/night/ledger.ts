import type { SeatId } from "../../../game/core";
import type { ClocktowerState } from "../state";

export interface LedgerEntry {
  night: number;
  stepId: string;
  text: string;
  falseInfo: boolean;
}

/** Everything a seat was told, night by night (in night order, then in the order steps were recorded). */
export function ledgerFor(rules: ClocktowerState, seatId: SeatId): LedgerEntry[] {
  const out: LedgerEntry[] = [];
  const nights = Object.values(rules.nights ?? {}).sort((a, b) => a.number - b.number);
  for (const n of nights)
    for (const step of Object.values(n.steps))
      if (step.seatId === seatId && step.told && step.told.trim())
        out.push({ night: n.number, stepId: step.stepId, text: step.told, falseInfo: step.falseInfo ?? false });
  return out;
}

/** What the player sees of their ledger: only the text, never the step (it could name a Lunatic) nor the false flag. */
export const playerLedger = (rules: ClocktowerState, seatId: SeatId) =>
  ledgerFor(rules, seatId).map((e) => ({ night: e.night, text: e.text }));
