-- Cohorts saved before 0012 kept their start only as text ('Starts on: 3 November 2025'), so
-- start_date stayed NULL and a cohort that began long ago still took registrations. The date
-- in the text becomes start_date; a text without a date, or with one that is no real day
-- ('31 February 2025'), leaves it NULL as before.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT "id",
      substring("start_date_text" from '(\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4})') AS "day"
    FROM "kodr_cohorts"
    WHERE "start_date" IS NULL
  LOOP
    IF r."day" IS NOT NULL THEN
      BEGIN
        UPDATE "kodr_cohorts" SET "start_date" = to_date(r."day", 'FMDD FMMonth YYYY') WHERE "id" = r."id";
      EXCEPTION WHEN others THEN
        NULL;
      END;
    END IF;
  END LOOP;
END $$;
