import { z } from "zod";
import { MEDIA_POLICY } from "../media";
import { zodMessage } from "../messages";
import { idSchema } from "./common";

/** An uploaded image as views give it: its id and the addresses of its sizes, nothing about its storage. */
export const mediaImageOutput = z.object({
  id: z.number(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type MediaImage = z.infer<typeof mediaImageOutput>;

/** What POST /media answers. */
export const uploadedMediaOutput = mediaImageOutput.extend({ purpose: z.string() });
export type UploadedMedia = z.infer<typeof uploadedMediaOutput>;

/** Ids of images uploaded by the caller (POST /media), to attach. */
export const mediaIdsSchema = (max: number, tooMany: Parameters<typeof zodMessage>[0]) =>
  z
    .array(idSchema)
    .max(max, { error: zodMessage(tooMany, { max }) })
    .refine((ids) => new Set(ids).size === ids.length, { error: zodMessage("invalidValue") });

/** A photo of the vendor's own centre in the console: an upload, or a static one from before uploads. */
export const vendorCentrePhotoOutput = z.object({
  id: z.number(),
  url: z.string(),
  thumbUrl: z.string(),
  caption: z.string().nullable(),
  isCover: z.boolean(),
  /** Null for a photo that was not uploaded (the seed's and the legacy data's). */
  mediaId: z.number().nullable(),
});
export type VendorCentrePhoto = z.infer<typeof vendorCentrePhotoOutput>;
export const vendorCentrePhotosOutput = z.object({
  /** In the order the site shows them after the cover. */
  items: z.array(vendorCentrePhotoOutput),
  max: z.number().int(),
});
export type VendorCentrePhotos = z.infer<typeof vendorCentrePhotosOutput>;

export const centrePhotosAddInput = z.object({
  mediaIds: mediaIdsSchema(MEDIA_POLICY.maxCentrePhotos, "tooManyCentrePhotos").refine(
    (ids) => ids.length > 0,
    {
      error: zodMessage("imageMissing"),
    },
  ),
});
export type CentrePhotosAddInput = z.infer<typeof centrePhotosAddInput>;
export const centrePhotoIdInput = z.object({ photoId: idSchema });
export type CentrePhotoIdInput = z.infer<typeof centrePhotoIdInput>;
export const centrePhotosOrderInput = z.object({
  photoIds: z
    .array(idSchema)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, { error: zodMessage("centrePhotoOrderMismatch") }),
});
export type CentrePhotosOrderInput = z.infer<typeof centrePhotosOrderInput>;
