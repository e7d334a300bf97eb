ALTER TABLE "media" ADD COLUMN "purpose" varchar(20) DEFAULT 'library' NOT NULL;--> statement-breakpoint
-- Posters the transcoder made before this column: the frame file of a video named after it. They leave the
-- library's folders (they are listed nowhere now).
UPDATE "media" AS "poster" SET "purpose" = 'video_poster', "directory_id" = NULL
WHERE EXISTS (SELECT 1 FROM "media" AS "video" WHERE "video"."poster_image_id" = "poster"."id"
    AND "poster"."title" = left("video"."title" || ' (poster)', 255))
  AND EXISTS (SELECT 1 FROM "files" WHERE "files"."media_id" = "poster"."id" AND "files"."name" = 'poster.jpg');--> statement-breakpoint
-- Logos kept from a company's or tenant's form: their column holds the media item's uuid.
UPDATE "media" SET "purpose" = 'logo'
WHERE "media"."uuid"::text IN (SELECT "logo" FROM "companies" WHERE "logo" IS NOT NULL
    UNION SELECT "logo" FROM "tenants" WHERE "logo" IS NOT NULL);
