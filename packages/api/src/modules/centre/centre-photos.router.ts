import {
  centrePhotoIdInput,
  centrePhotosAddInput,
  centrePhotosOrderInput,
  vendorCentrePhotosOutput,
} from "@chamak/contracts";
import { centreProcedure } from "../../procedures";
import { router } from "../../trpc";
import { vendorActor } from "./centre-access";
import {
  addCentrePhotos,
  ownCentrePhotos,
  removeCentrePhoto,
  reorderCentrePhotos,
  setCentreCover,
} from "./centre-photos.service";

/**
 * The vendor's own centre photos: images are uploaded first (POST /media?purpose=centre_photo), then added here
 * by id; every answer is the whole list in its order.
 */
export const vendorCentrePhotosRouter = router({
  list: centreProcedure("profile.view")
    .output(vendorCentrePhotosOutput)
    .query(({ ctx }) => ownCentrePhotos(ctx.db, ctx.centre.id)),
  add: centreProcedure("profile.manage")
    .input(centrePhotosAddInput)
    .output(vendorCentrePhotosOutput)
    .mutation(({ ctx, input }) => addCentrePhotos(ctx.db, vendorActor(ctx), input)),
  reorder: centreProcedure("profile.manage")
    .input(centrePhotosOrderInput)
    .output(vendorCentrePhotosOutput)
    .mutation(({ ctx, input }) => reorderCentrePhotos(ctx.db, vendorActor(ctx), input)),
  setCover: centreProcedure("profile.manage")
    .input(centrePhotoIdInput)
    .output(vendorCentrePhotosOutput)
    .mutation(({ ctx, input }) => setCentreCover(ctx.db, vendorActor(ctx), input)),
  remove: centreProcedure("profile.manage")
    .input(centrePhotoIdInput)
    .output(vendorCentrePhotosOutput)
    .mutation(({ ctx, input }) => removeCentrePhoto(ctx.db, ctx.media, vendorActor(ctx), input)),
});
