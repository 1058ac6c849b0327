CREATE TABLE "kodr_registration_stats" (
	"day" date NOT NULL,
	"cohort_id" varchar(24) NOT NULL,
	"call_status" varchar(16) NOT NULL,
	"status" varchar(16) NOT NULL,
	"payment_status" varchar(16) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "kodr_reg_stats_pk" PRIMARY KEY("day","cohort_id","call_status","status","payment_status")
);
--> statement-breakpoint
-- Keeps kodr_registration_stats exact: one aggregated upsert per statement (a bulk seed of a
-- million rows costs one GROUP BY, not a million upserts). Keys are locked in sorted order, so
-- two concurrent writers cannot deadlock on them. The day is the IST calendar day (+05:30).
CREATE OR REPLACE FUNCTION kodr_registration_stats_apply() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO kodr_registration_stats AS s (day, cohort_id, call_status, status, payment_status, n)
    SELECT ((created_at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date, cohort_id,
      call_status, status, payment_status, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (day, cohort_id, call_status, status, payment_status) DO UPDATE SET n = s.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO kodr_registration_stats AS s (day, cohort_id, call_status, status, payment_status, n)
    SELECT day, cohort_id, call_status, status, payment_status, sum(delta)
    FROM (
      SELECT ((created_at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date AS day,
        cohort_id, call_status, status, payment_status, 1 AS delta FROM new_rows
      UNION ALL
      SELECT ((created_at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date,
        cohort_id, call_status, status, payment_status, -1 FROM old_rows
    ) d
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (day, cohort_id, call_status, status, payment_status) DO UPDATE SET n = s.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO kodr_registration_stats AS s (day, cohort_id, call_status, status, payment_status, n)
    SELECT ((created_at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date, cohort_id,
      call_status, status, payment_status, -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (day, cohort_id, call_status, status, payment_status) DO UPDATE SET n = s.n + excluded.n;
  ELSE
    DELETE FROM kodr_registration_stats;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER kodr_registration_stats_insert AFTER INSERT ON kodr_registrations
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kodr_registration_stats_apply();
--> statement-breakpoint
CREATE TRIGGER kodr_registration_stats_update AFTER UPDATE ON kodr_registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kodr_registration_stats_apply();
--> statement-breakpoint
CREATE TRIGGER kodr_registration_stats_delete AFTER DELETE ON kodr_registrations
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kodr_registration_stats_apply();
--> statement-breakpoint
CREATE TRIGGER kodr_registration_stats_truncate AFTER TRUNCATE ON kodr_registrations
  FOR EACH STATEMENT EXECUTE FUNCTION kodr_registration_stats_apply();
--> statement-breakpoint
INSERT INTO kodr_registration_stats (day, cohort_id, call_status, status, payment_status, n)
SELECT ((created_at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes')::date, cohort_id,
  call_status, status, payment_status, count(*)
FROM kodr_registrations GROUP BY 1, 2, 3, 4, 5;
