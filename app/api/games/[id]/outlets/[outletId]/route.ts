import { deleteOutlet, listOutlets, updateOutlet } from "@/lib/service/outlets";
import { updateOutletSchema } from "@/lib/game/api-schemas";
import { fail, ok, readBody, requireGameAccess, route } from "@/lib/http";
import { msg } from "@/lib/i18n/message";

type Ctx = { params: Promise<{ id: string; outletId: string }> };

const noOutlet = () => fail(404, msg("outlets.errors.notFound"));

/** Changes what the outlet posts and the vote count's interval (its address stays: remove it and add another). */
export const PATCH = route<Ctx>(async (req, { params }) => {
  const { id, outletId } = await params;
  await requireGameAccess(req, id);
  const input = await readBody(req, updateOutletSchema);
  if (!(await updateOutlet(id, outletId, input))) return noOutlet();
  return ok({ outlet: (await listOutlets(id)).find((o) => o.id === outletId) });
});

export const DELETE = route<Ctx>(async (req, { params }) => {
  const { id, outletId } = await params;
  await requireGameAccess(req, id);
  if (!(await deleteOutlet(id, outletId))) return noOutlet();
  return ok({});
});
