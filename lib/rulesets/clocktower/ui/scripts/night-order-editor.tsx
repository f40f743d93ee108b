"use client";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslations } from "next-intl";
import { useSay } from "@/lib/i18n/use-say";
import { moveNightStep, nightOrder, type NightStep, type Script, type ScriptNight } from "@/lib/rulesets/clocktower";

const NIGHTS: Array<{ key: ScriptNight; testId: string }> = [
  { key: "firstNight", testId: "first-night" },
  { key: "otherNight", testId: "other-night" },
];

/**
 * The script's two night orders as sortable lists: drag (pointer, or the handle with space and the
 * arrow keys), or the explicit up/down buttons. Every move hands the whole script to `onChange`.
 */
export function NightOrderEditor({
  script,
  busy,
  onChange,
}: {
  script: Script;
  busy: boolean;
  onChange: (next: Script) => void;
}) {
  const order = nightOrder(script);
  const t = useTranslations("scripts.editor");
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1">
      {NIGHTS.map((n) => (
        <NightList
          key={n.key}
          night={n.key}
          label={t(`nights.${n.key}`)}
          testId={n.testId}
          steps={n.key === "firstNight" ? order.firstNight : order.otherNight}
          script={script}
          busy={busy}
          onChange={onChange}
        />
      ))}
    </div>
  );
}

function NightList({
  night,
  label,
  testId,
  steps,
  script,
  busy,
  onChange,
}: {
  night: ScriptNight;
  label: string;
  testId: string;
  steps: NightStep[];
  script: Script;
  busy: boolean;
  onChange: (next: Script) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = script[night];
  const move = (from: number, to: number) => {
    if (from < 0 || to < 0 || to >= ids.length || from === to) return;
    onChange(moveNightStep(script, night, from, to));
  };
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over || e.active.id === e.over.id) return;
    move(ids.indexOf(String(e.active.id)), ids.indexOf(String(e.over.id)));
  };
  return (
    <section aria-label={label} className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-ink-300 uppercase">{label}</h3>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={steps.map((s) => s.id)} strategy={verticalListSortingStrategy}>
          <ol className="space-y-1.5" data-testid={testId}>
            {steps.map((s) => {
              const index = ids.indexOf(s.id);
              return (
                <StepRow
                  key={s.id}
                  step={s}
                  index={index}
                  count={ids.length}
                  busy={busy}
                  where={night}
                  onUp={() => move(index, index - 1)}
                  onDown={() => move(index, index + 1)}
                />
              );
            })}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  );
}

function StepRow({
  step,
  index,
  count,
  busy,
  where,
  onUp,
  onDown,
}: {
  step: NightStep;
  index: number;
  count: number;
  busy: boolean;
  where: ScriptNight;
  onUp: () => void;
  onDown: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: step.id });
  const marker = step.kind === "marker";
  const t = useTranslations("scripts.editor");
  const say = useSay();
  const name = say(step.name);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-1.5 rounded-md border border-night-700 bg-night-850 py-1 pr-1 pl-1.5 text-sm ${isDragging ? "relative z-10 opacity-80 shadow-lg" : ""}`}
      data-step={step.id}
    >
      <button
        type="button"
        className="cursor-grab touch-none px-1 text-ink-400 hover:text-ink-100"
        aria-label={t("drag", { step: name, night: where })}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <span className="w-5 shrink-0 text-right font-mono text-xs text-ink-400">{index + 1}</span>
      <span
        className={`min-w-0 flex-1 truncate ${marker ? "text-ink-400 italic" : "font-medium text-ink-100"}`}
        title={say(step.reminder) || undefined}
      >
        {name}
      </span>
      <button
        type="button"
        className="btn btn-ghost h-8 w-8 px-0"
        disabled={busy || index <= 0}
        onClick={onUp}
        aria-label={t("up", { step: name, night: where })}
      >
        ↑
      </button>
      <button
        type="button"
        className="btn btn-ghost h-8 w-8 px-0"
        disabled={busy || index >= count - 1}
        onClick={onDown}
        aria-label={t("down", { step: name, night: where })}
      >
        ↓
      </button>
    </li>
  );
}
