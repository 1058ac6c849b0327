-- Keeps daily_stats (migration 0009) exact: per IST day, metric and utm source, how many rows
-- each source table counts and their amount (paise, payments only). One statement-level trigger
-- function per source table, with transition tables: a statement costs one aggregated upsert
-- whatever its row count (a seed of 100,000 rows is one GROUP BY), and an UPDATE nets the old
-- rows' contribution against the new rows' first, so the usual update (a status, answers, notes)
-- writes nothing here. Keys are upserted in sorted order, so concurrent writers cannot deadlock.
-- TRUNCATE resets the metric. The functions are generated from one table of contributions
-- below (static SQL, so each keeps its plans cached; EXECUTE per statement would replan).
--
-- contribution: one row (at, utm, amount) per counted row of %1$s (new_rows, old_rows, or the
-- table itself for the backfill). day = (at AT TIME ZONE 'Asia/Kolkata')::date; source =
-- utm ->> 'source' ('' when none, at most 100 characters). A payment counts while it is 'paid',
-- on the IST day it was paid, under its user's first-touch source (users.utm); enrolments and
-- quiz attempts carry no UTM of their own and count under ''.
DO $migration$
DECLARE
  t record;
  upsert constant text := $sql$
    INSERT INTO daily_stats AS s (metric, day, source, count, amount)
    SELECT %1$L, day, source, sum(n), sum(amount)
    FROM (
      SELECT (at AT TIME ZONE 'Asia/Kolkata')::date AS day,
        left(coalesce(utm ->> 'source', ''), 100) AS source, n, amount
      FROM (%2$s) contributions
    ) d
    GROUP BY day, source HAVING sum(n) <> 0 OR sum(amount) <> 0 ORDER BY day, source
    ON CONFLICT (metric, day, source)
    DO UPDATE SET count = s.count + excluded.count, amount = s.amount + excluded.amount$sql$;
  added text;
  removed text;
BEGIN
  FOR t IN
    SELECT * FROM (VALUES
      ('kodr_registrations', 'kodr',
        $c$SELECT created_at AS at, utm, 0::bigint AS amount FROM %1$s$c$),
      ('kodex_registrations', 'kodex',
        $c$SELECT created_at AS at, utm, 0::bigint AS amount FROM %1$s$c$),
      ('webinar_users', 'webinar',
        $c$SELECT created_at AS at, utm, 0::bigint AS amount FROM %1$s$c$),
      ('callback_requests', 'callback',
        $c$SELECT created_at AS at, utm, 0::bigint AS amount FROM %1$s$c$),
      ('payments', 'payment',
        $c$SELECT coalesce(r.paid_at, r.created_at) AS at, u.utm, r.total_paise::bigint AS amount
           FROM %1$s r LEFT JOIN users u ON u.id = r.user_id WHERE r.status = 'paid'$c$),
      ('enrolments', 'enrolment',
        $c$SELECT created_at AS at, NULL::jsonb AS utm, 0::bigint AS amount FROM %1$s$c$),
      ('whizz_attempts', 'quiz_attempt',
        $c$SELECT started_at AS at, NULL::jsonb AS utm, 0::bigint AS amount FROM %1$s$c$)
    ) AS v(source_table, metric, contribution)
  LOOP
    added := format('SELECT at, utm, 1 AS n, amount FROM (%s) c', format(t.contribution, 'new_rows'));
    removed := format('SELECT at, utm, -1 AS n, -amount AS amount FROM (%s) c', format(t.contribution, 'old_rows'));
    EXECUTE format($fn$
      CREATE OR REPLACE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN
        IF TG_OP = 'INSERT' THEN %2$s;
        ELSIF TG_OP = 'UPDATE' THEN %3$s;
        ELSIF TG_OP = 'DELETE' THEN %4$s;
        ELSE DELETE FROM daily_stats WHERE metric = %5$L;
        END IF;
        RETURN NULL;
      END;
      $body$$fn$,
      'daily_stats_' || t.metric,
      format(upsert, t.metric, added),
      format(upsert, t.metric, added || ' UNION ALL ' || removed),
      format(upsert, t.metric, removed),
      t.metric);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.source_table || '_daily_stats_insert',
      t.source_table, 'daily_stats_' || t.metric);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows '
      'NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      t.source_table || '_daily_stats_update', t.source_table, 'daily_stats_' || t.metric);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.source_table || '_daily_stats_delete',
      t.source_table, 'daily_stats_' || t.metric);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      t.source_table || '_daily_stats_truncate', t.source_table, 'daily_stats_' || t.metric);
    -- Backfill from the rows already there.
    EXECUTE format(upsert, t.metric,
      format('SELECT at, utm, 1 AS n, amount FROM (%s) c', format(t.contribution, t.source_table)));
  END LOOP;
END;
$migration$;
--> statement-breakpoint
-- A paid payment counts under its user's source, so a user who appears, changes source or goes
-- moves their paid payments' contribution: from '' (no user yet) to their source on INSERT,
-- from the old source to the new on UPDATE (most updates change no source and write nothing),
-- to '' on DELETE. TRUNCATE leaves every payment without a user: rebuilt under ''. Generated
-- like the functions above: `changed` lists (id, old_source, new_source) per statement kind.
DO $migration$
DECLARE
  src constant text := $s$left(coalesce(%1$s.utm ->> 'source', ''), 100)$s$;
  move constant text := $sql$
    WITH changed AS (SELECT * FROM (%1$s) c WHERE old_source <> new_source)
    INSERT INTO daily_stats AS s (metric, day, source, count, amount)
    SELECT 'payment', day, source, sum(n), sum(amount)
    FROM (
      SELECT (coalesce(p.paid_at, p.created_at) AT TIME ZONE 'Asia/Kolkata')::date AS day,
        m.source, m.n, m.n * p.total_paise::bigint AS amount
      FROM (
        SELECT id, new_source AS source, 1 AS n FROM changed
        UNION ALL
        SELECT id, old_source, -1 FROM changed
      ) m
      JOIN payments p ON p.user_id = m.id AND p.status = 'paid'
    ) d
    GROUP BY day, source HAVING sum(n) <> 0 OR sum(amount) <> 0 ORDER BY day, source
    ON CONFLICT (metric, day, source)
    DO UPDATE SET count = s.count + excluded.count, amount = s.amount + excluded.amount$sql$;
BEGIN
  EXECUTE format($fn$
    CREATE OR REPLACE FUNCTION daily_stats_payment_owner() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      IF TG_OP = 'INSERT' THEN %1$s;
      ELSIF TG_OP = 'UPDATE' THEN %2$s;
      ELSIF TG_OP = 'DELETE' THEN %3$s;
      ELSE
        DELETE FROM daily_stats WHERE metric = 'payment';
        INSERT INTO daily_stats (metric, day, source, count, amount)
        SELECT 'payment', (coalesce(paid_at, created_at) AT TIME ZONE 'Asia/Kolkata')::date, '',
          count(*), sum(total_paise)
        FROM payments WHERE status = 'paid' GROUP BY 2 ORDER BY 2;
      END IF;
      RETURN NULL;
    END;
    $body$$fn$,
    format(move, format('SELECT id, ''''::text AS old_source, %s AS new_source FROM new_rows',
      format(src, 'new_rows'))),
    format(move, format('SELECT n.id, %s AS old_source, %s AS new_source FROM new_rows n '
      'JOIN old_rows o ON o.id = n.id', format(src, 'o'), format(src, 'n'))),
    format(move, format('SELECT id, %s AS old_source, ''''::text AS new_source FROM old_rows',
      format(src, 'old_rows'))));
END;
$migration$;
--> statement-breakpoint
CREATE TRIGGER users_daily_stats_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_stats_payment_owner();
--> statement-breakpoint
CREATE TRIGGER users_daily_stats_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_stats_payment_owner();
--> statement-breakpoint
CREATE TRIGGER users_daily_stats_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_stats_payment_owner();
--> statement-breakpoint
CREATE TRIGGER users_daily_stats_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION daily_stats_payment_owner();
