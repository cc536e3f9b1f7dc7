import {
  centrePhotoIdInput,
  centrePhotosAddInput,
  centrePhotosOrderInput,
  vendorCentrePhotosOutput,
} from "@chamak/contracts";
import { vendorProcedure } from "../../procedures";
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
  list: vendorProcedure
    .output(vendorCentrePhotosOutput)
    .query(({ ctx }) => ownCentrePhotos(ctx.db, ctx.centre.id)),
  add: vendorProcedure
    .input(centrePhotosAddInput)
    .output(vendorCentrePhotosOutput)
    .mutation(({ ctx, input }) => addCentrePhotos(ctx.db, vendorActor(ctx), input)),
  reorder: vendorProcedure
    .input(centrePhotosOrderInput)
    .output(vendorCentrePhotosOutput)
    .mutation(({ ctx, input }) => reorderCentrePhotos(ctx.db, vendorActor(ctx), input)),
  setCover: vendorProcedure
    .input(centrePhotoIdInput)
    .output(vendorCentrePhotosOutput)
    .mutation(({ ctx, input }) => setCentreCover(ctx.db, vendorActor(ctx), input)),
  remove: vendorProcedure
    .input(centrePhotoIdInput)
    .output(vendorCentrePhotosOutput)
    .mutation(({ ctx, input }) => removeCentrePhoto(ctx.db, ctx.media, vendorActor(ctx), input)),
});
