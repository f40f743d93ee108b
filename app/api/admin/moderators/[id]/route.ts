import { removeAccount, setDisabled } from "@/lib/auth/moderators";
import { fail, ok, readBody, route } from "@/lib/http";
import { requireOwner } from "../../require-owner";
import { moderatorPatchSchema } from "@/lib/game/api-schemas";

type Ctx = { params: Promise<{ id: string }> };

/** Disables (its sessions and API tokens end) or enables the account. */
export const PATCH = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const me = await requireOwner(req);
  const { disabled } = await readBody(req, moderatorPatchSchema);
  const r = await setDisabled(me.id, id, disabled);
  return r.ok ? ok({ disabled }) : fail(r.status, r.error);
});

/** Removes the account; its hosted games pass to a co-host, or to the owner (lib/auth/moderators.ts). */
export const DELETE = route<Ctx>(async (req, { params }) => {
  const { id } = await params;
  const me = await requireOwner(req);
  const r = await removeAccount(me.id, id);
  return r.ok ? ok({ passed: r.passed ?? 0 }) : fail(r.status, r.error);
});
