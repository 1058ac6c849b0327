ALTER TABLE "lesson_progress" ALTER COLUMN "lesson_key" SET DATA TYPE varchar(24);--> statement-breakpoint
ALTER TABLE "course_modules" ADD COLUMN "unlock_day" integer;--> statement-breakpoint
-- Every stored lesson gets its own _id and the content fields (issue 17), keeping what it had.
UPDATE "course_modules" SET "lessons" = (
  SELECT coalesce(jsonb_agg(
    jsonb_build_object('kind', 'article', 'videoUrl', '', 'body', '', 'resources', '[]'::jsonb, 'problemId', null, 'durationMinutes', 0, 'isPreview', false)
    || l
    || jsonb_build_object('_id', coalesce(l->>'_id', substr(md5("course_modules"."id" || ':' || o::text), 1, 24)))
    ORDER BY o), '[]'::jsonb)
  FROM jsonb_array_elements("course_modules"."lessons") WITH ORDINALITY AS t(l, o)
);--> statement-breakpoint
-- Progress kept by position ("module.lesson") now names the lesson's _id; ticks of lessons gone are dropped.
UPDATE "lesson_progress" AS lp SET "lesson_key" = m."lessons" -> (split_part(lp."lesson_key", '.', 2)::int) ->> '_id'
FROM "course_modules" AS m
WHERE lp."lesson_key" ~ '^\d{1,3}\.\d{1,3}$'
  AND m."course_id" = lp."course_id"
  AND m."position" = split_part(lp."lesson_key", '.', 1)::int
  AND jsonb_array_length(m."lessons") > split_part(lp."lesson_key", '.', 2)::int;--> statement-breakpoint
DELETE FROM "lesson_progress" WHERE "lesson_key" ~ '^\d{1,3}\.\d{1,3}$';
