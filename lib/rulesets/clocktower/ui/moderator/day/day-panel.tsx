"use client";
import type { ClocktowerPartProps } from "../shared";
import { DayClock } from "./day-clock";
import { DayModifiers } from "./day-modifiers";
import { DayNominations } from "./day-nominations";
import { DayVotes } from "./day-votes";
import { DayCount } from "./day-count";
import { DayExports } from "./day-exports";
import { DayResolve } from "./day-resolve";
import { DayExile } from "./day-exile";
import { DayHistory } from "./day-history";
import { dayCommands } from "./day-shared";

/** The storyteller's day: clock, nominations, votes, the live count and its exports, resolution, exile, history. */
export function DayPanel(props: ClocktowerPartProps) {
  const day = props.rules.day;
  if (!day) return <DayHistory {...props} day={null} />;
  const p = { ...props, day, commands: dayCommands(props.commands) };
  return (
    <div className="space-y-6" data-testid="day-panel">
      <DayClock {...p} />
      <div className="grid gap-6 @3xl:grid-cols-2 [&>*]:min-w-0">
        <div className="space-y-6">
          <DayNominations {...p} />
          <DayVotes {...p} />
        </div>
        <div className="space-y-6">
          <DayCount {...p} />
          <DayExports {...p} />
          <DayResolve key={day.result ? "resolved" : "open"} {...p} />
        </div>
      </div>
      <div className="grid gap-6 @3xl:grid-cols-2 [&>*]:min-w-0">
        <DayModifiers key={JSON.stringify(day.modifiers)} {...p} />
        <DayExile {...p} grimoireCommands={props.commands} />
      </div>
      <DayHistory {...props} day={day} />
    </div>
  );
}
